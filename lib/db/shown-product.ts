import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule of what the storefront shows (spec section 2): a product is shown when it is
 * active and visible in the storefront, and not in the admin's bin (`deleted_at`, issue 40 §4).
 * Every read of products that a shopper sees uses this fragment, on the products table (`products`, as Drizzle names it) or its alias in raw SQL
 * (`p`). Constant SQL (no parameter), so the search's generic plans keep it as written.
 */
export function productShown(alias: 'products' | 'p' = 'products'): SQL {
  return sql.raw(
    `(${alias}.is_active and ${alias}.visible_in_frontend and ${alias}.deleted_at is null)`,
  );
}
