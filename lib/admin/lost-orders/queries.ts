import 'server-only';
import { sql } from 'drizzle-orm';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';

/**
 * Lost orders (`/admin/lost-orders`): what signed-in customers left behind.
 * - carts: a customer's lines in `cart_items` untouched for more than LOST_AFTER_HOURS, and no
 *   order placed by that customer since the last change;
 * - unpaid orders: orders still waiting for their payment (transfer or card) placed more than
 *   LOST_AFTER_HOURS ago;
 * - the reminders sent, and which were recovered: a cart is recovered when its customer placed
 *   an order (not cancelled) after the reminder, an unpaid order when it was paid.
 * Each list is bounded (LOST_LIST_LIMIT) and read through an index (cart_items_updated_idx,
 * orders_admin_status_idx, orders_user_idx, cart_reminders_sent_idx).
 */
export const LOST_AFTER_HOURS = 24;
export const LOST_LIST_LIMIT = 50;

export type LostLine = {
  name: string;
  details: string | null;
  quantity: number;
  unitTtcCents: number;
  colourCode: string | null;
  swatch: string | null;
};

export type Reminder = { sentAt: Date } | null;

export type LostCart = {
  userId: string;
  email: string;
  name: string | null;
  startedAt: Date;
  lastActivityAt: Date;
  valueCents: number;
  lines: LostLine[];
  reminder: Reminder;
};

export type UnpaidOrder = {
  id: string;
  orderNumber: string;
  email: string;
  name: string | null;
  paymentMethod: string;
  createdAt: Date;
  totalCents: number;
  lines: LostLine[];
  reminder: Reminder;
};

export type SentReminder = {
  id: string;
  kind: 'cart' | 'order';
  email: string;
  sentAt: Date;
  valueCents: number;
  orderNumber: string | null;
  recoveredOrderNumber: string | null;
  recoveredCents: number | null;
};

export type ReminderTotals = { sent: number; recovered: number; recoveredCents: number };

const lostBefore = (now: Date) => new Date(now.getTime() - LOST_AFTER_HOURS * 3600_000);
const date = (value: string | Date) => new Date(value);
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || null;

type CartLineMetadata = {
  name?: string;
  variant?: string | null;
  colorData?: { color_code?: string; color_name?: string } | null;
} | null;

/** The lines of these customers' carts, by customer (names from the line or the product). */
async function cartLines(db: DbHandle, userIds: string[]): Promise<Map<string, LostLine[]>> {
  const { rows: lineRows } = await db.execute<{
    user_id: string;
    product_name: string | null;
    variant_name: string | null;
    metadata: CartLineMetadata;
    quantity: number;
    unit_price_ttc: number;
    swatch: string | null;
  }>(sql`
    select c.user_id, p.name as product_name, v.variant_name, c.metadata, c.quantity,
           c.unit_price_ttc,
           (select pc.css_preview from paint_colors pc
             where pc.code_search = translate(lower(c.metadata->'colorData'->>'color_code'), 'o .-', '0')
               and pc.color_code = c.metadata->'colorData'->>'color_code' limit 1) as swatch
      from cart_items c
      left join products p on p.id = c.product_id
      left join product_variants v on v.id = c.variant_id
     where c.user_id = any(${sql.param(userIds)}::uuid[])
     order by c.created_at, c.id`);
  const linesOf = new Map<string, LostLine[]>();
  for (const line of lineRows) {
    const meta = line.metadata;
    const colour = meta?.colorData ?? null;
    const list = linesOf.get(line.user_id) ?? [];
    list.push({
      name: meta?.name ?? line.product_name ?? '—',
      details: colour?.color_name ?? meta?.variant ?? line.variant_name ?? null,
      quantity: Number(line.quantity),
      unitTtcCents: Number(line.unit_price_ttc),
      colourCode: colour?.color_code ?? null,
      swatch: line.swatch,
    });
    linesOf.set(line.user_id, list);
  }
  return linesOf;
}

/** Carts of signed-in customers left for more than LOST_AFTER_HOURS (most recent first). */
export async function lostCarts(
  db: DbHandle,
  _admin: Admin,
  now: Date = new Date(),
  /** One customer's cart only (the reminder reads the cart it is about). */
  userId?: string,
): Promise<LostCart[]> {
  const one = userId ? sql`and user_id = ${userId}::uuid` : sql``;
  const { rows } = await db.execute<{
    user_id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    started_at: string | Date;
    last_activity: string | Date;
    value: string;
    reminded_at: string | Date | null;
  }>(sql`
    with stale as (
      select distinct user_id from cart_items where updated_at < ${lostBefore(now)} ${one}
    ),
    carts as (
      select c.user_id, date_trunc('milliseconds', min(c.created_at)) as started_at, max(c.updated_at) as last_activity,
             sum(c.quantity * c.unit_price_ttc) as value
        from cart_items c join stale s on s.user_id = c.user_id
       group by c.user_id
      having max(c.updated_at) < ${lostBefore(now)}
    )
    select c.user_id, coalesce(p.email, u.email) as email, p.first_name, p.last_name,
           c.started_at, c.last_activity, c.value, r.sent_at as reminded_at
      from carts c
      -- profiles: one row per account in both auth modes (users: the embedded adapter's).
      left join profiles p on p.id = c.user_id
      left join users u on u.id = c.user_id
      left join cart_reminders r
        on r.kind = 'cart' and r.user_id = c.user_id and r.cart_started_at = c.started_at
     where coalesce(p.email, u.email) is not null
       and not exists (
       select 1 from orders o where o.user_id = c.user_id and o.created_at > c.last_activity)
     order by c.last_activity desc
     limit ${LOST_LIST_LIMIT}`);
  if (rows.length === 0) return [];
  const linesOf = await cartLines(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    name: fullName(row.first_name, row.last_name),
    startedAt: date(row.started_at),
    lastActivityAt: date(row.last_activity),
    valueCents: Number(row.value),
    lines: linesOf.get(row.user_id) ?? [],
    reminder: row.reminded_at ? { sentAt: date(row.reminded_at) } : null,
  }));
}

/** The lines of these orders, by order (custom paint with its code and swatch). */
async function orderLines(db: DbHandle, orderIds: string[]): Promise<Map<string, LostLine[]>> {
  const { rows: lineRows } = await db.execute<{
    order_id: string;
    name: string;
    details: string | null;
    quantity: number;
    unit_price_ttc: number;
    code: string | null;
    swatch: string | null;
  }>(sql`
    select order_id, name, details, quantity, unit_price_ttc, colour->>'code' as code,
           colour->>'cssPreview' as swatch
      from order_items where order_id = any(${sql.param(orderIds)}::uuid[])
     order by id`);
  const linesOf = new Map<string, LostLine[]>();
  for (const line of lineRows) {
    const list = linesOf.get(line.order_id) ?? [];
    list.push({
      name: line.name,
      details: line.details,
      quantity: Number(line.quantity),
      unitTtcCents: Number(line.unit_price_ttc),
      colourCode: line.code,
      swatch: line.swatch,
    });
    linesOf.set(line.order_id, list);
  }
  return linesOf;
}

/** Orders still waiting for their payment, placed more than LOST_AFTER_HOURS ago. */
export async function unpaidOrders(
  db: DbHandle,
  _admin: Admin,
  now: Date = new Date(),
  /** One order only (the reminder reads the order it is about). */
  orderId?: string,
): Promise<UnpaidOrder[]> {
  const one = orderId ? sql`and o.id = ${orderId}::uuid` : sql``;
  const { rows } = await db.execute<{
    id: string;
    order_number: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    payment_method: string;
    created_at: string | Date;
    total_cents: number;
    reminded_at: string | Date | null;
  }>(sql`
    select o.id, o.order_number, o.email, o.customer->>'firstName' as first_name,
           o.customer->>'lastName' as last_name, o.payment_method, o.created_at, o.total_cents,
           r.sent_at as reminded_at
      from orders o
      left join cart_reminders r on r.kind = 'order' and r.order_id = o.id
     where o.status = 'pending' and o.payment_state = 'pending'
       and o.created_at < ${lostBefore(now)} ${one}
     order by o.created_at desc
     limit ${LOST_LIST_LIMIT}`);
  if (rows.length === 0) return [];
  const linesOf = await orderLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    email: row.email,
    name: fullName(row.first_name, row.last_name),
    paymentMethod: row.payment_method,
    createdAt: date(row.created_at),
    totalCents: Number(row.total_cents),
    lines: linesOf.get(row.id) ?? [],
    reminder: row.reminded_at ? { sentAt: date(row.reminded_at) } : null,
  }));
}

/**
 * What a reminder became: a cart's customer placed an order (not cancelled) after it, or the
 * unpaid order was paid. One lateral read per reminder on orders_user_idx / the order's key.
 */
const RECOVERY = sql`
  left join lateral (
    select o.order_number, o.total_cents from orders o
     where (r.kind = 'cart' and o.user_id = r.user_id and o.created_at > r.sent_at
            and o.status <> 'cancelled')
        or (r.kind = 'order' and o.id = r.order_id and o.payment_state = 'paid')
     order by o.created_at limit 1
  ) won on true`;

/** The last reminders sent, with what they recovered, and the totals over every reminder. */
export async function sentReminders(
  db: DbHandle,
  _admin: Admin,
): Promise<{ rows: SentReminder[]; totals: ReminderTotals }> {
  const [list, totals] = await Promise.all([
    db.execute<{
      id: string;
      kind: 'cart' | 'order';
      email: string;
      sent_at: string | Date;
      value_cents: number;
      order_number: string | null;
      won_number: string | null;
      won_cents: number | null;
    }>(sql`
      select r.id, r.kind, r.email, r.sent_at, r.value_cents, ro.order_number,
             won.order_number as won_number, won.total_cents as won_cents
        from (select * from cart_reminders order by sent_at desc limit ${LOST_LIST_LIMIT}) r
        left join orders ro on ro.id = r.order_id
        ${RECOVERY}
       order by r.sent_at desc`),
    db.execute<{ sent: string; recovered: string; recovered_cents: string }>(sql`
      select count(*) as sent, count(won.order_number) as recovered,
             coalesce(sum(won.total_cents), 0) as recovered_cents
        from cart_reminders r ${RECOVERY}`),
  ]);
  const total = totals.rows[0]!;
  return {
    rows: list.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      email: row.email,
      sentAt: date(row.sent_at),
      valueCents: Number(row.value_cents),
      orderNumber: row.order_number,
      recoveredOrderNumber: row.won_number,
      recoveredCents: row.won_cents === null ? null : Number(row.won_cents),
    })),
    totals: {
      sent: Number(total.sent),
      recovered: Number(total.recovered),
      recoveredCents: Number(total.recovered_cents),
    },
  };
}
