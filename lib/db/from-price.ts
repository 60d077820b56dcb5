/**
 * « À partir de »: the lowest price a shopper can pay for a product — its cheapest active
 * variant in stock when it has any (the cheapest active one when none is in stock), its own price
 * otherwise — and whether it is a « from » price (an active variant costs more). One rule for the listing cards (lib/catalogue/listing-sql.ts),
 * the search dropdown (lib/search/products.ts) and the product page (`fromPrice` in
 * lib/catalogue/purchase.ts, kept there so the page's client code carries no SQL).
 */
import { sql, type SQL } from 'drizzle-orm';

/** The figures of one product's active variants (`v`), with the cheapest in stock apart. */
const FIGURES = `count(*)::int as n, min(v.price_ttc) as min_ttc, max(v.price_ttc) as max_ttc,
      min(v.price_ht) as min_ht, max(v.stock_quantity) as max_stock,
      min(v.price_ttc) filter (where v.stock_quantity > 0) as min_ttc_stock,
      min(v.price_ht) filter (where v.stock_quantity > 0) as min_ht_stock`;

/**
 * The active variants' figures of product `p`, as the columns `va.n`, `va.min_ttc`,
 * `va.max_ttc`, `va.min_ht`, `va.max_stock`, `va.min_ttc_stock`, `va.min_ht_stock`: a lateral
 * join for a few rows (the dropdown).
 */
export const VARIANT_FIGURES_LATERAL: SQL = sql.raw(`left join lateral (
    select ${FIGURES}
    from product_variants v where v.product_id = p.id and v.is_active
  ) va on true`);

/** The same figures for every product at once (a listing), joined on `va.product_id`. */
export const VARIANT_FIGURES_GROUPED: SQL = sql.raw(`left join (
      select v.product_id, ${FIGURES}
      from product_variants v where v.is_active group by v.product_id
    ) va on va.product_id = p.id`);

/** A variant counts as in stock when it has units or its product's stock is unlimited. */
const cheapest = (column: 'ttc' | 'ht') =>
  `(case when p.unlimited_stock then va.min_${column} else coalesce(va.min_${column}_stock, va.min_${column}) end)`;

/** Over `p` and its `va` figures: the « from » price TTC and HT, and the « from » flag. */
export const FROM_PRICE_TTC: SQL = sql.raw(
  `(case when p.has_variants and va.n > 0 then ${cheapest('ttc')} else p.price_ttc end)`,
);
export const FROM_PRICE_HT: SQL = sql.raw(
  `(case when p.has_variants and va.n > 0 then ${cheapest('ht')} else p.price_ht end)`,
);
export const PRICE_IS_FROM: SQL = sql.raw(
  `coalesce(p.has_variants and va.max_ttc > ${cheapest('ttc')}, false)`,
);
