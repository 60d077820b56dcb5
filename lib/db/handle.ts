import type { Database } from './client';

/** The database or one of its transactions: every domain query takes this as first parameter. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbHandle = Database | Transaction;
