'use server';

import { textInput } from '@/lib/validation/text';
import { z } from '@/lib/zod';
import { ActionError, publicAction } from '@/lib/actions/client';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { productUuid } from '@/lib/cart-line';
import { isUuid } from '@/lib/uuid';
import { decideStock, type StockDecision } from './stock';
import { stockFacts } from './stock-queries';

const input = z.object({
  productId: textInput().max(200),
  variantId: textInput().max(200).nullish(),
  /** What the cart already holds of this line (0 when changing a quantity). */
  inCart: z.number().int().min(0).max(100_000),
  requested: z.number().int().min(1).max(100_000),
});

/**
 * Checks the live stock before the cart adds or changes a quantity (visitors' local cart and
 * signed-in customers' database cart alike). Unknown product or variant: 'Données de stock
 * non trouvées.'
 */
export const checkStock = publicAction({
  name: 'cart.checkStock',
  input,
  handler: async ({ productId, variantId, inCart, requested }): Promise<StockDecision> => {
    const id = productUuid(productId);
    if (!id) throw new ActionError(getT('cart')('stock.notFound'));
    const facts = await stockFacts(getDb(), id, isUuid(variantId) ? variantId : null);
    if (!facts) throw new ActionError(getT('cart')('stock.notFound'));
    return decideStock(facts, inCart, requested);
  },
  failure: () => getT('cart')('stock.errorText'),
});
