import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import type { StockFacts } from './stock';
import { productShown } from '@/lib/db/shown-product';

/**
 * The live stock of a product or one of its variants (spec section 7: products by id,
 * product_variants with their product's name and unlimited_stock). Null when the product or
 * variant does not exist or is no longer sold.
 */
export async function stockFacts(
  db: DbHandle,
  productId: string,
  variantId: string | null,
): Promise<StockFacts | null> {
  const { rows } = await db.execute<{
    name: string;
    variant_name: string | null;
    stock: number;
    unlimited: boolean;
  }>(
    variantId
      ? sql`select p.name, v.variant_name, v.stock_quantity as stock, p.unlimited_stock as unlimited
            from product_variants v join products p on p.id = v.product_id
            where v.id = ${variantId}::uuid and v.product_id = ${productId}::uuid
              and v.is_active and ${productShown('p')}`
      : sql`select p.name, null as variant_name, p.stock_quantity as stock,
              p.unlimited_stock as unlimited
            from products p
            where p.id = ${productId}::uuid and ${productShown('p')}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.variant_name ? `${row.name} – ${row.variant_name}` : row.name,
    stock: row.stock,
    unlimited: row.unlimited,
  };
}
