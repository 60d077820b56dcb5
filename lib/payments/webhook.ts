import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { markOrderPaid } from '@/lib/orders/payment';
import { flagPaymentReview, needsReview } from './review';
import type { Stripe } from './stripe';
import { isUuid } from '@/lib/uuid';

/**
 * What the shop does with a verified Stripe event. Each event is handled once: its id goes
 * into `payment_events` in the same transaction as its effect, so a second delivery (Stripe
 * retries, replays) finds it and does nothing, and a failure rolls both back (Stripe retries).
 * Events the shop has no use for are acknowledged and not stored.
 */
type WebhookOutcome =
  'paid' | 'already-paid' | 'failure-recorded' | 'duplicate' | 'ignored' | 'refused';

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);
type Decision = { outcome: WebhookOutcome; orderId: string | null; reason?: string };

export async function handleStripeEvent(db: DbHandle, event: Stripe.Event): Promise<Decision> {
  if (!HANDLED.has(event.type)) return { outcome: 'ignored', orderId: null };
  const intent = event.data.object as Stripe.PaymentIntent;
  const metaOrderId = intent.metadata?.order_id;
  const orderId = metaOrderId && isUuid(metaOrderId) ? metaOrderId : null;

  return db.transaction(async (tx) => {
    const { rows: fresh } = await tx.execute<{ event_id: string }>(sql`
      insert into payment_events (event_id, provider, type, order_id, payload)
      values (${event.id}, 'stripe', ${event.type}, ${orderId}::uuid, ${JSON.stringify({
        intent: intent.id,
        amount: intent.amount,
        amountReceived: intent.amount_received,
        currency: intent.currency,
        status: intent.status,
        error: intent.last_payment_error?.code ?? null,
      })}::jsonb)
      on conflict (event_id) do nothing
      returning event_id`);
    if (fresh.length === 0) return { outcome: 'duplicate', orderId };

    const decision = await apply(tx, event.type, intent, orderId);
    // Money taken for an order that cannot record it: flagged and the shop e-mailed, here.
    if (decision.outcome === 'refused' && decision.orderId && needsReview(decision.reason)) {
      await flagPaymentReview(tx, decision.orderId, decision.reason, intent);
    }
    if (decision.reason) {
      await tx.execute(sql`
        update payment_events set payload = payload || ${JSON.stringify({
          outcome: decision.outcome,
          reason: decision.reason,
        })}::jsonb
        where event_id = ${event.id}`);
    }
    return decision;
  });
}

async function apply(
  tx: DbHandle,
  type: string,
  intent: Stripe.PaymentIntent,
  orderId: string | null,
): Promise<Decision> {
  if (!orderId) return { outcome: 'refused', orderId, reason: 'order-id' };
  const { rows } = await tx.execute<{ payment_reference: string | null; order_number: string }>(
    sql`select payment_reference, order_number from orders where id = ${orderId}::uuid for update`,
  );
  const order = rows[0];
  if (!order) return { outcome: 'refused', orderId, reason: 'order-id' };
  // The intent must be the one the shop created for this order (startCardPaymentFor).
  if (order.payment_reference !== intent.id)
    return { outcome: 'refused', orderId, reason: 'intent' };

  if (type === 'payment_intent.payment_failed') {
    // The order stays pending (and payable again); a failure after a success never un-pays.
    return { outcome: 'failure-recorded', orderId };
  }
  if (intent.currency !== 'eur') return { outcome: 'refused', orderId, reason: 'currency' };
  const amountCents =
    typeof intent.amount_received === 'number' && intent.amount_received > 0
      ? intent.amount_received
      : intent.amount;
  const result = await markOrderPaid(tx, {
    orderId,
    method: 'card',
    reference: intent.id,
    amountCents,
  });
  if (result.status === 'paid') return { outcome: 'paid', orderId };
  if (result.status === 'already-paid') return { outcome: 'already-paid', orderId };
  return { outcome: 'refused', orderId, reason: result.reason };
}
