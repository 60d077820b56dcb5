import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Names in French alphabetical order (ICU's French collation, present in the embedded and the
 * hosted Postgres): « Aérokolor » before « Atelier Plus », « Dacia » before « DS Automobiles »,
 * « Škoda » after « Seat ». The databases' own collation is `C` (byte order) for speed; only
 * the orders a shopper reads as alphabetical use this.
 */
export function frenchOrder(value: AnyColumn | SQL): SQL {
  return sql`${value} collate "fr-x-icu"`;
}
