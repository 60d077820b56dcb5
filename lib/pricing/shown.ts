import 'server-only';
import { sql } from 'drizzle-orm';
import type { Caller } from '@/lib/auth/caller';
import { isUuid } from '@/lib/uuid';
import type { DbHandle } from '@/lib/db/handle';
import { htFromTtc } from '@/lib/money';
import { batchedRows } from '@/lib/db/handle';
import { loadProducts, loadProRules } from './load';
import { isProfessional } from './price-cart';
import { proUnitPrice } from './pro';
import type { ShownProPrice, ShownProProduct } from './types';

/** At most this many products per request: a page shows a few dozen. */
export const MAX_SHOWN_PRODUCTS = 100;

function shown(ttc: number, retailTtc: number): ShownProPrice {
  return { ttc, ht: htFromTtc(ttc), retailTtc };
}

/**
 * The prices a verified professional sees for these products (listing cards, product pages):
 * the same rule as the cart (`proUnitPrice`), three indexed reads sent as one statement.
 * `null` for any other caller: they see the cached pages' retail prices. Products no longer
 * sold and ids that are not uuids are left out.
 */
export async function shownProPrices(
  db: DbHandle,
  caller: Caller,
  productIds: readonly string[],
): Promise<Record<string, ShownProProduct> | null> {
  if (!isProfessional(caller)) return null;
  const ids = [...new Set(productIds.filter(isUuid))].slice(0, MAX_SHOWN_PRODUCTS);
  if (ids.length === 0) return {};
  const batch = batchedRows(db);
  const reads = Promise.all([
    loadProducts(batch.rows, ids),
    batch.rows<{ id: string; product_id: string; price_ttc: number }>(
      sql`select id, product_id, price_ttc from product_variants
          where product_id = any(${sql.param(ids)}::uuid[]) and is_active`,
    ),
    loadProRules(batch.rows, ids, 'all'),
  ]);
  await batch.send();
  const [products, variants, rules] = await reads;
  const out: Record<string, ShownProProduct> = {};
  for (const product of products) {
    if (!product.sellable) continue;
    const own = product.hasVariants ? variants.filter((v) => v.product_id === product.id) : [];
    if (own.length === 0) {
      const ttc = proUnitPrice(rules, product, null, product.priceTtc);
      out[product.id] = { ...shown(ttc, product.priceTtc), from: false, variants: {} };
      continue;
    }
    const prices: Record<string, ShownProPrice> = {};
    let cheapest: ShownProPrice | null = null;
    let dearest = 0;
    for (const v of own) {
      const price = shown(proUnitPrice(rules, product, v.id, v.price_ttc), v.price_ttc);
      prices[v.id] = price;
      if (!cheapest || price.ttc < cheapest.ttc) cheapest = price;
      dearest = Math.max(dearest, price.ttc);
    }
    out[product.id] = { ...cheapest!, from: dearest > cheapest!.ttc, variants: prices };
  }
  return out;
}
