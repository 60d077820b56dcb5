import 'server-only';
import { sql } from 'drizzle-orm';
import { LOW_STOCK } from '@/lib/admin/products/queries';
import type { Admin } from '@/lib/auth';
import type { ReviewReason } from '@/lib/payments/review';
import type { DbHandle } from '@/lib/db/handle';

/**
 * The dashboard's figures (`/admin`), in the shop's time zone (Europe/Paris: « today » and
 * « this month » are the owner's). Each read is one statement on an index of `orders`
 * (created_at, status) or `product_variants`, so it stays fast with 100,000 orders.
 *
 * - orders placed: in the period, not cancelled; orders paid: of those, the ones whose payment
 *   was received and not given back in full (« Payé »: a partly refunded order stays paid);
 * - revenue (HT and TTC): what the paid orders of the period brought, net of their refunds (an
 *   order is counted on the day it was placed, minus what has been given back of it since);
 * - average basket: revenue TTC ÷ paid orders of the month.
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';

/**
 * What an order `o` brought, net of its refunds (`order_refunds`) and of what is still due after
 * an edit raised its total (`balance_due_cents`, counted once received), TTC and HT: a refund's
 * HT is its credit note's (lines and shipping at their own VAT rates), else its share of the
 * order's; the balance's HT is its share of the order's.
 * Joined laterally; its columns are `net.ttc` and `net.ht`.
 */
export const NET_OF_REFUNDS = sql`
  left join lateral (
    select o.total_cents - o.balance_due_cents - coalesce(sum(r.amount_cents), 0) as ttc,
           o.total_ht_cents
             - round(o.balance_due_cents::numeric * o.total_ht_cents / nullif(o.total_cents, 0))::int
             - coalesce(sum(coalesce(
             -(cn.data->'totals'->>'ht')::int,
             round(r.amount_cents::numeric * o.total_ht_cents / nullif(o.total_cents, 0))::int
           )), 0) as ht
      from order_refunds r left join invoices cn on cn.id = r.credit_note_id
     where r.order_id = o.id and not r.order_edit
  ) net on true`;

export type PeriodFigures = {
  orders: number;
  paidOrders: number;
  revenueTtcCents: number;
  revenueHtCents: number;
};

export type DashboardFigures = {
  today: PeriodFigures;
  month: PeriodFigures;
  averageBasketCents: number | null;
  awaitingPayment: number;
  awaitingShipping: number;
};

type FiguresRow = Record<
  | 'today_orders'
  | 'today_paid'
  | 'today_ttc'
  | 'today_ht'
  | 'month_orders'
  | 'month_paid'
  | 'month_ttc'
  | 'month_ht'
  | 'awaiting_payment'
  | 'awaiting_shipping',
  string | number | null
>;

const n = (value: string | number | null | undefined) => Number(value ?? 0);

export async function dashboardFigures(
  db: DbHandle,
  _admin: Admin,
  now: Date = new Date(),
): Promise<DashboardFigures> {
  const { rows } = await db.execute<FiguresRow>(sql`
    with bounds as (
      select
        date_trunc('day', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE} as day_start,
        date_trunc('month', ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE} as month_start
    ),
    month as (
      select o.created_at >= b.day_start as today, o.payment_state = 'paid' as paid,
             net.ttc as total_cents, net.ht as total_ht_cents
        from orders o cross join bounds b ${NET_OF_REFUNDS}
       where o.created_at >= b.month_start and o.created_at <= ${now}::timestamptz
         and o.status <> 'cancelled'
    )
    select
      count(*) filter (where today) as today_orders,
      count(*) filter (where today and paid) as today_paid,
      coalesce(sum(total_cents) filter (where today and paid), 0) as today_ttc,
      coalesce(sum(total_ht_cents) filter (where today and paid), 0) as today_ht,
      count(*) as month_orders,
      count(*) filter (where paid) as month_paid,
      coalesce(sum(total_cents) filter (where paid), 0) as month_ttc,
      coalesce(sum(total_ht_cents) filter (where paid), 0) as month_ht,
      (select count(*) from orders where status = 'pending') as awaiting_payment,
      (select count(*) from orders where status in ('paid', 'processing')
          or (status = 'partially_refunded' and shipped_at is null)) as awaiting_shipping
    from month`);
  const row = rows[0]!;
  const period = (prefix: 'today' | 'month'): PeriodFigures => ({
    orders: n(row[`${prefix}_orders`]),
    paidOrders: n(row[`${prefix}_paid`]),
    revenueTtcCents: n(row[`${prefix}_ttc`]),
    revenueHtCents: n(row[`${prefix}_ht`]),
  });
  const month = period('month');
  return {
    today: period('today'),
    month,
    averageBasketCents:
      month.paidOrders > 0 ? Math.round(month.revenueTtcCents / month.paidOrders) : null,
    awaitingPayment: n(row.awaiting_payment),
    awaitingShipping: n(row.awaiting_shipping),
  };
}

export type DailySales = { day: string; orders: number; revenueTtcCents: number };

/**
 * Paid orders and their revenue TTC net of refunds per day over the last `days` days (Paris
 * days, zeros included).
 */
export async function dailySales(
  db: DbHandle,
  _admin: Admin,
  days = 30,
  now: Date = new Date(),
): Promise<DailySales[]> {
  const { rows } = await db.execute<{ day: string; orders: string; revenue: string }>(sql`
    with days as (
      select generate_series(
        (${now}::timestamptz at time zone ${SHOP_TIME_ZONE})::date - ${days - 1}::int,
        (${now}::timestamptz at time zone ${SHOP_TIME_ZONE})::date,
        interval '1 day'
      )::date as day
    ),
    paid as (
      select (o.created_at at time zone ${SHOP_TIME_ZONE})::date as day, net.ttc as total_cents
        from orders o ${NET_OF_REFUNDS}
       where o.created_at >= ((${now}::timestamptz at time zone ${SHOP_TIME_ZONE})::date - ${days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE}
         and o.created_at <= ${now}::timestamptz
         and o.payment_state = 'paid' and o.status <> 'cancelled'
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, count(paid.day) as orders,
           coalesce(sum(paid.total_cents), 0) as revenue
      from days left join paid on paid.day = days.day
     group by days.day order by days.day`);
  return rows.map((row) => ({
    day: row.day,
    orders: Number(row.orders),
    revenueTtcCents: Number(row.revenue),
  }));
}

export type LowStockRow = {
  productId: string;
  productName: string;
  variantName: string;
  stock: number;
};

/** Active variants of active products with LOW_STOCK units or fewer (out of stock first). */
const lowStockSql = (limit: number) => sql`
    select p.id as product_id, p.name as product_name, v.variant_name, v.stock_quantity as stock,
           count(*) over () as total
      from product_variants v join products p on p.id = v.product_id
     where v.is_active and p.is_active and p.deleted_at is null and not p.unlimited_stock
       and v.stock_quantity <= ${LOW_STOCK}
     order by v.stock_quantity, p.name, v.variant_name
     limit ${limit}`;

type LowStockDbRow = {
  product_id: string;
  product_name: string;
  variant_name: string;
  stock: number | string;
  total: number | string;
};

function lowStockOf(rows: LowStockDbRow[]): { rows: LowStockRow[]; total: number } {
  return {
    rows: rows.map((row) => ({
      productId: row.product_id,
      productName: row.product_name,
      variantName: row.variant_name,
      stock: Number(row.stock),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export type RecentOrder = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: string;
  paymentState: string;
  totalCents: number;
  customer: string;
};

const recentOrdersSql = (limit: number) => sql`
    select id, order_number, created_at, status, payment_state, total_cents,
           coalesce(nullif(trim(coalesce(customer->>'company', '') ), ''),
                    nullif(trim(coalesce(customer->>'firstName', '') || ' ' || coalesce(customer->>'lastName', '')), ''),
                    email) as customer
      from orders order by created_at desc, id desc limit ${limit}`;

type RecentOrderDbRow = {
  id: string;
  order_number: string;
  created_at: string | Date;
  status: string;
  payment_state: string;
  total_cents: number | string;
  customer: string;
};

function recentOf(rows: RecentOrderDbRow[]): RecentOrder[] {
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at),
    status: row.status,
    paymentState: row.payment_state,
    totalCents: Number(row.total_cents),
    customer: row.customer,
  }));
}

/**
 * The dashboard's two lists, the last orders and the variants running out, in one statement
 * (each round trip costs the server CPU: « How a per-request page is built »). Each list is
 * aggregated in its own order.
 */
export async function dashboardLists(
  db: DbHandle,
  _admin: Admin,
  { recent = 8, low = 10 }: { recent?: number; low?: number } = {},
): Promise<{
  last: RecentOrder[];
  low: { rows: LowStockRow[]; total: number };
  toReview: PaymentToReview[];
  todo: OwnerTodo;
}> {
  const { rows } = await db.execute<{
    recent: RecentOrderDbRow[];
    low: LowStockDbRow[];
    review: PaymentToReview[];
    pros_waiting: number;
    transfers_overdue: number;
  }>(sql`
    select
      (select coalesce(json_agg(r order by r.created_at desc, r.id desc), '[]'::json)
         from (${recentOrdersSql(recent)}) r) as recent,
      (select coalesce(json_agg(l order by l.stock, l.product_name, l.variant_name), '[]'::json)
         from (${lowStockSql(low)}) l) as low,
      (select coalesce(json_agg(v order by v.at desc), '[]'::json) from (
         select id, order_number as "orderNumber", payment_review as reason,
                payment_review_at as at
         from orders where payment_review is not null
         order by payment_review_at desc limit ${REVIEW_SHOWN}) v) as review,
      (select count(*)::int from profiles
        where is_professional and not is_verified_professional and disabled_at is null)
        as pros_waiting,
      (select count(*)::int from orders
        where status = 'pending' and payment_method = 'transfer' and payment_due_at < now())
        as transfers_overdue`);
  return {
    last: recentOf(rows[0]?.recent ?? []),
    low: lowStockOf(rows[0]?.low ?? []),
    toReview: rows[0]?.review ?? [],
    todo: {
      prosWaiting: rows[0]?.pros_waiting ?? 0,
      transfersOverdue: rows[0]?.transfers_overdue ?? 0,
    },
  };
}

/**
 * What waits on the owner: professionals to verify (their prices wait on it) and bank transfers
 * past their due date, not yet cancelled by the expiry job (a last look at the bank account).
 */
export type OwnerTodo = { prosWaiting: number; transfersOverdue: number };

/** At most this many orders « paiement à vérifier » are named on the dashboard. */
const REVIEW_SHOWN = 10;

/** An order whose card payment Stripe took and the shop refused (lib/payments/review.ts). */
export type PaymentToReview = Pick<RecentOrder, 'id' | 'orderNumber'> & {
  reason: ReviewReason;
  /** When it was flagged (JSON text). */
  at: string;
};
