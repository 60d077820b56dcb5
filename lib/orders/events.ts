import 'server-only';
import type { DbHandle } from '@/lib/db/handle';
import { getInvoiceT } from '@/lib/invoices/i18n';
import { issueCreditNote, issueInvoice } from '@/lib/invoices/issue';
import type { EmailAttachmentRef } from '@/lib/mail/attachments';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmails, type OutgoingEmail } from '@/lib/mail/outbox';
import { formatCents } from '@/lib/money';
import type { PaymentMethod } from './constants';
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

/** Where the order number goes in a subject formatted before the number is known (a control character no message holds). */
const NUMBER_CUT = '\u0000';

/** A new order's e-mail, its subject as the texts around the order number. */
export type PlacedOrderEmail = {
  to: string;
  template: OrderEmailRef['template'];
  render: OrderEmailRef;
  subjectAround: string[];
};

/**
 * The confirmation and, for a bank transfer, its instructions (no render: references), for an
 * order whose number is not known yet: each subject is its message formatted and cut where the
 * number goes, joined with the number by whoever has it (lib/orders/place/write.ts joins them in
 * the statement that draws it, with the number the order's insert returned).
 */
export function orderPlacedEmailsAround(
  order: Omit<OrderFacts, 'orderNumber'>,
): PlacedOrderEmail[] {
  const t = getMailT('orders');
  const email = (key: 'confirmation' | 'transfer', render: OrderEmailRef): PlacedOrderEmail => ({
    to: order.email,
    template: render.template,
    render,
    subjectAround: t(`${key}.subject`, { number: NUMBER_CUT }).split(NUMBER_CUT),
  });
  return [
    email('confirmation', { template: 'order-confirmation', orderId: order.id }),
    ...(order.paymentMethod === 'transfer'
      ? [email('transfer', { template: 'order-transfer-instructions', orderId: order.id })]
      : []),
  ];
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
  const issued = order.invoice
    ? await issueCreditNote(
        db,
        order.invoice.id,
        getInvoiceT('frozen')('cancellation', { number: order.orderNumber }),
      )
    : null;
  const creditNote = typeof issued === 'object' ? issued : null;
  // A paid order cancelled is not refunded yet: the e-mail says it will be, the refund's confirms.
  const refundDueCents =
    reason !== 'refunded' && order.paymentState === 'paid'
      ? order.totalCents - order.balanceDueCents
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
        refundDueCents,
      },
      creditNote ? [{ kind: 'invoice', invoiceId: creditNote.id }] : [],
    ),
  ]);
}

/** A refund made: the customer is told, with the credit note it came with (attached). */
export async function afterOrderRefunded(
  db: DbHandle,
  orderId: string,
  refund: Extract<OrderEmailRef, { template: 'order-refunded' }>['refund'] & {
    creditNoteId: string | null;
  },
): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const { creditNoteId, ...values } = refund;
  const t = getMailT('orders');
  await queueEmails(db, [
    orderEmail(
      order,
      t('refund.subject', { number: order.orderNumber, amount: formatCents(refund.amountCents) }),
      { template: 'order-refunded', orderId, refund: values },
      creditNoteId ? [{ kind: 'invoice', invoiceId: creditNoteId }] : [],
    ),
  ]);
}

/**
 * The confirmation or the invoice queued again (the admin's « Renvoyer »): the same templates
 * and subjects as the first time, the invoice attached. False when there is no invoice yet.
 */
export async function resendOrderEmail(
  db: DbHandle,
  orderId: string,
  document: 'confirmation' | 'invoice',
): Promise<boolean> {
  const order = await loadOrder(db, orderId);
  if (!order) return false;
  const t = getMailT('orders');
  if (document === 'confirmation') {
    await queueEmails(db, [
      orderEmail(order, t('confirmation.subject', { number: order.orderNumber }), {
        template: 'order-confirmation',
        orderId,
      }),
    ]);
    return true;
  }
  if (!order.invoice) return false;
  await queueEmails(db, [
    orderEmail(
      order,
      t('paid.subject', { number: order.orderNumber }),
      { template: 'order-paid', orderId, invoiceNumber: order.invoice.number },
      [{ kind: 'invoice', invoiceId: order.invoice.id }],
    ),
  ]);
  return true;
}

/**
 * What a paid order's edit adds to its e-mails (lib/admin/orders/edit.ts): the credit note and
 * the new invoice (attached to the updated order), a balance left to pay by transfer (the
 * transfer instructions for that amount), or the refund made of the difference.
 */
export type EditedMail = {
  attachments: string[];
  dueCents: number;
  refund: {
    amountCents: number;
    refundedOn: string;
    method: PaymentMethod;
    reference: string;
  } | null;
};

/**
 * An order edited by the shop (issue 40 §2): the customer gets the order as it now is (the
 * confirmation's template, « modifiée » in the subject, with a paid order's new documents) and,
 * for a transfer still to pay, the transfer instructions with the new amount, or with the balance
 * a paid order's edit left due; a refund of the difference is confirmed by its own e-mail.
 */
export async function afterOrderEdited(
  db: DbHandle,
  orderId: string,
  paid: EditedMail | null = null,
): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  await queueEmails(db, [
    orderEmail(
      order,
      t('updated.subject', { number: order.orderNumber }),
      { template: 'order-confirmation', orderId },
      paid?.attachments.map((invoiceId) => ({ kind: 'invoice' as const, invoiceId })),
    ),
    ...((order.paymentMethod === 'transfer' && order.paymentState === 'pending') ||
    (paid && paid.dueCents > 0)
      ? [
          orderEmail(order, t('transfer.subject', { number: order.orderNumber }), {
            template: 'order-transfer-instructions' as const,
            orderId,
            ...(paid && paid.dueCents > 0 ? { balanceCents: paid.dueCents } : {}),
          }),
        ]
      : []),
    ...(paid?.refund
      ? [
          orderEmail(
            order,
            t('refund.subject', {
              number: order.orderNumber,
              amount: formatCents(paid.refund.amountCents),
            }),
            {
              template: 'order-refunded',
              orderId,
              refund: { ...paid.refund, full: false, creditNote: null },
            },
          ),
        ]
      : []),
  ]);
}
