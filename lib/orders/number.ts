import { sql, type SQL } from 'drizzle-orm';

/**
 * Order numbers: NU-<year>-<6 digits>, made in SQL from `sequence` (a bigint expression: nextval('order_number_seq')
 * in the order's insert), with the year in Paris time. The number is drawn by the statement
 * that writes the order, so a checkout refused before that write (its input, prices, address,
 * carrier, promotion, what the buyer agreed to) takes none. A write refused at the last moment
 * (a line sold out or repriced, or the promotion withdrawn, while the order was being written:
 * `order_write_check` in lib/orders/place/write.ts, then the same statement again in the
 * transaction that names the line) has drawn one or two, and a sequence never gives numbers
 * back, even on rollback: order numbers are unique and increasing but may have gaps. Unlike
 * invoice numbers (lib/invoices/issue.ts, gapless under a row lock), nothing requires them to
 * be continuous, and a gapless counter would make every checkout wait for the one before it to
 * commit.
 */
export function orderNumberSql(sequence: SQL): SQL {
  return sql`'NU-' || extract(year from now() at time zone 'Europe/Paris')::int || '-'
    || lpad((${sequence})::text, greatest(6, length((${sequence})::text)), '0')`;
}
