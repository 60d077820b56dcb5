import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { listAudit } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams, type TableState } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { cachedCarrierOptions } from './cached';
import type { DbHandle } from '@/lib/db/handle';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '@/lib/orders/constants';
import { loadOrder, type OrderView } from '@/lib/orders/queries';
import { isUuid } from '@/lib/uuid';
import type { ReviewReason } from '@/lib/payments/review';

/**
 * The admin's orders: the list (search, filters, sort and paging all in SQL, so 100,000 orders
 * never leave the database whole; indexes in the migration of `orders_admin_*`) and one order
 * with everything around it (payment events, e-mails sent, audit history).
 */

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'refunded'] as const;
export const PAYMENT_METHODS = ['card', 'transfer', 'paypal'] as const;

const SORTS = ['date', 'number', 'total'] as const;
type OrderSort = (typeof SORTS)[number];
type OrderFilter = 'statut' | 'paiement' | 'moyen' | 'transporteur' | 'du' | 'au';
export type OrderTableState = TableState<OrderSort, OrderFilter>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | string[] | undefined) => {
  const text = Array.isArray(value) ? value[0] : value;
  return text && DAY.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
};

/** The list's state from the URL; carrier codes are the known carriers', dates are days. */
export function orderTableState(params: SearchParams, carrierCodes: readonly string[]) {
  const state = readTableState<OrderSort, OrderFilter>(params, {
    sorts: SORTS,
    defaultSort: 'date',
    defaultDir: 'desc',
    filters: {
      statut: ORDER_STATUSES,
      paiement: PAYMENT_STATES,
      moyen: PAYMENT_METHODS,
      transporteur: carrierCodes,
      du: [],
      au: [],
    },
  });
  const from = day(params.du);
  const to = day(params.au);
  if (from) state.filters.du = from;
  if (to) state.filters.au = to;
  return state;
}

/**
 * The carriers the list filters by and an order can be shipped with. Kept until the delivery
 * settings change (the carrier writes expire `shipping` on every instance): one round trip less
 * at each visit of the list.
 */
export async function carrierOptions(_admin: Admin) {
  return cachedCarrierOptions();
}

export type AdminOrderRow = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  email: string;
  customerName: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentState: OrderView['paymentState'];
  carrierName: string | null;
  totalCents: number;
  /** Left to pay after an edit raised a paid order's total (« Reste à payer »). */
  balanceDueCents: number;
  /** « Paiement à vérifier »: money Stripe took that the shop refused (lib/payments/review.ts). */
  paymentReview: ReviewReason | null;
};

/** The searchable text of an order (number, e-mail, buyer's names); its trigram index matches. */
const ORDER_SEARCH_TEXT = sql.raw(
  `lower(s.order_number || ' ' || s.email || ' ' || coalesce(s.customer->>'firstName', '') || ' ' ||
   coalesce(s.customer->>'lastName', '') || ' ' || coalesce(s.customer->>'company', ''))`,
);

function conditions(state: OrderTableState): SQL {
  const where: SQL[] = [];
  if (state.q) {
    const pattern = likePattern(state.q.toLowerCase());
    // A colour code is searched among the custom-paint lines (its own trigram index). A union
    // of ids lets each side use its trigram index; `text like … or o.id in (…)` scanned every
    // order (290 ms at 100,000 orders, against 8 ms so).
    where.push(sql`o.id in (
      select s.id from orders s where ${ORDER_SEARCH_TEXT} like ${pattern}
      union select i.order_id from order_items i where lower(i.colour->>'code') like ${pattern})`);
  }
  const f = state.filters;
  if (f.statut) where.push(sql`o.status = ${f.statut}`);
  if (f.paiement) where.push(sql`o.payment_state = ${f.paiement}`);
  if (f.moyen) where.push(sql`o.payment_method = ${f.moyen}`);
  if (f.transporteur) where.push(sql`o.carrier_code = ${f.transporteur}`);
  // Days are the shop's (Paris) days.
  if (f.du) where.push(sql`o.created_at >= (${f.du}::date::timestamp at time zone 'Europe/Paris')`);
  if (f.au) {
    where.push(sql`o.created_at < ((${f.au}::date + 1)::timestamp at time zone 'Europe/Paris')`);
  }
  return where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

/**
 * How many orders the list's state matches. Filtered by status, payment, method and carrier
 * alone (the list's default view included), it is the sum of `order_counts`, which triggers keep
 * exact in every writer's transaction (migration 0024): counting 100,000 orders took 20 ms of
 * database time at every visit. A search or dates count the matching orders themselves.
 */
/**
 * The statement that counts the orders a list shows: the kept counts (`order_counts`) when only
 * status, payment and carrier filter, a count of the matching orders with a search or dates.
 */
function orderTotalSql(state: OrderTableState, where: SQL): SQL {
  const f = state.filters;
  if (state.q || f.du || f.au) return sql`select count(*)::int as n from orders o ${where}`;
  const keys: SQL[] = [];
  if (f.statut) keys.push(sql`status = ${f.statut}`);
  if (f.paiement) keys.push(sql`payment_state = ${f.paiement}`);
  if (f.moyen) keys.push(sql`payment_method = ${f.moyen}`);
  if (f.transporteur) keys.push(sql`carrier_code = ${f.transporteur}`);
  return sql`select coalesce(sum(n), 0)::int as n from order_counts
        ${keys.length ? sql`where ${sql.join(keys, sql` and `)}` : sql``}`;
}

export async function listOrdersForAdmin(
  db: DbHandle,
  _admin: Admin,
  state: OrderTableState,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = conditions(state);
  const dir = state.dir === 'asc' ? sql`asc` : sql`desc`;
  const order =
    state.sort === 'number'
      ? sql`o.order_number ${dir}`
      : state.sort === 'total'
        ? sql`o.total_cents ${dir}, o.created_at ${dir}, o.id ${dir}`
        : sql`o.created_at ${dir}, o.id ${dir}`;
  // One round trip: the total rides along each row (a subquery run once). A page past the
  // last one has no row to carry it, so only then is it asked for apart.
  const totalSql = orderTotalSql(state, where);
  const page = await db.execute<{
    id: string;
    order_number: string;
    created_at: string;
    email: string;
    customer_name: string;
    status: OrderStatus;
    payment_method: PaymentMethod;
    payment_state: OrderView['paymentState'];
    carrier_name: string | null;
    total_cents: number;
    balance_due_cents: number;
    payment_review: ReviewReason | null;
    list_total: number;
  }>(sql`
      select o.id, o.order_number, o.created_at, o.email, o.status, o.payment_method,
        o.payment_state, o.carrier_name, o.total_cents, o.balance_due_cents, o.payment_review,
        trim(coalesce(o.customer->>'company', '') || ' ' || concat_ws(' ',
          o.customer->>'firstName', o.customer->>'lastName')) as customer_name,
        (${totalSql}) as list_total
      from orders o ${where}
      order by ${order}
      limit ${state.pageSize} offset ${(state.page - 1) * state.pageSize}`);
  const total =
    page.rows[0]?.list_total ?? (await db.execute<{ n: number }>(totalSql)).rows[0]?.n ?? 0;
  return {
    total,
    rows: page.rows.map((r) => ({
      id: r.id,
      orderNumber: r.order_number,
      createdAt: new Date(r.created_at),
      email: r.email,
      customerName: r.customer_name,
      status: r.status,
      paymentMethod: r.payment_method,
      paymentState: r.payment_state,
      carrierName: r.carrier_name,
      totalCents: r.total_cents,
      balanceDueCents: r.balance_due_cents,
      paymentReview: r.payment_review,
    })),
  };
}

export type AdminOrderDetail = {
  order: OrderView;
  notes: string | null;
  carrierCode: string | null;
  deliveredAt: Date | null;
  stockReleasedAt: Date | null;
  paymentReview: { reason: ReviewReason; at: Date } | null;
  /**
   * The order's documents other than its current invoice, oldest first: credit notes, and the
   * invoices an edit replaced (docs/decisions/order-editing.md).
   */
  documents: { id: string; number: string; kind: 'invoice' | 'credit_note' }[];
  paymentEvents: { id: string; type: string; receivedAt: Date }[];
  emails: { id: string; subject: string; template: string | null; status: string; at: Date }[];
  history: Awaited<ReturnType<typeof listAudit>>;
};

/** One order for its admin page (null when there is none: the page answers 404). */
export async function orderForAdmin(
  db: DbHandle,
  admin: Admin,
  id: string,
): Promise<AdminOrderDetail | null> {
  if (!isUuid(id)) return null;
  const order = await loadOrder(db, id);
  if (!order) return null;
  const [extra, documents, events, emails, history] = await Promise.all([
    db.execute<{
      notes: string | null;
      carrier_code: string | null;
      delivered_at: string | null;
      stock_released_at: string | null;
      payment_review: ReviewReason | null;
      payment_review_at: string | null;
    }>(sql`select notes, carrier_code, delivered_at, stock_released_at, payment_review,
             payment_review_at
           from orders where id = ${id}::uuid`),
    db.execute<{ id: string; number: string; kind: 'invoice' | 'credit_note' }>(sql`
      select id, number, kind from invoices
      where order_id = ${id}::uuid
        and id not in (select c.id from current_invoices c where c.order_id = ${id}::uuid)
      order by issued_at, number`),
    db.execute<{ event_id: string; type: string; received_at: string }>(sql`
      select event_id, type, received_at from payment_events
      where order_id = ${id}::uuid order by received_at`),
    // The outbox keeps no order id: an order's e-mails are those to its buyer naming its number.
    db.execute<{
      id: string;
      subject: string;
      template: string | null;
      status: string;
      created_at: string;
    }>(sql`
      select id, subject, template, status::text, created_at from email_outbox
      where to_address = ${order.email} and subject like ${likePattern(order.orderNumber)}
      order by created_at, id`),
    listAudit(db, admin, { entity: 'order', entityId: id, limit: 50 }),
  ]);
  const row = extra.rows[0]!;
  return {
    order,
    notes: row.notes,
    carrierCode: row.carrier_code,
    deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
    stockReleasedAt: row.stock_released_at ? new Date(row.stock_released_at) : null,
    paymentReview:
      row.payment_review && row.payment_review_at
        ? { reason: row.payment_review, at: new Date(row.payment_review_at) }
        : null,
    documents: documents.rows,
    paymentEvents: events.rows.map((e) => ({
      id: e.event_id,
      type: e.type,
      receivedAt: new Date(e.received_at),
    })),
    emails: emails.rows.map((e) => ({
      id: e.id,
      subject: e.subject,
      template: e.template,
      status: e.status,
      at: new Date(e.created_at),
    })),
    history,
  };
}
