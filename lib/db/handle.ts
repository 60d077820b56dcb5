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
