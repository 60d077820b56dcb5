import { createHash } from 'node:crypto';
import { SQL, sql, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** The database or one of its transactions: every domain query takes this as first parameter. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbHandle = Database | Transaction;

/**
 * Runs one select and answers its rows; a loader that takes one can have its select sent in
 * another statement (`batchedRows` below: several selects in one round trip).
 */
export type BatchedRead = <T extends Record<string, unknown>>(query: SQL) => Promise<T[]>;

/** Drizzle's SQL builder as a public class: turns a `sql` template into its text and values. */
const dialect = new PgDialect();

/**
 * `dialect.sqlToQuery` for a statement made only of text (`sql` templates, `sql.raw`,
 * `sql.join`) and plain values: the same text and parameters, built in one walk. Drizzle's
 * builder makes an object per fragment and checks each one's class through its prototype chain:
 * a search statement has hundreds of fragments, and that cost about 1 ms of a 9 ms search
 * (docs/decisions/search-multi-word-p95.md). Null when the statement holds anything else
 * (columns, tables, `sql.param`, inlined parameters): Drizzle's own builder then does it.
 */
export function compilePlain(query: SQL): { sql: string; params: unknown[] } | null {
  let text = '';
  const params: unknown[] = [];
  const walk = (fragment: SQL): boolean => {
    if ((fragment as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
    for (const chunk of fragment.queryChunks) {
      if (chunk instanceof StringChunk) {
        text += chunk.value.join('');
      } else if (chunk instanceof SQL) {
        if (!walk(chunk)) return false;
      } else if (chunk === undefined) {
        continue;
      } else if (
        chunk === null ||
        typeof chunk === 'string' ||
        typeof chunk === 'number' ||
        typeof chunk === 'boolean' ||
        typeof chunk === 'bigint'
      ) {
        params.push(chunk);
        text += `$${params.length}`;
      } else {
        return false;
      }
    }
    return true;
  };
  return walk(query) ? { sql: text, params } : null;
}

/**
 * Runs a statement as a named prepared statement of its connection, named `<label>_<digest of
 * its text>`, through node-postgres's public named queries (`{ name, text, values }`): each
 * connection parses it once, then only binds the values; in a pool with generic plans
 * (lib/db/client.ts `plans`) it is planned once too. For statements whose text takes a few dozen
 * shapes at most (the search's, the checkout's read and write); the values go as parameters. A
 * hosted `DATABASE_URL` must therefore be a direct or session-mode connection. Inside a
 * transaction (a test's, a fresh read) the statement runs there, unnamed: Drizzle gives a
 * transaction's connection to no one else.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: DbHandle,
  query: SQL,
  label = 'prepared',
): Promise<{ rows: T[] }> {
  if (!('$client' in db)) return { rows: (await db.execute(query)).rows as T[] };
  const { sql: text, params } = compilePlain(query) ?? dialect.sqlToQuery(query);
  const name = `${label}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const { rows } = await db.$client.query<T>({ name, text, values: params });
  return { rows };
}

/**
 * Selects gathered, then sent as ONE statement (one round trip instead of one each: on a busy
 * database the wake-ups, not the reads, were most of a pricing's time): each select becomes a
 * JSON array column, read back as its rows. The JSON keeps the columns' names; numbers, texts,
 * booleans and arrays come back as they were (numeric as a number). The statement is a named
 * prepared one (`executePrepared`: parsed once per connection and shape of read; planned once on
 * the checkout's pool, whose plans are generic).
 */
export type Batch = { rows: BatchedRead; send: () => Promise<void> };

export function batchedRows(db: DbHandle): Batch {
  const queries: SQL[] = [];
  const answers: Array<(rows: unknown[]) => void> = [];
  const failures: Array<(error: unknown) => void> = [];
  const rows = <T extends Record<string, unknown>>(query: SQL) =>
    new Promise<T[]>((resolve, reject) => {
      queries.push(query);
      answers.push(resolve as (rows: unknown[]) => void);
      failures.push(reject);
    });
  async function send() {
    if (queries.length === 0) return;
    const columns = queries.map(
      (query, i) =>
        sql`(select coalesce(json_agg(t), '[]'::json) from (${query}) t) as ${sql.raw(`r${i}`)}`,
    );
    try {
      const {
        rows: [row],
      } = await executePrepared<Record<string, unknown[]>>(
        db,
        sql`select ${sql.join(columns, sql`, `)}`,
      );
      answers.forEach((answer, i) => answer(row?.[`r${i}`] ?? []));
    } catch (error) {
      failures.forEach((fail) => fail(error));
    }
  }
  return { rows, send };
}
