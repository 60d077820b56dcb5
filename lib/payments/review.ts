import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { env } from '@/lib/env';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { formatCents } from '@/lib/money';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { absoluteUrl } from '@/lib/urls';
import type { Stripe } from './stripe';

/** Refusals where Stripe holds the customer's money: a person must check (and refund). */
const REVIEW_REASONS = ['amount', 'currency', 'cancelled'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const needsReview = (reason: string | undefined): reason is ReviewReason =>
  (REVIEW_REASONS as readonly string[]).includes(reason ?? '');

/** Two decimals in French; the currency is written as Stripe's ISO code, whatever it is. */
const AMOUNT = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An amount in the intent's own currency (`100,00 USD`). */
const paidAmount = (cents: number, currency: string) =>
  `${AMOUNT.format(cents / 100)} ${currency.toUpperCase()}`;

/**
 * Flags the order « paiement à vérifier » and queues an e-mail to the shop, in the webhook's
 * transaction (with the event's row), so the money Stripe took does not go unseen; a second
 * delivery of the event, found as a duplicate, flags and mails nothing again.
 */
export async function flagPaymentReview(
  tx: DbHandle,
  orderId: string,
  reason: ReviewReason,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const { rows } = await tx.execute<{ order_number: string; total_cents: number }>(sql`
    update orders set payment_review = ${reason}, payment_review_at = now(), updated_at = now()
    where id = ${orderId}::uuid
    returning order_number, total_cents`);
  const order = rows[0];
  if (!order) return;
  const t = getMailT('paymentReview');
  const received =
    typeof intent.amount_received === 'number' && intent.amount_received > 0
      ? intent.amount_received
      : intent.amount;
  await queueEmail(tx, {
    to: SHOP_INFO.email,
    subject: t('subject', { number: order.order_number }),
    text: t('body', {
      number: order.order_number,
      reason: t(`reasons.${reason}`),
      received: paidAmount(received, intent.currency),
      total: formatCents(order.total_cents),
      intent: intent.id,
      link: absoluteUrl(env.SITE_URL, `/admin/orders/${orderId}`),
    }),
    template: 'payment-review',
  });
}
