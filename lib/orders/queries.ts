import 'server-only';
import { sql } from 'drizzle-orm';
import type { PostalAddress } from '@/lib/address-lines';
import type { Caller } from '@/lib/auth/caller';
import type { DbHandle } from '@/lib/db/handle';
import type { OrderStatus, PaymentMethod } from './constants';

export type OrderAddress = PostalAddress & { phone?: string | null };

export type OrderCustomer = {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
};

export type OrderColour = {
  code: string;
  name: string;
  cssPreview?: string | null;
  manufacturer?: string | null;
  category?: string | null;
  paintType?: string | null;
  packaging?: string | null;
  volumeLiters?: number | null;
  /** Shade variants (issue 41 §1): the variant mixed, as it was named when ordered. */
  shade?: { id: string; name: string; code: string | null } | null;
};

type OrderLineView = {
  id: string;
  name: string;
  details: string | null;
  referenceCode: string | null;
  quantity: number;
  unitHt: number;
  unitTtc: number;
  totalHt: number;
  totalTtc: number;
  vatRateBp: number;
  isCustomPaint: boolean;
  colour: OrderColour | null;
};

export type OrderView = {
  id: string;
  orderNumber: string;
  userId: string | null;
  email: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentState: 'pending' | 'paid' | 'failed' | 'refunded';
  paymentReference: string | null;
  professional: boolean;
  customer: OrderCustomer;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalHtCents: number;
  totalCents: number;
  /** Still owed after an edit raised a paid order's total (transfer); received = total − this. */
  balanceDueCents: number;
  promotionCode: string | null;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress | null;
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  paymentDueAt: Date | null;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  diisocyanateTrainingConfirmedAt: Date | null;
  /** The day it is to ship (`YYYY-MM-DD`, computed when placed); null for older orders. */
  dispatchOn: string | null;
  invoice: { id: string; number: string } | null;
  lines: OrderLineView[];
};

type OrderRow = {
  id: string;
  order_number: string;
  user_id: string | null;
  email: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_state: OrderView['paymentState'];
  payment_reference: string | null;
  professional: boolean;
  customer: OrderCustomer;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_ht_cents: number;
  total_cents: number;
  balance_due_cents: number;
  promotion_code: string | null;
  shipping_address: OrderAddress;
  billing_address: OrderAddress | null;
  carrier_name: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  payment_due_at: string | null;
  paid_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  diisocyanate_training_confirmed_at: string | null;
  dispatch_day: string | null;
  invoice_id: string | null;
  invoice_number: string | null;
};

const date = (value: string | null) => (value ? new Date(value) : null);

/** One order with its lines, whoever owns it (callers check ownership: see orderForCaller). */
export async function loadOrder(db: DbHandle, orderId: string): Promise<OrderView | null> {
  const { rows } = await db.execute<OrderRow>(sql`
    select o.*, o.dispatch_on::text as dispatch_day, i.id as invoice_id,
      i.number as invoice_number
    from orders o
    left join current_invoices i on i.order_id = o.id
    where o.id = ${orderId}::uuid`);
  const o = rows[0];
  if (!o) return null;
  const { rows: lines } = await db.execute<{
    id: string;
    name: string;
    details: string | null;
    reference_code: string | null;
    quantity: number;
    unit_price_ht: number;
    unit_price_ttc: number;
    total_ht: number;
    total_ttc: number;
    vat_rate_bp: number;
    is_custom_paint: boolean;
    colour: OrderColour | null;
  }>(sql`select id, name, details, reference_code, quantity, unit_price_ht, unit_price_ttc,
           total_ht, total_ttc, vat_rate_bp, is_custom_paint, colour
         from order_items where order_id = ${orderId}::uuid order by ctid`);
  return {
    id: o.id,
    orderNumber: o.order_number,
    userId: o.user_id,
    email: o.email,
    status: o.status,
    paymentMethod: o.payment_method,
    paymentState: o.payment_state,
    paymentReference: o.payment_reference,
    professional: o.professional,
    customer: o.customer ?? {},
    subtotalCents: o.subtotal_cents,
    discountCents: o.discount_cents,
    shippingCents: o.shipping_cents,
    taxCents: o.tax_cents,
    totalHtCents: o.total_ht_cents,
    totalCents: o.total_cents,
    balanceDueCents: o.balance_due_cents,
    promotionCode: o.promotion_code,
    shippingAddress: o.shipping_address,
    billingAddress: o.billing_address,
    carrierName: o.carrier_name,
    trackingNumber: o.tracking_number,
    trackingUrl: o.tracking_url,
    paymentDueAt: date(o.payment_due_at),
    paidAt: date(o.paid_at),
    shippedAt: date(o.shipped_at),
    deliveredAt: date(o.delivered_at),
    cancelledAt: date(o.cancelled_at),
    createdAt: new Date(o.created_at),
    diisocyanateTrainingConfirmedAt: date(o.diisocyanate_training_confirmed_at),
    dispatchOn: o.dispatch_day,
    invoice: o.invoice_id ? { id: o.invoice_id, number: o.invoice_number! } : null,
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      details: l.details,
      referenceCode: l.reference_code,
      quantity: l.quantity,
      unitHt: l.unit_price_ht,
      unitTtc: l.unit_price_ttc,
      totalHt: l.total_ht,
      totalTtc: l.total_ttc,
      vatRateBp: l.vat_rate_bp,
      isCustomPaint: l.is_custom_paint,
      colour: l.colour,
    })),
  };
}

/** An order its owner (or an admin) may see; null for anyone else, as for a missing one. */
export async function orderForCaller(
  db: DbHandle,
  caller: Caller,
  orderId: string,
): Promise<OrderView | null> {
  if (caller.kind !== 'customer') return null;
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const order = await loadOrder(db, orderId);
  if (!order) return null;
  if (order.userId !== caller.userId && !caller.isAdmin) return null;
  return order;
}

export type OrderSummary = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentState: OrderView['paymentState'];
  totalCents: number;
  createdAt: Date;
  itemCount: number;
  invoice: { id: string; number: string } | null;
};

/** The customer's orders, newest first. */
export async function listOrdersOf(db: DbHandle, userId: string): Promise<OrderSummary[]> {
  const { rows } = await db.execute<{
    id: string;
    order_number: string;
    status: OrderStatus;
    payment_method: PaymentMethod;
    payment_state: OrderView['paymentState'];
    total_cents: number;
    created_at: string;
    item_count: number;
    invoice_id: string | null;
    invoice_number: string | null;
  }>(sql`
    select o.id, o.order_number, o.status, o.payment_method, o.payment_state, o.total_cents,
      o.created_at,
      (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as item_count,
      i.id as invoice_id, i.number as invoice_number
    from orders o
    left join current_invoices i on i.order_id = o.id
    where o.user_id = ${userId}::uuid
    order by o.created_at desc`);
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.order_number,
    status: r.status,
    paymentMethod: r.payment_method,
    paymentState: r.payment_state,
    totalCents: r.total_cents,
    createdAt: new Date(r.created_at),
    itemCount: r.item_count,
    invoice: r.invoice_id ? { id: r.invoice_id, number: r.invoice_number! } : null,
  }));
}

/** The order with this number, for its owner or an admin only (null otherwise). */
export async function orderByNumberForCaller(
  db: DbHandle,
  caller: Caller,
  orderNumber: string,
): Promise<OrderView | null> {
  if (caller.kind !== 'customer' || !/^NU-\d{4}-\d{6,}$/.test(orderNumber)) return null;
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from orders where order_number = ${orderNumber}`,
  );
  return rows[0] ? orderForCaller(db, caller, rows[0].id) : null;
}

/** The label of an order's state as the customer reads it (a transfer awaited is named). */
export function statusKey(
  order: Pick<OrderView, 'status' | 'paymentMethod'>,
): OrderStatus | 'pendingTransfer' {
  return order.status === 'pending' && order.paymentMethod === 'transfer'
    ? 'pendingTransfer'
    : order.status;
}
