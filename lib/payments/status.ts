import 'server-only';
import { sql } from 'drizzle-orm';
import type { SignedIn } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { logger } from '@/lib/log/server';
import type { PaymentMethod } from '@/lib/orders/constants';
import { ownOrder } from './own-order';
import { cardPaymentEnabled, stripeClient } from './stripe';

/**
 * Where an order's payment stands, for the return page and its polling route: always read
 * from the server (the order row, the webhook's events, Stripe's intent), never from the
 * address the browser came back with.
 * - `paid`: the payment is recorded;
 * - `confirming`: Stripe took the payment (or may have) and its webhook has not arrived yet;
 * - `failed`: refused or abandoned: the order waits, payable again;
 * - `transfer`: waiting for the bank transfer; `cancelled`: no longer payable.
 */
export type PaymentOutcome = 'paid' | 'confirming' | 'failed' | 'transfer' | 'cancelled';

export type PaymentStatus = {
  orderNumber: string;
  method: PaymentMethod;
  totalCents: number;
  outcome: PaymentOutcome;
};

/** The caller's own order's payment; null for an unknown number or someone else's order. */
export async function paymentStatusFor(
  db: DbHandle,
  caller: SignedIn,
  orderNumber: string,
): Promise<PaymentStatus | null> {
  const order = await ownOrder(db, caller, orderNumber);
  if (!order) return null;
  const status = (outcome: PaymentOutcome): PaymentStatus => ({
    orderNumber: order.order_number,
    method: order.payment_method,
    totalCents: order.total_cents,
    outcome,
  });
  if (order.payment_state === 'paid') return status('paid');
  if (order.status === 'cancelled' || order.status === 'refunded') return status('cancelled');
  if (order.payment_method === 'transfer') return status('transfer');
  if (order.payment_method !== 'card' || !order.payment_reference) return status('failed');
  if (cardPaymentEnabled()) {
    try {
      const intent = await stripeClient().paymentIntents.retrieve(order.payment_reference);
      return status(
        intent.status === 'succeeded' || intent.status === 'processing' ? 'confirming' : 'failed',
      );
    } catch (error) {
      logger.warn(
        { order: order.id, err: error instanceof Error ? error.message : String(error) },
        'stripe : état du paiement illisible',
      );
    }
  }
  // Without Stripe's answer: the webhook's last word on this intent.
  const { rows } = await db.execute<{ type: string }>(sql`
    select type from payment_events
    where order_id = ${order.id}::uuid and payload->>'intent' = ${order.payment_reference}
      and payload->>'reason' is null
    order by received_at desc limit 1`);
  return status(rows[0]?.type === 'payment_intent.payment_failed' ? 'failed' : 'confirming');
}
