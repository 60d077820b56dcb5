import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createDb } from './client';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'supabase/migrations');

/**
 * Applies every pending migration of supabase/migrations/ (idempotent: applied ones are recorded
 * in drizzle.__drizzle_migrations). An advisory lock keeps two starting processes from racing.
 */
export async function runMigrations(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(724191)');
    try {
      await migrate(createDb(pool), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock(724191)');
    }
  } finally {
    client.release();
    await pool.end();
  }
}
