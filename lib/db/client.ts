import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseUrl } from '@/lib/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

type Pooled = { pool: pg.Pool; db: Database };
type Holder = { main?: Pooled; search?: Pooled; checkout?: Pooled };
const holder = globalThis as unknown as { __nuancierDb?: Holder };
holder.__nuancierDb ??= {};

// Postgres returns numeric as text; the schema maps numeric columns with mode 'number'.
// int8 (count(*)) comes back as text too: read it as a JS number, counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export type PoolOptions = {
  /**
   * `'generic'`: every statement with parameters gets one generic plan per connection and is
   * never planned again with its values (`plan_cache_mode = force_generic_plan`, named or not).
   * For pools whose statements are prepared (lib/db/handle.ts `executePrepared`) and look rows
   * up by key: the checkout's pool (getCheckoutDb).
   * `'search'`: the same, and plans avoid sequential scans (`enable_seqscan = off`: without the
   * values, a generic plan may guess that scanning until the `limit` is cheap). Only for the
   * search's own pool, whose statements are all written to be served by an index
   * (lib/search/sql.ts): elsewhere a `like $1` could no longer use one.
   * Neither for the app's pool, whose queries are planned with their values.
   */
  plans?: 'generic' | 'search';
};

const PLAN_OPTIONS = {
  generic: '-c plan_cache_mode=force_generic_plan',
  search: '-c plan_cache_mode=force_generic_plan -c enable_seqscan=off',
};

export function createPool(url: string, max = 10, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    ...(options.plans ? { options: PLAN_OPTIONS[options.plans] } : {}),
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

/** One of the process's pools and its Drizzle instance, created on first use. */
function pooled(key: keyof Holder, size?: number, options?: PoolOptions): Pooled {
  const h = holder.__nuancierDb!;
  if (!h[key]) {
    const pool = createPool(databaseUrl(), size, options);
    h[key] = { pool, db: createDb(pool) };
  }
  return h[key];
}

/** The app's shared pool and Drizzle instance, created on first use. */
export function getDb(): Database {
  return pooled('main').db;
}

export function getPool(): pg.Pool {
  return pooled('main').pool;
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
  return pooled('search', SEARCH_POOL_SIZE, { plans: 'search' }).db;
}

/** Connections of the checkout's pool (orders are CPU-bound too). */
const CHECKOUT_POOL_SIZE = 6;

/**
 * The pool that places orders (lib/orders/place.ts): its read and its write are prepared
 * statements with generic plans (`plans: 'generic'`). Under load, planning them with their
 * values cost as much as running them: about 2 ms each per order on 2 cores.
 */
export function getCheckoutDb(): Database {
  return pooled('checkout', CHECKOUT_POOL_SIZE, { plans: 'generic' }).db;
}

/** Closes the pools opened (tests and scripts that end on their own). */
export async function closeDb(): Promise<void> {
  const h = holder.__nuancierDb!;
  const pools = [h.main, h.search, h.checkout].flatMap((p) => (p ? [p.pool] : []));
  holder.__nuancierDb = {};
  await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
}
