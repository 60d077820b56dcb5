import 'server-only';
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { env } from '@/lib/env';
import type { DbHandle } from '@/lib/db/handle';
import { getInvoiceT } from '@/lib/invoices/i18n';
import { issueCreditNote, issueInvoice } from '@/lib/invoices/issue';
import type { EmailAttachmentRef } from '@/lib/mail/attachments';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { absoluteUrl, orderPath } from '@/lib/urls';
import {
  OrderCancelledEmail,
  OrderConfirmationEmail,
  OrderShippedEmail,
  PaymentReceivedEmail,
  TransferInstructionsEmail,
} from './emails/templates';
import { loadOrder, type OrderView } from './queries';

/**
 * What follows each step of an order, written in the transaction of the step itself so an
 * e-mail (and, once paid, the invoice) exists exactly when the change it announces was saved;
 * the job worker delivers the e-mails. Each e-mail is a react-email template rendered to HTML
 * and to plain text.
 */

function orderUrl(order: OrderView): string {
  return absoluteUrl(env.SITE_URL, orderPath(order.orderNumber));
}

async function queueOrderEmail(
  db: DbHandle,
  order: OrderView,
  mail: {
    subject: string;
    template: string;
    body: ReactElement;
    attachments?: EmailAttachmentRef[];
  },
): Promise<void> {
  // One render (it runs inside the step's transaction): the text is made from the HTML.
  const html = await render(mail.body);
  const text = toPlainText(html);
  await queueEmail(db, {
    to: order.email,
    subject: mail.subject,
    html,
    text,
    template: mail.template,
    attachments: mail.attachments,
  });
}

export async function afterOrderPlaced(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  const url = orderUrl(order);
  await queueOrderEmail(db, order, {
    subject: t('confirmation.subject', { number: order.orderNumber }),
    template: 'order-confirmation',
    body: <OrderConfirmationEmail order={order} orderUrl={url} />,
  });
  if (order.paymentMethod === 'transfer') {
    await queueOrderEmail(db, order, {
      subject: t('transfer.subject', { number: order.orderNumber }),
      template: 'order-transfer-instructions',
      body: <TransferInstructionsEmail order={order} orderUrl={url} />,
    });
  }
}

/** Issues the invoice (numbered in this transaction) and queues the e-mail that carries it. */
export async function afterOrderPaid(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const invoice = await issueInvoice(db, order);
  const t = getMailT('orders');
  await queueOrderEmail(db, order, {
    subject: t('paid.subject', { number: order.orderNumber }),
    template: 'order-paid',
    body: (
      <PaymentReceivedEmail
        order={order}
        orderUrl={orderUrl(order)}
        invoiceNumber={invoice?.number ?? null}
      />
    ),
    attachments: invoice ? [{ kind: 'invoice', invoiceId: invoice.id }] : [],
  });
}

export async function afterOrderShipped(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  await queueOrderEmail(db, order, {
    subject: t('shipped.subject', { number: order.orderNumber }),
    template: 'order-shipped',
    body: <OrderShippedEmail order={order} orderUrl={orderUrl(order)} />,
  });
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
  await queueOrderEmail(db, order, {
    subject: t(reason === 'refunded' ? 'refunded.subject' : 'cancelled.subject', {
      number: order.orderNumber,
    }),
    template: 'order-cancelled',
    body: (
      <OrderCancelledEmail
        order={order}
        orderUrl={orderUrl(order)}
        reason={reason}
        creditNote={
          creditNote && order.invoice
            ? { number: creditNote.number, invoiceNumber: order.invoice.number }
            : null
        }
      />
    ),
    attachments: creditNote ? [{ kind: 'invoice', invoiceId: creditNote.id }] : [],
  });
}
