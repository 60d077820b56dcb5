import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/handle';
import { priceHistory, products } from '@/lib/db/schema';
import { reductionReference } from './reduction';

/**
 * Stores the reference of the reduction a product announces (null when none), from its price
 * history, in the transaction that wrote its price: the triggers have recorded that price already.
 * The reference only changes when a reduction begins (later ones keep the first's), so the
 * writers that may begin one (the product form, the seed) call this; price-only writers need not.
 */
export async function refreshReductionReference(tx: Transaction, productId: string) {
  const points = await tx
    .select({
      priceTtc: priceHistory.priceTtc,
      at: priceHistory.recordedAt,
      announced: priceHistory.announced,
    })
    .from(priceHistory)
    .where(and(eq(priceHistory.productId, productId), isNull(priceHistory.variantId)))
    .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id));
  const reduction = reductionReference(points);
  await tx
    .update(products)
    .set({ reductionReferenceTtc: reduction?.referenceTtc ?? null })
    .where(eq(products.id, productId));
  return reduction;
}
