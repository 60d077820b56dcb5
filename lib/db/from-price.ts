/**
 * « À partir de »: the lowest price a shopper can pay for a product — its cheapest active
 * variant when it has any, its own price otherwise — and whether it is a « from » price (the
 * active variants' prices differ). One rule for the listing cards (lib/catalogue/listing-sql.ts),
 * the search dropdown (lib/search/products.ts) and the product page (`fromPrice` in
 * lib/catalogue/purchase.ts, kept there so the page's client code carries no SQL).
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * The active variants' figures of product `p`, as the columns `va.n`, `va.min_ttc`,
 * `va.max_ttc`, `va.min_ht`, `va.max_stock`: a lateral join for a few rows (the dropdown).
 */
export const VARIANT_FIGURES_LATERAL: SQL = sql.raw(`left join lateral (
    select count(*)::int as n, min(v.price_ttc) as min_ttc, max(v.price_ttc) as max_ttc,
      min(v.price_ht) as min_ht, max(v.stock_quantity) as max_stock
    from product_variants v where v.product_id = p.id and v.is_active
  ) va on true`);

/** The same figures for every product at once (a listing), joined on `va.product_id`. */
export const VARIANT_FIGURES_GROUPED: SQL = sql.raw(`left join (
      select v.product_id, count(*)::int as n, min(v.price_ttc) as min_ttc,
        max(v.price_ttc) as max_ttc, min(v.price_ht) as min_ht, max(v.stock_quantity) as max_stock
      from product_variants v where v.is_active group by v.product_id
    ) va on va.product_id = p.id`);

/** Over `p` and its `va` figures: the « from » price TTC and HT, and the « from » flag. */
export const FROM_PRICE_TTC: SQL = sql.raw(
  '(case when p.has_variants and va.n > 0 then va.min_ttc else p.price_ttc end)',
);
export const FROM_PRICE_HT: SQL = sql.raw(
  '(case when p.has_variants and va.n > 0 then va.min_ht else p.price_ht end)',
);
export const PRICE_IS_FROM: SQL = sql.raw(
  'coalesce(p.has_variants and va.max_ttc > va.min_ttc, false)',
);
