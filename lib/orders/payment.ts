import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import type { PaymentMethod } from './constants';
import { afterOrderCancelled, afterOrderPaid } from './events';
import { releaseOrderStock } from './stock';

export type MarkPaidInput = {
  orderId: string;
  method: PaymentMethod;
  /** Provider reference (Stripe PaymentIntent id, transfer label). */
  reference?: string | null;
  /** When given (card), must equal the order's total: a tampered amount is refused. */
  amountCents?: number;
};

export type MarkPaidOutcome =
  | { status: 'paid'; orderNumber: string }
  | { status: 'already-paid'; orderNumber: string }
  | { status: 'refused'; reason: 'not-found' | 'cancelled' | 'amount' | 'method' };

/**
 * Records a payment, once: the order row is locked, an already paid order is left as it is
 * (a webhook delivered twice, an admin clicking twice), a cancelled one or a wrong amount is
 * refused. The paid order's follow-ups (invoice, e-mail) are written in the same transaction.
 */
export async function markOrderPaid(db: DbHandle, input: MarkPaidInput): Promise<MarkPaidOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      order_number: string;
      status: string;
      payment_state: string;
      payment_method: PaymentMethod;
      total_cents: number;
    }>(sql`select order_number, status, payment_state, payment_method, total_cents
           from orders where id = ${input.orderId}::uuid for update`);
    const order = rows[0];
    if (!order) return { status: 'refused', reason: 'not-found' };
    if (order.payment_state === 'paid') {
      return { status: 'already-paid', orderNumber: order.order_number };
    }
    if (order.status === 'cancelled' || order.status === 'refunded') {
      return { status: 'refused', reason: 'cancelled' };
    }
    if (order.payment_method !== input.method) return { status: 'refused', reason: 'method' };
    if (input.amountCents !== undefined && input.amountCents !== order.total_cents) {
      return { status: 'refused', reason: 'amount' };
    }
    await tx.execute(sql`
      update orders set payment_state = 'paid', status = 'paid', paid_at = now(),
        payment_reference = coalesce(${input.reference ?? null}, payment_reference),
        payment_due_at = null, updated_at = now()
      where id = ${input.orderId}::uuid`);
    await afterOrderPaid(tx, input.orderId);
    return { status: 'paid', orderNumber: order.order_number };
  });
}

/**
 * Cancels an order that is not paid (or has not left yet): its stock goes back once, the
 * customer is told. `reason` says why for the e-mail ('expired': the transfer never came).
 */
export async function cancelOrder(
  db: DbHandle,
  orderId: string,
  reason: 'expired' | 'customer' | 'shop',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      update orders set status = 'cancelled', cancelled_at = now(), updated_at = now(),
        payment_state = case when payment_state = 'paid' then payment_state else 'failed' end
      where id = ${orderId}::uuid and status in ('pending', 'paid', 'processing')
      returning id`);
    if (rows.length === 0) return false;
    await releaseOrderStock(tx, orderId);
    await afterOrderCancelled(tx, orderId, reason);
    return true;
  });
}

/**
 * The expiry sweep: unpaid bank transfers past their due date are cancelled and their stock
 * released. Safe with several workers: each order is claimed with SKIP LOCKED.
 */
export async function cancelExpiredTransfers(db: DbHandle, limit = 100): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from orders
    where payment_method = 'transfer' and payment_state = 'pending' and status = 'pending'
      and stock_released_at is null and payment_due_at < now()
    order by payment_due_at limit ${limit}`);
  let cancelled = 0;
  for (const { id } of rows) {
    const done = await db.transaction(async (tx) => {
      const { rows: locked } = await tx.execute<{ id: string }>(sql`
        select id from orders where id = ${id}::uuid and payment_state = 'pending'
          and status = 'pending' and payment_due_at < now()
        for update skip locked`);
      if (locked.length === 0) return false;
      return cancelOrder(tx, id, 'expired');
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}
