import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { productShown } from '@/lib/db/shown-product';

export type StockLine = {
  key: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  /** The unit prices the order was priced with (re-checked on the locked row). */
  priceTtc: number;
  /** Re-checked too when the buyer is a professional (undefined: not checked). */
  proPriceTtc?: number | null;
  /** A repair kit's component: its name for the refusal (the order line is the kit's). */
  name?: string;
};

/** Lines in one fixed order (products by id, then variants by id) so buyers never deadlock. */
function byLockOrder(a: StockLine, b: StockLine): number {
  const ka = `${a.variantId ? 1 : 0}${a.variantId ?? a.productId}`;
  const kb = `${b.variantId ? 1 : 0}${b.variantId ?? b.productId}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * The lines that take stock, products then variants, each in lock order: the rows are locked in
 * id order, products before variants, so two buyers of the same products never deadlock.
 */
export function inLockOrder(lines: StockLine[]): { products: StockLine[]; variants: StockLine[] } {
  const sorted = [...lines].sort(byLockOrder);
  return {
    products: sorted.filter((l) => !l.variantId),
    variants: sorted.filter((l) => l.variantId),
  };
}

/**
 * The lines as rows (id, quantity, price, pro, check_pro), in the order given. The `limit` tells
 * the planner how many there are (a set-returning function counts for 100 rows otherwise): it
 * then looks each one up by its key instead of scanning the table and hashing the lines, so rows
 * are locked in the lines' order.
 */
function values(list: StockLine[]) {
  return sql`(select * from rows from (jsonb_to_recordset(${JSON.stringify(
    list.map((l) => ({
      id: l.variantId ?? l.productId,
      quantity: l.quantity,
      price: l.priceTtc,
      pro: l.proPriceTtc ?? null,
      checkPro: l.proPriceTtc !== undefined,
    })),
  )}::jsonb) as (id uuid, quantity int, price int, pro int, "checkPro" boolean))
      with ordinality as x(id, quantity, price, pro, check_pro, position)
      order by position limit ${list.length})`;
}

/**
 * The conditional UPDATE taking the stock of products without variants (`returning id, slug`
 * of each row taken): a row is taken only while still shown, with enough stock, at the price
 * the order was priced with. Lines in lock order (inLockOrder).
 */
export function takeProductsSql(products: StockLine[]): SQL {
  return sql`
      update products p set stock_quantity = p.stock_quantity - l.quantity
      from ${values(products)} l
      where p.id = l.id and not p.unlimited_stock and p.stock_quantity >= l.quantity
        and ${productShown('p')} and p.price_ttc = l.price
        and (not l.check_pro or p.pro_price_ttc is not distinct from l.pro)
      returning p.id, p.slug`;
}

/** The same for variants (`returning id, slug` of their product). */
export function takeVariantsSql(variants: StockLine[]): SQL {
  return sql`
      update product_variants v set stock_quantity = v.stock_quantity - l.quantity
      from ${values(variants)} l, products p
      where v.id = l.id and p.id = v.product_id and not p.unlimited_stock
        and v.stock_quantity >= l.quantity and v.is_active and ${productShown('p')}
        and v.price_ttc = l.price
      returning v.id, p.slug`;
}

/**
 * Why a line was not taken (read after the failed UPDATE, in the same transaction): its
 * product made unlimited since it was priced ('untracked': nothing to take or give back),
 * not enough stock ('short'), or changed ('changed': price, shown, variant withdrawn).
 */
export async function lineMiss(
  db: DbHandle,
  line: StockLine,
): Promise<'untracked' | 'short' | 'changed'> {
  const { rows } = await db.execute<{ unlimited: boolean; stock: number | null }>(sql`
    select p.unlimited_stock as unlimited,
      ${line.variantId ? sql`(select stock_quantity from product_variants where id = ${line.variantId}::uuid)` : sql`p.stock_quantity`} as stock
    from products p where p.id = ${line.productId}::uuid`);
  const row = rows[0];
  if (!row || row.stock === null) return 'changed';
  if (row.unlimited) return 'untracked';
  return row.stock < line.quantity ? 'short' : 'changed';
}

/**
 * Puts an order's stock back on the shelves, once: stock_released_at is set in the same
 * statement that claims the release, so two releases (a cancellation racing the expiry job)
 * never both add. Returns false when it was already released.
 */
export async function releaseOrderStock(db: DbHandle, orderId: string): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update orders set stock_released_at = now(), updated_at = now()
    where id = ${orderId}::uuid and stock_released_at is null
    returning id`);
  if (rows.length === 0) return false;
  await db.execute(sql`
    update product_variants v set stock_quantity = v.stock_quantity + i.quantity
    from (select variant_id, sum(quantity)::int as quantity from order_items
          where order_id = ${orderId}::uuid and stock_tracked and variant_id is not null
          group by variant_id) i
    where v.id = i.variant_id`);
  await db.execute(sql`
    update products p set stock_quantity = p.stock_quantity + i.quantity
    from (select product_id, sum(quantity)::int as quantity from order_items
          where order_id = ${orderId}::uuid and stock_tracked and variant_id is null
          group by product_id) i
    where p.id = i.product_id and not p.unlimited_stock`);
  await releaseKitComponents(db, orderId);
  return true;
}

/** A repair kit line's components whose stock was taken go back too (order_items.kit). */
async function releaseKitComponents(db: DbHandle, orderId: string): Promise<void> {
  const components = sql`(select (c->>'productId')::uuid as product_id,
        (c->>'variantId')::uuid as variant_id, sum(i.quantity * (c->>'quantity')::int)::int as quantity
      from order_items i, jsonb_array_elements(i.kit->'components') c
      where i.order_id = ${orderId}::uuid and i.kit is not null and i.stock_tracked
        and (c->>'tracked')::boolean
      group by 1, 2)`;
  await db.execute(sql`
    update product_variants v set stock_quantity = v.stock_quantity + k.quantity
    from ${components} k where k.variant_id is not null and v.id = k.variant_id`);
  await db.execute(sql`
    update products p set stock_quantity = p.stock_quantity + k.quantity
    from ${components} k
    where k.variant_id is null and p.id = k.product_id and not p.unlimited_stock`);
}
