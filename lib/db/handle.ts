import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The database or one of its transactions: every domain query takes this as first parameter. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbHandle = Database | Transaction;

/**
 * Runs one select and answers its rows; a loader that takes one can have its select sent in
 * another statement (lib/pricing/load.ts's batchedRows: several selects in one round trip).
 */
export type BatchedRead = <T extends Record<string, unknown>>(query: SQL) => Promise<T[]>;

type Internals = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ) => { execute: () => Promise<{ rows: unknown[] }> };
  };
};

/**
 * Runs a statement as a named prepared statement of its connection, named `<label>_<digest of
 * its text>`: each connection parses it once, then only binds the values; in a pool with
 * generic plans (lib/db/client.ts `plans`) it is planned once too. For statements whose text
 * takes a few dozen shapes at most (the search's, the checkout's read and write); the values go
 * as parameters. A hosted `DATABASE_URL` must therefore be a direct or session-mode connection.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: DbHandle,
  query: SQL,
  label = 'prepared',
): Promise<{ rows: T[] }> {
  const internals = db as unknown as Internals;
  const built = internals.dialect.sqlToQuery(query);
  const name = `${label}_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const result = await internals.session.prepareQuery(built, undefined, name, false).execute();
  return result as { rows: T[] };
}
