'use server';

import { textInput } from '@/lib/validation/text';
import { z } from '@/lib/zod';
import { publicAction } from '@/lib/actions/client';
import { getCheckoutDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { priceCartFor } from './index';

/** Beyond this many lines the request is refused outright (the pricing reports past 100). */
const MAX_SENT_LINES = 5000;

const input = z.object({
  // Each line is read by lib/pricing/lines.ts: ids and quantity only, anything else ignored.
  lines: z.array(z.unknown()).max(MAX_SENT_LINES),
  promoCode: textInput().max(200).nullish(),
  country: textInput().max(10).nullish(),
  carrierCode: textInput().max(100).nullish(),
});

/**
 * The cart page's prices: the browser sends its lines (ids and quantities), the server prices
 * them for the caller (visitor or customer, professional prices included) and answers the
 * priced cart. A price, a discount or a shipping amount sent along is never read. Its read goes
 * through the checkout's pool, as the order's does (prepared, planned once per connection).
 */
export const priceCart = publicAction({
  name: 'pricing.priceCart',
  input,
  handler: async ({ lines, promoCode, country, carrierCode }, { caller }) =>
    priceCartFor(getCheckoutDb(), caller, lines, { promoCode, country, carrierCode }),
  failure: () => getT('pricing')('unexpected'),
});
