import 'server-only';
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { z } from '@/lib/zod';
import { env } from '@/lib/env';
import type { EmailRenderer } from '@/lib/mail/render';
import { absoluteUrl, orderPath, TEST_CARD_GUIDE_PATH, withdrawalPath } from '@/lib/urls';
import { getSiteLegal, type SiteLegal } from '@/lib/site/queries';
import { loadOrder, type OrderView } from '../queries';
import {
  OrderCancelledEmail,
  OrderConfirmationEmail,
  OrderRefundedEmail,
  OrderShippedEmail,
  PaymentReceivedEmail,
  TransferInstructionsEmail,
  WithdrawalReceivedEmail,
} from './templates';
import { GuaranteeDecidedEmail, GuaranteeReceivedEmail, TestCardNote } from './guarantee-templates';

/**
 * The order e-mails' render references (the outbox's `render` column) and their renderer, run
 * by the job worker at delivery. A reference holds the order id and the values of the moment
 * that the order row does not keep (the invoice or credit note number, the cancellation's
 * reason, the tracking number sent); everything else the templates print (lines, totals,
 * addresses, number, dates of order and of transfer due) is the order's snapshot, written once
 * when it was placed, so the e-mail rendered later is the one rendered at queue time.
 */
const orderId = z.guid();
const orderEmailRef = z.discriminatedUnion('template', [
  z.object({ template: z.literal('order-confirmation'), orderId }),
  // `balanceCents`: what a paid order's edit left to pay (the amount of the moment).
  z.object({
    template: z.literal('order-transfer-instructions'),
    orderId,
    balanceCents: z.int().positive().optional(),
  }),
  z.object({
    template: z.literal('order-paid'),
    orderId,
    invoiceNumber: z.string().nullable(),
  }),
  z.object({
    template: z.literal('order-shipped'),
    orderId,
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  }),
  z.object({
    template: z.literal('order-cancelled'),
    orderId,
    reason: z.enum(['expired', 'customer', 'shop', 'refunded']),
    creditNote: z.object({ number: z.string(), invoiceNumber: z.string() }).nullable(),
    refundDueCents: z.int().nullable().optional(),
  }),
  z.object({
    template: z.literal('order-refunded'),
    orderId,
    refund: z.object({
      amountCents: z.int(),
      refundedOn: z.string(),
      method: z.enum(['card', 'transfer', 'paypal']),
      reference: z.string().nullable(),
      full: z.boolean(),
      creditNote: z.object({ number: z.string(), invoiceNumber: z.string() }).nullable(),
    }),
  }),
  // The acknowledgement of a withdrawal (lib/withdrawals/store.ts): what it took back and when,
  // frozen when it was confirmed.
  z.object({
    template: z.literal('order-withdrawal'),
    orderId,
    name: z.string(),
    withdrawnAt: z.iso.datetime({ offset: true }),
    lines: z.array(
      z.object({ name: z.string(), details: z.string().nullable(), quantity: z.number().int() }),
    ),
    returnBy: z.iso.date(),
    refundBy: z.iso.date(),
  }),
  // The colour-match guarantee (lib/guarantee, lib/admin/guarantee): the line's name, and the
  // decision frozen when it was taken.
  z.object({ template: z.literal('order-guarantee-received'), orderId, line: z.string() }),
  z.object({
    template: z.literal('order-guarantee-decided'),
    orderId,
    line: z.string(),
    outcome: z.discriminatedUnion('decision', [
      z.object({ decision: z.literal('remix') }),
      z.object({ decision: z.literal('refund'), refundCents: z.int() }),
      z.object({ decision: z.literal('refused'), reason: z.string() }),
    ]),
  }),
]);
export type OrderEmailRef = z.infer<typeof orderEmailRef>;

function orderUrl(order: OrderView): string {
  return absoluteUrl(env.SITE_URL, orderPath(order.orderNumber));
}

function withdrawalUrl(order: OrderView): string {
  return absoluteUrl(env.SITE_URL, withdrawalPath(order.orderNumber));
}

/** The template of a reference, filled from the order as saved and the reference's values. */
export function orderEmailElement(
  order: OrderView,
  ref: OrderEmailRef,
  legal?: SiteLegal,
): ReactElement {
  const url = orderUrl(order);
  const withdrawUrl = withdrawalUrl(order);
  switch (ref.template) {
    case 'order-confirmation':
      return (
        <OrderConfirmationEmail
          order={order}
          orderUrl={url}
          withdrawalUrl={withdrawUrl}
          mediator={legal?.mediator}
          testCard={
            <TestCardNote
              order={order}
              guideUrl={absoluteUrl(env.SITE_URL, TEST_CARD_GUIDE_PATH)}
            />
          }
        />
      );
    case 'order-transfer-instructions':
      return (
        <TransferInstructionsEmail order={order} orderUrl={url} balanceCents={ref.balanceCents} />
      );
    case 'order-paid':
      return (
        <PaymentReceivedEmail
          order={order}
          orderUrl={url}
          withdrawalUrl={withdrawUrl}
          invoiceNumber={ref.invoiceNumber}
        />
      );
    case 'order-shipped':
      return (
        <OrderShippedEmail
          order={{ ...order, trackingNumber: ref.trackingNumber, trackingUrl: ref.trackingUrl }}
          orderUrl={url}
          withdrawalUrl={withdrawUrl}
        />
      );
    case 'order-cancelled':
      return (
        <OrderCancelledEmail
          order={order}
          orderUrl={url}
          reason={ref.reason}
          creditNote={ref.creditNote}
          refundDueCents={ref.refundDueCents}
        />
      );
    case 'order-refunded':
      return <OrderRefundedEmail order={order} orderUrl={url} refund={ref.refund} />;
    case 'order-withdrawal':
      return <WithdrawalReceivedEmail order={order} orderUrl={url} withdrawal={ref} />;
    case 'order-guarantee-received':
      return <GuaranteeReceivedEmail order={order} orderUrl={url} line={ref.line} />;
    case 'order-guarantee-decided':
      return (
        <GuaranteeDecidedEmail order={order} orderUrl={url} line={ref.line} outcome={ref.outcome} />
      );
  }
}

/**
 * The worker's renderer: the HTML once, the text made from it. An unknown reference or a
 * missing order fails the delivery (retried, then `failed` with the error).
 */
export const renderOrderEmail: EmailRenderer = async (db, raw) => {
  const parsed = orderEmailRef.safeParse(raw);
  if (!parsed.success) throw new Error(`modèle d’e-mail inconnu : ${String(raw.template)}`);
  const order = await loadOrder(db, parsed.data.orderId);
  if (!order) throw new Error(`commande introuvable : ${parsed.data.orderId}`);
  // The mediator is the shop's at sending time (set in /admin/seo), not part of the order.
  const legal = parsed.data.template === 'order-confirmation' ? await getSiteLegal(db) : undefined;
  const html = await render(orderEmailElement(order, parsed.data, legal));
  return { html, text: toPlainText(html) };
};
