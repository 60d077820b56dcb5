import 'server-only';
import { sql } from 'drizzle-orm';
import { NET_OF_REFUNDS, SHOP_TIME_ZONE } from '@/lib/admin/dashboard/queries';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';

/**
 * The analytics screen (`/admin/analytics`), over a period chosen in the address
 * (`?periode=jour|semaine|mois`): the last 30 days, 12 weeks or 12 months, in Paris time.
 * - sales: paid orders (not cancelled) and their revenue TTC net of refunds per day, week or
 *   month (lib/admin/dashboard/queries.ts, NET_OF_REFUNDS);
 * - top products and top colours: quantities and revenue from the order lines' snapshots of
 *   the orders placed in the period (not cancelled, not refunded in full);
 * - promotion use: `promotion_uses` of the period per promotion, cancelled orders left out as
 *   everywhere else;
 * - searches that found nothing (`search_misses`, anonymous), most frequent first.
 * Every read is bounded by the period (orders_admin_created_idx, promotion_uses_created_idx)
 * and a LIMIT.
 */
export const PERIODS = {
  jour: { unit: 'day', buckets: 30 },
  semaine: { unit: 'week', buckets: 12 },
  mois: { unit: 'month', buckets: 12 },
} as const;
export type Period = keyof typeof PERIODS;
const DEFAULT_PERIOD: Period = 'jour';
const TOP_LIMIT = 10;
export const MISSES_LIMIT = 50;

export function parsePeriod(value: unknown): Period {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' && raw in PERIODS ? (raw as Period) : DEFAULT_PERIOD;
}

/** The first bucket's start (Paris time) and the moment the period ends. */
function range(period: Period, now: Date) {
  const { unit, buckets } = PERIODS[period];
  const first = sql`(date_trunc(${unit}, ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}) - ${`${buckets - 1} ${unit}`}::interval)`;
  return { unit, first, start: sql`(${first} at time zone ${SHOP_TIME_ZONE})` };
}

export type SalesBucket = { start: string; orders: number; revenueTtcCents: number };

/** Paid orders and revenue TTC net of refunds per bucket (zeros included), oldest first. */
export async function salesByPeriod(
  db: DbHandle,
  _admin: Admin,
  period: Period,
  now: Date = new Date(),
): Promise<SalesBucket[]> {
  const { unit, first, start } = range(period, now);
  const { rows } = await db.execute<{ bucket: string; orders: string; revenue: string }>(sql`
    with buckets as (
      select generate_series(${first}, date_trunc(${unit}, ${now}::timestamptz at time zone ${SHOP_TIME_ZONE}),
                             ${`1 ${unit}`}::interval) as bucket
    ),
    paid as (
      select date_trunc(${unit}, o.created_at at time zone ${SHOP_TIME_ZONE}) as bucket,
             net.ttc as total_cents
        from orders o ${NET_OF_REFUNDS}
       where o.created_at >= ${start} and o.created_at <= ${now}::timestamptz
         and o.payment_state = 'paid' and o.status <> 'cancelled'
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as bucket, count(paid.bucket) as orders,
           coalesce(sum(paid.total_cents), 0) as revenue
      from buckets b left join paid on paid.bucket = b.bucket
     group by b.bucket order by b.bucket`);
  return rows.map((row) => ({
    start: row.bucket,
    orders: Number(row.orders),
    revenueTtcCents: Number(row.revenue),
  }));
}

export type TopProduct = {
  productId: string | null;
  name: string;
  quantity: number;
  revenueTtcCents: number;
};
export type TopColour = {
  code: string;
  name: string | null;
  manufacturer: string | null;
  swatch: string | null;
  quantity: number;
  revenueTtcCents: number;
};
export type PromotionUse = {
  promotionId: string;
  code: string;
  name: string;
  uses: number;
  discountCents: number;
};

/** Lines of the period's orders (not cancelled, not given back in full). */
const periodLines = (start: ReturnType<typeof range>['start'], now: Date) => sql`
  order_items i join orders o on o.id = i.order_id
  where o.created_at >= ${start} and o.created_at <= ${now}::timestamptz
    and o.status not in ('cancelled', 'refunded')`;

/** The products sold most (catalogue lines: custom paints are in topColours). */
export async function topProducts(
  db: DbHandle,
  _admin: Admin,
  period: Period,
  now: Date = new Date(),
): Promise<TopProduct[]> {
  const { start } = range(period, now);
  const { rows } = await db.execute<{
    product_id: string | null;
    name: string;
    quantity: string;
    revenue: string;
  }>(sql`
    select i.product_id, min(i.name) as name, sum(i.quantity) as quantity,
           sum(i.total_ttc) as revenue
      from ${periodLines(start, now)} and not i.is_custom_paint
     group by i.product_id, case when i.product_id is null then i.name end
     order by sum(i.quantity) desc, sum(i.total_ttc) desc
     limit ${TOP_LIMIT}`);
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    quantity: Number(row.quantity),
    revenueTtcCents: Number(row.revenue),
  }));
}

/** The colours mixed most (custom paint lines, by code and maker). */
export async function topColours(
  db: DbHandle,
  _admin: Admin,
  period: Period,
  now: Date = new Date(),
): Promise<TopColour[]> {
  const { start } = range(period, now);
  const { rows } = await db.execute<{
    code: string;
    name: string | null;
    manufacturer: string | null;
    swatch: string | null;
    quantity: string;
    revenue: string;
  }>(sql`
    select i.colour->>'code' as code, min(i.colour->>'name') as name,
           i.colour->>'manufacturer' as manufacturer, min(i.colour->>'cssPreview') as swatch,
           sum(i.quantity) as quantity, sum(i.total_ttc) as revenue
      from ${periodLines(start, now)} and i.is_custom_paint and i.colour->>'code' is not null
     group by i.colour->>'code', i.colour->>'manufacturer'
     order by sum(i.quantity) desc, sum(i.total_ttc) desc
     limit ${TOP_LIMIT}`);
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    manufacturer: row.manufacturer,
    swatch: row.swatch,
    quantity: Number(row.quantity),
    revenueTtcCents: Number(row.revenue),
  }));
}

/** Uses of each promotion in the period and the discount they gave. */
export async function promotionUse(
  db: DbHandle,
  _admin: Admin,
  period: Period,
  now: Date = new Date(),
): Promise<PromotionUse[]> {
  const { start } = range(period, now);
  const { rows } = await db.execute<{
    promotion_id: string;
    code: string;
    name: string;
    uses: string;
    discount: string;
  }>(sql`
    select p.id as promotion_id, p.code, p.name, count(*) as uses,
           coalesce(sum(u.discount_cents), 0) as discount
      from promotion_uses u join promotions p on p.id = u.promotion_id
      join orders o on o.id = u.order_id
     where u.created_at >= ${start} and u.created_at <= ${now}::timestamptz
       and o.status <> 'cancelled'
     group by p.id, p.code, p.name
     order by count(*) desc, p.code
     limit ${TOP_LIMIT * 2}`);
  return rows.map((row) => ({
    promotionId: row.promotion_id,
    code: row.code,
    name: row.name,
    uses: Number(row.uses),
    discountCents: Number(row.discount),
  }));
}

export type SearchMiss = { query: string; count: number; lastSeenAt: Date };

/** The searches that found nothing, most frequent first (search_misses_count_idx). */
export async function searchMisses(
  db: DbHandle,
  _admin: Admin,
  limit = MISSES_LIMIT,
): Promise<SearchMiss[]> {
  const { rows } = await db.execute<{
    query: string;
    count: number;
    last_seen_at: string | Date;
  }>(sql`
    select query, count, last_seen_at from search_misses
     order by count desc, last_seen_at desc limit ${limit}`);
  return rows.map((row) => ({
    query: row.query,
    count: Number(row.count),
    lastSeenAt: new Date(row.last_seen_at),
  }));
}
