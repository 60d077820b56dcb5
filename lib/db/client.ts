import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseUrl } from '@/lib/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

type Holder = { pool?: pg.Pool; db?: Database; searchPool?: pg.Pool; searchDb?: Database };
const holder = globalThis as unknown as { __nuancierDb?: Holder };
holder.__nuancierDb ??= {};

// Postgres returns numeric as text; the schema maps numeric columns with mode 'number'.
// int8 (count(*)) comes back as text too: read it as a JS number, counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export type PoolOptions = {
  /**
   * Every statement with parameters gets one generic plan per connection and is never planned
   * again with its values (`plan_cache_mode = force_generic_plan`, named or not), and plans
   * avoid sequential scans (`enable_seqscan = off`: without the values, a generic plan may
   * guess that scanning until the `limit` is cheap). Only for the search's own pool, whose
   * statements are all written to be served by an index (lib/search/sql.ts): elsewhere a
   * `like $1` could no longer use one.
   */
  genericPlans?: boolean;
};

export function createPool(url: string, max = 10, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    ...(options.genericPlans
      ? { options: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off' }
      : {}),
  });
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

/**
 * Connections of the search's own pool: its statements are CPU-bound index lookups, so more
 * connections than the database has cores to run them only make them wait for each other.
 */
const SEARCH_POOL_SIZE = 4;

/**
 * The search's pool and Drizzle instance (lib/search): prepared statements with generic plans
 * (see PoolOptions), apart from the app's pool whose queries are planned with their values.
 */
export function getSearchDb(): Database {
  const h = holder.__nuancierDb!;
  if (!h.searchDb) {
    h.searchPool = createPool(databaseUrl(), SEARCH_POOL_SIZE, { genericPlans: true });
    h.searchDb = createDb(h.searchPool);
  }
  return h.searchDb;
}

/** Closes the pools opened (tests and scripts that end on their own). */
export async function closeDb(): Promise<void> {
  const h = holder.__nuancierDb!;
  const pools = [h.pool, h.searchPool].filter((p): p is pg.Pool => p !== undefined);
  holder.__nuancierDb = {};
  await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
}

export { schema };
