import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';

export type StockLine = {
  productId: string;
  variantId: string | null;
  quantity: number;
};

/**
 * Takes stock for one line with a conditional UPDATE (its row lock orders concurrent buyers;
 * nobody reads a count and writes it back). 'short' when there is not enough: the caller rolls
 * its transaction back. Unlimited products take nothing ('untracked').
 */
export async function takeStock(
  db: DbHandle,
  line: StockLine,
): Promise<'taken' | 'untracked' | 'short'> {
  const { rows } = line.variantId
    ? await db.execute<{ id: string }>(sql`
        update product_variants v set stock_quantity = v.stock_quantity - ${line.quantity}
        from products p
        where v.id = ${line.variantId}::uuid and p.id = v.product_id
          and not p.unlimited_stock and v.stock_quantity >= ${line.quantity}
        returning v.id`)
    : await db.execute<{ id: string }>(sql`
        update products set stock_quantity = stock_quantity - ${line.quantity}
        where id = ${line.productId}::uuid
          and not unlimited_stock and stock_quantity >= ${line.quantity}
        returning id`);
  if (rows.length > 0) return 'taken';
  const { rows: unlimited } = await db.execute<{ id: string }>(
    sql`select id from products where id = ${line.productId}::uuid and unlimited_stock`,
  );
  return unlimited.length > 0 ? 'untracked' : 'short';
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
  return true;
}
