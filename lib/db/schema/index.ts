/**
 * The database schema (Drizzle), one file per domain. `npm run db:generate` turns changes into
 * SQL under supabase/migrations/, the one source of truth deployed to embedded and hosted
 * Postgres. Money is always integer cents (`*_cents` or `price_ht`/`price_ttc` as integers).
 */
export * from './enums';
export * from './accounts';
export * from './catalogue';
export * from './colours';
export * from './commerce';
export * from './site';
export * from './shipping';
export * from './insights';
export * from './kits';
