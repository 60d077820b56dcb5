import 'server-only';
import type { Caller } from '@/lib/auth/caller';
import type { DbHandle } from '@/lib/db/handle';
import { parseLines } from './lines';
import { loadPricingData } from './load';
import { isProfessional, priceCart } from './price-cart';
import type { PricedCart, PricingOptions } from './types';

export type { PricedCart, PricingOptions } from './types';

/**
 * Prices a cart for a caller from the database: the entry point of the cart page, the checkout
 * and the payment amount. `rawLines` are what the browser (or the database cart) holds; only
 * ids and quantities are read. Pass a transaction as `db` to price inside it (`fresh`: the
 * promotions and carriers are read in it too).
 */
export async function priceCartFor(
  db: DbHandle,
  caller: Caller,
  rawLines: unknown,
  options: PricingOptions & { fresh?: boolean } = {},
): Promise<PricedCart> {
  const lines = parseLines(rawLines);
  const data = await loadPricingData(db, lines, {
    professional: isProfessional(caller),
    fresh: options.fresh,
    ...(caller.kind === 'customer' ? { buyerId: caller.userId } : {}),
  });
  return priceCart(data, caller, lines, options);
}
