import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../lib/db/migrate';

/** The per-file database is already migrated and seeded (template); migrating again is a no-op. */
describe('migrations', () => {
  it('are idempotent and leave the schema the spec needs', async () => {
    const url = process.env.DATABASE_URL!;
    await runMigrations(url);
    await runMigrations(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const ext = await client.query<{ extname: string }>(
        "select extname from pg_extension where extname in ('pg_trgm','unaccent') order by 1",
      );
      expect(ext.rows.map((r) => r.extname)).toEqual(['pg_trgm', 'unaccent']);
      const unaccent = await client.query<{ v: string; volatility: string }>(
        "select public.immutable_unaccent('Blanc Nacré Élégant') as v, (select provolatile from pg_proc where proname = 'immutable_unaccent') as volatility",
      );
      expect(unaccent.rows[0]).toEqual({ v: 'Blanc Nacre Elegant', volatility: 'i' });
      const verified = '00000000-0000-4000-8000-0000000000a1';
      const unverified = '00000000-0000-4000-8000-0000000000a2';
      await client.query(
        "insert into user_roles (user_id, role, verified) values ($1, 'admin', true), ($2, 'admin', false)",
        [verified, unverified],
      );
      const admin = await client.query<{ a: boolean; b: boolean; c: boolean }>(
        'select is_verified_admin($1) as a, is_verified_admin($2) as b, is_verified_admin(gen_random_uuid()) as c',
        [verified, unverified],
      );
      expect(admin.rows[0]).toEqual({ a: true, b: false, c: false });
      const product = await client.query<{ id: string }>(
        "insert into products (name, slug, price_ht, price_ttc) values ('Test', 'test-unique-cart', 100, 120) returning id",
      );
      const productId = product.rows[0]!.id;
      const userId = '00000000-0000-4000-8000-000000000001';
      await client.query(
        'insert into cart_items (user_id, product_id, variant_id, line_key, quantity, unit_price_ht, unit_price_ttc) values ($1, $2, null, $3, 1, 100, 120)',
        [userId, productId, `${productId}-default`],
      );
      // One row per cart line of a user (migration 0008: the local line id is the key).
      await expect(
        client.query(
          'insert into cart_items (user_id, product_id, variant_id, line_key, quantity, unit_price_ht, unit_price_ttc) values ($1, $2, null, $3, 2, 100, 120)',
          [userId, productId, `${productId}-default`],
        ),
      ).rejects.toThrow(/cart_items_user_line_key/);
      const rls = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_tables where schemaname = 'public' and rowsecurity",
      );
      expect(rls.rows[0]!.n).toBeGreaterThanOrEqual(20);
    } finally {
      await client.end();
    }
  });
});
