import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { type Audit, adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { parisDay } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';
import { getInvoiceT } from '@/lib/invoices/i18n';
import { issueCreditNote } from '@/lib/invoices/issue';
import { logger } from '@/lib/log/server';
import type { OrderStatus, PaymentMethod } from '@/lib/orders/constants';
import { afterOrderRefunded } from '@/lib/orders/events';
import { releaseOrderStock } from '@/lib/orders/stock';
import { cardPaymentEnabled, stripeClient } from '@/lib/payments/stripe';
import type { RefundOrder } from '@/lib/validation/admin-orders';
import {
  auditState,
  lockOrder,
  type LockedOrder,
  type OrderChange,
  refuseUnlessAllowed,
  stockSlugs,
} from './manage';

/**
 * Refunds (issue 40 §2), for every way of paying, in the order lock's transaction:
 *
 * - the admin chooses lines (by quantity) and the shipping: a credit note of exactly that is
 *   issued (lib/invoices/credit.ts: partial credit notes add up to the invoice, numbered gapless
 *   in this transaction) and its amount is the refund;
 * - an order cancelled once paid already has its credit note: the refund is its balance;
 * - a card is refunded through Stripe (inside the lock, with an idempotency key per refund of the
 *   order, so a retry after a failed commit gets the same refund back, never a second one); a
 *   transfer (or PayPal) is made by the owner from the bank and recorded here with its date and
 *   reference;
 * - the order becomes « Partiellement remboursée » while something is left, « Remboursée » (and
 *   its payment « Remboursé ») once all of it is given back (a cancelled order stays « Annulée »,
 *   its payment « Remboursé »); the stock of an order given back in
 *   full before it left goes back on the shelves, once; the customer is e-mailed (outbox) with
 *   the credit note attached; the audit row records the order before and after, with the refund.
 */

type RefundDone = OrderChange & { amountCents: number; creditNote: string | null };

type RefundFacts = {
  refundedCents: number;
  refunds: number;
  shipped: boolean;
  invoiceId: string | null;
  invoiceNumber: string | null;
  /** What the customer paid for the order: its total less a balance an edit left due. */
  paidCents: number;
};

async function refundFacts(tx: DbHandle, orderId: string): Promise<RefundFacts> {
  const { rows } = await tx.execute<{
    refunded: number;
    refunds: number;
    shipped: boolean;
    invoice_id: string | null;
    invoice_number: string | null;
    paid: number;
  }>(sql`
    select
      (select coalesce(sum(amount_cents), 0)::int from order_refunds
        where order_id = o.id and not order_edit) as refunded,
      (select count(*)::int from order_refunds where order_id = o.id and not order_edit) as refunds,
      o.total_cents - o.balance_due_cents as paid,
      (o.shipped_at is not null or o.status in ('shipped', 'delivered')) as shipped,
      i.id as invoice_id, i.number as invoice_number
    from orders o left join current_invoices i on i.order_id = o.id
    where o.id = ${orderId}::uuid`);
  const row = rows[0]!;
  return {
    refundedCents: row.refunded,
    refunds: row.refunds,
    shipped: row.shipped,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    paidCents: row.paid,
  };
}

const refused = (key: string, fieldErrors?: Record<string, string>): never => {
  const message = getAdminT()(`orders.refundForm.${key}` as 'orders.refundForm.tooMany');
  throw new ActionError(message, fieldErrors);
};

/** A transfer's date and reference, checked (a card's come from Stripe). */
export function manualFacts(input: Pick<RefundOrder, 'refundedOn' | 'reference'>): {
  refundedOn: string;
  reference: string;
} {
  const t = getAdminT();
  const errors: Record<string, string> = {};
  if (!input.refundedOn || input.refundedOn > parisDay(new Date())) {
    errors.refundedOn = t('orders.refundForm.dateInvalid');
  }
  if (!input.reference) errors.reference = t('orders.refundForm.referenceRequired');
  const first = Object.values(errors)[0];
  if (first) throw new ActionError(first, errors);
  return { refundedOn: input.refundedOn, reference: input.reference };
}

/**
 * The card's refund through Stripe, with its idempotency key (`refund-<order>-<n>` for the
 * order's n-th refund; an edit's own key, lib/admin/orders/edit.ts).
 */
export async function stripeRefund(
  tx: Transaction,
  order: Pick<LockedOrder, 'id' | 'paymentReference'>,
  amountCents: number,
  idempotencyKey: string,
): Promise<{ refundedOn: string; reference: string }> {
  const t = getAdminT();
  if (!cardPaymentEnabled()) throw new ActionError(t('orders.refused.stripeOff'));
  let refund: { id: string; status: string | null; amount: number };
  try {
    refund = await stripeClient().refunds.create(
      { payment_intent: order.paymentReference!, amount: amountCents },
      { idempotencyKey },
    );
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, 'remboursement Stripe refusé');
    throw new ActionError(t('orders.refused.stripeFailed'));
  }
  await tx.execute(sql`
    insert into payment_events (event_id, provider, type, order_id, payload)
    values (${refund.id}, 'stripe', 'refund.created', ${order.id}::uuid,
      ${JSON.stringify({ refund: refund.id, status: refund.status, amount: refund.amount })}::jsonb)
    on conflict (event_id) do nothing`);
  return { refundedOn: parisDay(new Date()), reference: refund.id };
}

export function refundOrder(admin: Admin, action: string, input: RefundOrder): Promise<RefundDone> {
  return adminWrite(admin, action, (tx, audit) => refundInTransaction(tx, admin, audit, input));
}

/**
 * The refund itself, in the caller's transaction (`refundOrder`, or a withdrawal's refund:
 * `withdrawalId` names the withdrawal it settles, on its `order_refunds` row).
 */
export async function refundInTransaction(
  tx: Transaction,
  admin: Admin,
  audit: Audit,
  input: RefundOrder,
  withdrawalId: string | null = null,
): Promise<RefundDone> {
  const before = await lockOrder(tx, input.id);
  refuseUnlessAllowed('refund', before);
  const facts = await refundFacts(tx, input.id);
  const manual = before.paymentMethod === 'card' ? null : manualFacts(input);

  // What is given back: a selection credited now, or the balance of a cancelled order.
  let amountCents: number;
  let creditNote: { id: string; number: string } | null = null;
  if (before.status === 'cancelled') {
    amountCents = facts.paidCents - facts.refundedCents;
    if (amountCents <= 0) refused('nothingLeft');
  } else {
    if (!facts.invoiceId) return refused('noInvoice');
    const issued = await issueCreditNote(
      tx,
      facts.invoiceId,
      getInvoiceT('frozen')('refund', { number: before.orderNumber }),
      { lines: input.lines, shipping: input.shipping },
    );
    if (issued === null) return refused('noInvoice');
    if (issued === 'empty') return refused('nothingSelected');
    if (issued === 'tooMany' || !issued.created) return refused('tooMany');
    creditNote = issued;
    amountCents = Math.min(issued.amountCents, facts.paidCents - facts.refundedCents);
    if (amountCents <= 0) refused('nothingLeft');
  }

  const made =
    manual ??
    (await stripeRefund(tx, before, amountCents, `refund-${before.id}-${facts.refunds + 1}`));
  await tx.execute(sql`
      insert into order_refunds (order_id, method, amount_cents, refunded_on, reference,
        provider_refund_id, credit_note_id, created_by, withdrawal_id)
      values (${input.id}::uuid, ${before.paymentMethod}::payment_method, ${amountCents},
        ${made.refundedOn}::date, ${made.reference},
        ${manual ? null : made.reference}, ${creditNote?.id ?? null}::uuid, ${admin.userId}::uuid,
        ${withdrawalId}::uuid)`);

  const full = facts.refundedCents + amountCents >= facts.paidCents;
  // A cancelled order stays « Annulée » (its payment becomes « Remboursé »): every count that
  // leaves cancelled orders out (figures, promotion uses and limits) keeps leaving it out.
  const status: OrderStatus =
    before.status === 'cancelled' ? 'cancelled' : full ? 'refunded' : 'partially_refunded';
  await tx.execute(sql`
      update orders set status = ${status}::order_status, updated_at = now(),
        payment_state = case when ${full} then 'refunded'::payment_state else payment_state end,
        cancelled_at = case when ${full} and not ${facts.shipped}
                            then coalesce(cancelled_at, now()) else cancelled_at end
      where id = ${input.id}::uuid`);
  // Given back in full before it left: the goods were never sent, they are for sale again.
  const released = full && !facts.shipped ? await releaseOrderStock(tx, input.id) : false;

  await afterOrderRefunded(tx, input.id, {
    amountCents,
    refundedOn: made.refundedOn,
    method: before.paymentMethod as PaymentMethod,
    reference: made.reference,
    full,
    creditNote:
      creditNote && facts.invoiceNumber
        ? { number: creditNote.number, invoiceNumber: facts.invoiceNumber }
        : null,
    creditNoteId: creditNote?.id ?? null,
  });

  const after = await lockOrder(tx, input.id);
  const refund = {
    amountCents,
    method: before.paymentMethod,
    refundedOn: made.refundedOn,
    reference: made.reference,
    creditNote: creditNote?.number ?? null,
  };
  audit({
    entity: 'order',
    entityId: input.id,
    before: auditState(before),
    after: { ...auditState(after), transition: 'refund', refund },
  });
  return {
    id: input.id,
    orderNumber: after.orderNumber,
    status: after.status,
    slugs: released ? await stockSlugs(tx, input.id) : [],
    amountCents,
    creditNote: creditNote?.number ?? null,
  };
}
