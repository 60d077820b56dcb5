import 'server-only';
import type { DbHandle } from '@/lib/db/handle';
import { getInvoiceT } from '@/lib/invoices/i18n';
import { issueCreditNote, issueInvoice } from '@/lib/invoices/issue';
import type { EmailAttachmentRef } from '@/lib/mail/attachments';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmails, type OutgoingEmail } from '@/lib/mail/outbox';
import type { OrderEmailRef } from './emails/render';
import { loadOrder, type OrderView } from './queries';

/**
 * What follows each step of an order, written in the transaction of the step itself so an
 * e-mail (and, once paid, the invoice) exists exactly when the change it announces was saved;
 * the job worker delivers the e-mails. The transaction writes the subject and a render
 * reference (lib/orders/emails/render.tsx: the order id and the values of the moment); the
 * worker renders the react-email template to HTML and text at delivery, outside the step.
 */

type OrderFacts = Pick<OrderView, 'id' | 'orderNumber' | 'email' | 'paymentMethod'>;

function orderEmail(
  order: Pick<OrderFacts, 'email'>,
  subject: string,
  render: OrderEmailRef,
  attachments?: EmailAttachmentRef[],
): OutgoingEmail {
  return { to: order.email, subject, template: render.template, render, attachments };
}

/** The confirmation and, for a bank transfer, its instructions (no render: references). */
export function orderPlacedEmails(order: OrderFacts): OutgoingEmail[] {
  const t = getMailT('orders');
  const number = { number: order.orderNumber };
  return [
    orderEmail(order, t('confirmation.subject', number), {
      template: 'order-confirmation',
      orderId: order.id,
    }),
    ...(order.paymentMethod === 'transfer'
      ? [
          orderEmail(order, t('transfer.subject', number), {
            template: 'order-transfer-instructions',
            orderId: order.id,
          }),
        ]
      : []),
  ];
}

/** Queues orderPlacedEmails (one insert). */
export async function afterOrderPlaced(db: DbHandle, order: OrderFacts): Promise<void> {
  await queueEmails(db, orderPlacedEmails(order));
}

/** Issues the invoice (numbered in this transaction) and queues the e-mail that carries it. */
export async function afterOrderPaid(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const invoice = await issueInvoice(db, order);
  const t = getMailT('orders');
  await queueEmails(db, [
    orderEmail(
      order,
      t('paid.subject', { number: order.orderNumber }),
      { template: 'order-paid', orderId, invoiceNumber: invoice?.number ?? null },
      invoice ? [{ kind: 'invoice', invoiceId: invoice.id }] : [],
    ),
  ]);
}

export async function afterOrderShipped(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  await queueEmails(db, [
    orderEmail(order, t('shipped.subject', { number: order.orderNumber }), {
      template: 'order-shipped',
      orderId,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
    }),
  ]);
}

/** Why an order ended: 'refunded' is a card payment given back through Stripe by the shop. */
export type CancelReason = 'expired' | 'customer' | 'shop' | 'refunded';

/**
 * Tells the customer; an order that had an invoice gets the credit note cancelling it (issued
 * in this transaction, attached to the e-mail).
 */
export async function afterOrderCancelled(
  db: DbHandle,
  orderId: string,
  reason: CancelReason,
): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const creditNote = order.invoice
    ? await issueCreditNote(
        db,
        order.invoice.id,
        getInvoiceT('frozen')('cancellation', { number: order.orderNumber }),
      )
    : null;
  const t = getMailT('orders');
  await queueEmails(db, [
    orderEmail(
      order,
      t(reason === 'refunded' ? 'refunded.subject' : 'cancelled.subject', {
        number: order.orderNumber,
      }),
      {
        template: 'order-cancelled',
        orderId,
        reason,
        creditNote:
          creditNote && order.invoice
            ? { number: creditNote.number, invoiceNumber: order.invoice.number }
            : null,
      },
      creditNote ? [{ kind: 'invoice', invoiceId: creditNote.id }] : [],
    ),
  ]);
}
