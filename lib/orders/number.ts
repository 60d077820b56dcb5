import { sql, type SQL } from 'drizzle-orm';

/** Order numbers: NU-<year>-<6 digits>, from the order_number_seq sequence (migration 0012). */
export function formatOrderNumber(year: number, sequence: number): string {
  return `NU-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The same number made in SQL from `sequence` (a bigint expression: nextval('order_number_seq')
 * in the order's insert), with the year in Paris time: the number is taken by the statement
 * that writes the order, so a refused checkout takes none.
 */
export function orderNumberSql(sequence: SQL): SQL {
  return sql`'NU-' || extract(year from now() at time zone 'Europe/Paris')::int || '-'
    || lpad((${sequence})::text, greatest(6, length((${sequence})::text)), '0')`;
}
