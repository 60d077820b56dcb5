/**
 * The plans of the search's statements, as the search pool runs them (generic plans, see
 * lib/db/client.ts): for the plan test and for the benchmark when a goal is missed.
 * Not used by the shop itself.
 */
import pg from 'pg';
import { createDb, createPool, type Database } from '@/lib/db/client';

type QueryConfig = { name?: string; text: string; values?: unknown[] };

/**
 * Runs `search` on a one-connection search pool and returns the plan of every statement it
 * sends (the statements still run, so the search goes on as usual):
 * - `generic`: `EXPLAIN (GENERIC_PLAN)`, the plan kept for any value;
 * - `analyze`: `EXPLAIN (ANALYZE, BUFFERS) EXECUTE` of the statement with this search's values,
 *   i.e. the generic plan measured.
 */
export async function searchPlans(
  url: string,
  mode: 'generic' | 'analyze',
  search: (db: Database) => Promise<unknown>,
): Promise<string[]> {
  const pool = createPool(url, 1, { plans: 'search' });
  const db = createDb(pool);
  const plans: string[] = [];
  let statements = 0;
  const query = pool.query.bind(pool) as (config: QueryConfig | string) => Promise<pg.QueryResult>;
  const explain = async (config: QueryConfig) => {
    const values = config.values ?? [];
    let result: pg.QueryResult;
    if (mode === 'generic' || values.length === 0) {
      const options = mode === 'generic' ? 'generic_plan' : 'analyze, buffers';
      result = await query(`explain (${options}) ${config.text}`);
    } else {
      const name = `explained_${statements++}`;
      await query(`prepare ${name} as ${config.text}`);
      const literals = values.map((v) => pg.escapeLiteral(String(v))).join(', ');
      result = await query(`explain (analyze, buffers) execute ${name}(${literals})`);
      await query(`deallocate ${name}`);
    }
    plans.push(result.rows.map((r: Record<string, unknown>) => String(r['QUERY PLAN'])).join('\n'));
  };
  Object.assign(pool, {
    query: async (config: QueryConfig | string, values?: unknown[]) => {
      const statement =
        typeof config === 'string'
          ? { text: config, values }
          : { ...config, values: config.values ?? values };
      await explain(statement);
      return query(statement);
    },
  });
  try {
    await search(db);
  } finally {
    await pool.end();
  }
  return plans;
}
