import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite, type Audit } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { Transaction } from '@/lib/db/handle';
import { getAdminT } from '@/lib/i18n/admin';
import type { OrderStatus, PaymentMethod } from '@/lib/orders/constants';
import { afterOrderShipped } from '@/lib/orders/events';
import { cancelOrder, markOrderPaid } from '@/lib/orders/payment';
import type { OrderNote, ShipOrder } from '@/lib/validation/admin-orders';
import { trackingUrl } from './tracking';
import {
  nextStatus,
  type OrderTransition,
  transitionRefusal,
  type WorkflowOrder,
} from './workflow';

/**
 * The admin's changes to an order. Each runs in `adminWrite`'s transaction: the order row is
 * locked, the workflow table (`./workflow.ts`) says whether the change is allowed (a refusal is
 * a French `ActionError` and nothing is written), the change and its follow-ups (invoice,
 * credit note, stock, e-mail, all from `lib/orders`) are written, and the audit row records
 * the order's state before and after, in the same transaction.
 */

export type LockedOrder = WorkflowOrder & {
  id: string;
  orderNumber: string;
  totalCents: number;
  carrierCode: string | null;
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  notes: string | null;
};

export type OrderChange = { id: string; orderNumber: string; status: OrderStatus; slugs: string[] };

export async function lockOrder(tx: Transaction, id: string): Promise<LockedOrder> {
  const { rows } = await tx.execute<{
    id: string;
    order_number: string;
    status: OrderStatus;
    payment_method: PaymentMethod;
    payment_state: WorkflowOrder['paymentState'];
    payment_reference: string | null;
    total_cents: number;
    carrier_code: string | null;
    carrier_name: string | null;
    tracking_number: string | null;
    tracking_url: string | null;
    notes: string | null;
    shipped_at: string | null;
    delivered_at: string | null;
  }>(sql`select id, order_number, status, payment_method, payment_state, payment_reference,
           total_cents, carrier_code, carrier_name, tracking_number, tracking_url, notes,
           shipped_at, delivered_at
         from orders where id = ${id}::uuid for update`);
  const row = rows[0];
  if (!row) throw new ActionError(getAdminT()('orders.refused.notFound'));
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentState: row.payment_state,
    paymentReference: row.payment_reference,
    totalCents: row.total_cents,
    carrierCode: row.carrier_code,
    carrierName: row.carrier_name,
    trackingNumber: row.tracking_number,
    trackingUrl: row.tracking_url,
    notes: row.notes,
    shippedAt: row.shipped_at ? new Date(row.shipped_at) : null,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
  };
}

/** The state the audit log keeps of an order (before and after each change). */
export function auditState(order: LockedOrder) {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    paymentState: order.paymentState,
    carrierCode: order.carrierCode,
    trackingNumber: order.trackingNumber,
    notes: order.notes,
  };
}

export function refuseUnlessAllowed(transition: OrderTransition, order: LockedOrder): void {
  const refusal = transitionRefusal(transition, order);
  if (!refusal) return;
  const t = getAdminT();
  if (refusal.key === 'transition') {
    throw new ActionError(
      t('orders.refused.transition', {
        from: t(`orders.statuses.${refusal.values.from}`),
        to: t(`orders.statuses.${refusal.values.to}`),
      }),
    );
  }
  throw new ActionError(t(`orders.refused.${refusal.key}`));
}

/** Product pages whose stock an order's release changed. */
export async function stockSlugs(tx: Transaction, orderId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ slug: string }>(sql`
    select distinct p.slug from order_items i join products p on p.id = i.product_id
    where i.order_id = ${orderId}::uuid and i.stock_tracked`);
  return rows.map((r) => r.slug);
}

/**
 * One workflow change: lock, check the table, run `work`, audit before/after. `work` returns
 * the product slugs whose stock changed (for cache invalidation).
 */
async function change(
  admin: Admin,
  action: string,
  orderId: string,
  transition: OrderTransition,
  work: (tx: Transaction, order: LockedOrder, audit: Audit) => Promise<string[] | void>,
): Promise<OrderChange> {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockOrder(tx, orderId);
    refuseUnlessAllowed(transition, before);
    const slugs = (await work(tx, before, audit)) ?? [];
    const after = await lockOrder(tx, orderId);
    audit({
      entity: 'order',
      entityId: orderId,
      before: auditState(before),
      after: { ...auditState(after), transition },
    });
    return { id: orderId, orderNumber: after.orderNumber, status: after.status, slugs };
  });
}

/** A bank transfer received: the order is paid, its invoice issued and e-mailed (lib/orders). */
export function markTransferPaid(admin: Admin, action: string, orderId: string) {
  return change(admin, action, orderId, 'markPaid', async (tx, order) => {
    const outcome = await markOrderPaid(tx, {
      orderId,
      method: 'transfer',
      reference: `virement ${order.orderNumber}`,
    });
    // The row is locked and checked above: only a vanished order can be refused here.
    if (outcome.status !== 'paid') throw new ActionError(getAdminT()('orders.refused.notFound'));
  });
}

export function startProcessing(admin: Admin, action: string, orderId: string) {
  return change(admin, action, orderId, 'process', async (tx) => {
    await tx.execute(sql`update orders set status = 'processing', updated_at = now()
                         where id = ${orderId}::uuid`);
  });
}

/** Shipped with a carrier and tracking number: the tracking link is built, the customer told. */
export function shipOrder(admin: Admin, action: string, input: ShipOrder) {
  return change(admin, action, input.id, 'ship', async (tx, order) => {
    const { rows } = await tx.execute<{ code: string; name: string }>(
      sql`select code, name from carriers where code = ${input.carrierCode}`,
    );
    const carrier = rows[0];
    if (!carrier) {
      const message = getAdminT()('orders.refused.carrierUnknown');
      throw new ActionError(message, { carrierCode: message });
    }
    const url = trackingUrl(carrier.code, input.trackingNumber);
    await tx.execute(sql`
      update orders set status = ${nextStatus('ship', order)}::order_status, shipped_at = now(),
        updated_at = now(),
        carrier_code = ${carrier.code}, carrier_name = ${carrier.name},
        tracking_number = ${input.trackingNumber}, tracking_url = ${url}
      where id = ${input.id}::uuid`);
    await afterOrderShipped(tx, input.id);
  });
}

export function markDelivered(admin: Admin, action: string, orderId: string) {
  return change(admin, action, orderId, 'deliver', async (tx, order) => {
    await tx.execute(sql`update orders set status = ${nextStatus('deliver', order)}::order_status,
                         delivered_at = now(), updated_at = now() where id = ${orderId}::uuid`);
  });
}

/** Cancelled by the shop: stock back once, a credit note when invoiced, the customer told. */
export function cancelByShop(admin: Admin, action: string, orderId: string) {
  return change(admin, action, orderId, 'cancel', async (tx) => {
    const done = await cancelOrder(tx, orderId, 'shop');
    if (!done) throw new ActionError(getAdminT()('orders.refused.notFound'));
    return stockSlugs(tx, orderId);
  });
}

/** The internal note (not a status change; audited like one). */
export async function saveOrderNote(admin: Admin, action: string, input: OrderNote) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockOrder(tx, input.id);
    const notes = input.notes || null;
    await tx.execute(sql`update orders set notes = ${notes}, updated_at = now()
                         where id = ${input.id}::uuid`);
    audit({
      entity: 'order',
      entityId: input.id,
      before: { notes: before.notes },
      after: { notes },
    });
    return { id: input.id };
  });
}
