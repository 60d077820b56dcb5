'use server';

import { textInput } from '@/lib/validation/text';
import { uuidField, z } from '@/lib/zod';
import { ActionError, customerAction } from '@/lib/actions/client';
import { productsStockChanged } from '@/lib/cache/invalidate';
import { getCheckoutDb } from '@/lib/db/client';
import { runtimeMode } from '@/lib/env';
import { getT } from '@/lib/i18n/server';
import { placeOrder } from './place';

const t = () => getT('checkout');
const uuid = () => uuidField(t()('errors.address'));

const input = z.object({
  idempotencyKey: uuidField(t()('errors.unexpected')),
  lines: z
    .array(z.unknown())
    .min(1, { error: t()('errors.empty') })
    .max(200),
  shippingAddressId: uuid(),
  billingAddressId: uuid().nullable(),
  carrierCode: textInput()
    .trim()
    .min(1, { error: t()('errors.carrier') })
    .max(100),
  promoCode: textInput().trim().max(100).nullable(),
  paymentMethod: z.enum(['transfer', 'card'], { error: t()('errors.paymentMethod') }),
  acceptCgv: z.boolean(),
  customPaintAcknowledged: z.boolean(),
  diisocyanateTraining: z.boolean(),
  expectedTotalCents: z.number().int().min(0),
});

/**
 * « Commander avec obligation de paiement »: the signed-in buyer's cart becomes an order, priced
 * and stocked by the server (lib/orders/place.ts). Card payment only when Stripe is configured.
 */
export const placeOrderAction = customerAction({
  name: 'orders.place',
  input,
  handler: async (order, { caller }) => {
    if (order.paymentMethod === 'card' && !runtimeMode.payment.stripe) {
      throw new ActionError(t()('errors.paymentMethod'));
    }
    const placed = await placeOrder(getCheckoutDb(), caller, {
      ...order,
      promoCode: order.promoCode || null,
    });
    return {
      orderNumber: placed.orderNumber,
      paymentMethod: placed.paymentMethod,
      productSlugs: placed.productSlugs,
    };
  },
  invalidate: (placed) => productsStockChanged(placed.productSlugs),
  failure: () => t()('errors.unexpected'),
});
