import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { getPaymentT } from '@/lib/i18n/payment';
import { logger } from '@/lib/log/server';
import { ownOrder, type PayableOrder } from './own-order';
import { cardPaymentEnabled, stripeClient, stripePublishableKey, type Stripe } from './stripe';

export type CardPaymentStart = {
  clientSecret: string;
  publishableKey: string;
  /** The order's total as the server knows it (what the pay button shows). */
  amountCents: number;
  orderNumber: string;
};

/** An intent the browser may still confirm for this order, as it stands now. */
function reusable(intent: Stripe.PaymentIntent, order: PayableOrder): boolean {
  return (
    ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
      intent.status,
    ) &&
    intent.amount === order.total_cents &&
    intent.currency === 'eur' &&
    intent.metadata?.order_id === order.id
  );
}

/**
 * Starts (or resumes) the card payment of the caller's order: a PaymentIntent for the order's
 * total as stored on the server (never an amount from the browser), created with an
 * idempotency key per order so a double click or two tabs get the same intent, reused on a
 * retry while Stripe still accepts a confirmation for it. Its id goes into
 * `payment_reference`, which the webhook checks before recording the payment.
 */
export async function startCardPaymentFor(
  db: DbHandle,
  caller: SignedIn,
  orderNumber: string,
): Promise<CardPaymentStart> {
  const t = getPaymentT();
  const publishableKey = stripePublishableKey();
  if (!cardPaymentEnabled() || !publishableKey) throw new ActionError(t('errors.unavailable'));
  const order = await ownOrder(db, caller, orderNumber);
  if (!order) throw new ActionError(t('errors.notFound'));
  if (order.payment_state === 'paid') throw new ActionError(t('errors.alreadyPaid'));
  if (order.status === 'cancelled' || order.status === 'refunded')
    throw new ActionError(t('errors.cancelled'));
  if (order.payment_method !== 'card') throw new ActionError(t('errors.notCard'));

  const stripe = stripeClient();
  let intent: Stripe.PaymentIntent | null = null;
  try {
    if (order.payment_reference) {
      const previous = await stripe.paymentIntents.retrieve(order.payment_reference);
      if (previous.status === 'succeeded' || previous.status === 'processing')
        throw new ActionError(t('errors.confirming'));
      if (reusable(previous, order)) intent = previous;
    }
    intent ??= await stripe.paymentIntents.create(
      {
        amount: order.total_cents,
        currency: 'eur',
        automatic_payment_methods: { enabled: true },
        description: `Commande ${order.order_number}`,
        metadata: { order_id: order.id, order_number: order.order_number },
      },
      {
        // One intent per order; a replacement (the previous one was cancelled) gets its own key.
        idempotencyKey: order.payment_reference
          ? `order-${order.id}-after-${order.payment_reference}`
          : `order-${order.id}`,
      },
    );
  } catch (error) {
    if (error instanceof ActionError) throw error;
    logger.error(
      { err: error instanceof Error ? error.message : String(error), order: order.id },
      'stripe : intention de paiement impossible',
    );
    throw new ActionError(t('errors.provider'));
  }
  if (!intent.client_secret) throw new ActionError(t('errors.provider'));
  if (intent.id !== order.payment_reference) {
    await db.execute(sql`
      update orders set payment_reference = ${intent.id}, updated_at = now()
      where id = ${order.id}::uuid and payment_state = 'pending'`);
  }
  return {
    clientSecret: intent.client_secret,
    publishableKey,
    amountCents: order.total_cents,
    orderNumber: order.order_number,
  };
}
