import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseUrl } from '@/lib/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

type Holder = { pool?: pg.Pool; db?: Database };
const holder = globalThis as unknown as { __nuancierDb?: Holder };
holder.__nuancierDb ??= {};

// Postgres returns numeric as text; the schema maps numeric columns with mode 'number'.
// int8 (count(*)) comes back as text too: read it as a JS number, counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => {
    // An idle client lost its connection (server restart): the pool replaces it.
    console.error(`[db] connexion inactive perdue : ${error.message}`);
  });
  return pool;
}

export function createDb(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}

/** The app's shared pool and Drizzle instance, created on first use. */
export function getDb(): Database {
  const h = holder.__nuancierDb!;
  if (!h.db) {
    h.pool = createPool(databaseUrl());
    h.db = createDb(h.pool);
  }
  return h.db;
}

export function getPool(): pg.Pool {
  getDb();
  return holder.__nuancierDb!.pool!;
}

export { schema };
