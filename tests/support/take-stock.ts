/**
 * The stock taking of the order's statement (lib/orders/place/write.ts) on its own, in the
 * caller's transaction: its two conditional UPDATEs (takeProductsSql, takeVariantsSql), to test
 * what they take and what lineMiss says of the rest.
 */
import type { DbHandle } from '@/lib/db/handle';
import { inLockOrder, takeProductsSql, takeVariantsSql, type StockLine } from '@/lib/orders/stock';

export type StockOutcome = {
  /** Lines whose stock was taken. */
  taken: StockLine[];
  /** Lines not taken: short, made unlimited, or changed since they were priced. */
  missed: StockLine[];
  /** Slugs of the products whose stock changed. */
  slugs: string[];
};

/** Runs the products' then the variants' UPDATE, rows in lock order, and sorts the lines. */
export async function takeStock(db: DbHandle, lines: StockLine[]): Promise<StockOutcome> {
  const { products, variants } = inLockOrder(lines);
  const sorted = [...products, ...variants];
  const taken = new Set<string>();
  const slugs = new Set<string>();
  for (const [list, statement] of [
    [products, takeProductsSql],
    [variants, takeVariantsSql],
  ] as const) {
    if (list.length === 0) continue;
    const { rows } = await db.execute<{ id: string; slug: string }>(statement(list));
    for (const r of rows) {
      taken.add(r.id);
      slugs.add(r.slug);
    }
  }
  return {
    taken: sorted.filter((l) => taken.has(l.variantId ?? l.productId)),
    missed: sorted.filter((l) => !taken.has(l.variantId ?? l.productId)),
    slugs: [...slugs],
  };
}
