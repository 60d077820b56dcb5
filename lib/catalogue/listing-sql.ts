import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { productShown } from '@/lib/db/shown-product';
import {
  FROM_PRICE_HT,
  FROM_PRICE_TTC,
  PRICE_IS_FROM,
  VARIANT_FIGURES_GROUPED,
} from '@/lib/db/from-price';
import { productSearchCondition } from '@/lib/search/products';
import { PAGE_SIZE, type ListingQuery } from './filters';
import { stockState } from './stock';
import type { Facet, ListingResult, ProductSummary } from './types';
import type { DbHandle } from '@/lib/db/handle';

/**
 * The listing in SQL. `scopedProducts` is every shown product of the scope (section, search)
 * with its effective price and stock: its cheapest active variant's price and best-stocked
 * variant when it has variants, its own otherwise. `listProducts` reads one page, the total,
 * the facet counts and the price bounds in one statement over that set computed once.
 */
export function scopedProducts(query: Pick<ListingQuery, 'section'>, search?: SQL): SQL {
  const conditions: SQL[] = [productShown('p')];
  if (query.section) {
    conditions.push(sql`exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
      where pt.product_id = p.id and c.section = ${query.section} and c.is_active)`);
  }
  // A search term is matched by the search module (words in name, reference or brand; accents,
  // case and LIKE characters handled; index-backed), like the header's suggestions.
  if (search) conditions.push(sql`(${search})`);
  return sql`select p.id, p.slug, p.name, p.reference_code, p.image_urls[1] as image,
      p.is_featured, p.created_at, p.unlimited_stock,
      b.slug as brand_slug, b.name as brand_name,
      coalesce(va.n, 0)::int as variant_count,
      ${FROM_PRICE_TTC} as price_ttc,
      ${FROM_PRICE_HT} as price_ht,
      ${PRICE_IS_FROM} as price_from,
      ${REDUCTION_REFERENCE} as reference_ttc,
      case when p.has_variants and va.n > 0 then va.max_stock else p.stock_quantity end as stock
    from products p
    left join brands b on b.id = p.brand_id
    ${VARIANT_FIGURES_GROUPED}
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * The legal reference of an announced reduction (lib/pricing/reduction.ts) when the card's price
 * is the product's own (its default variant's): a « from » price of another variant has none.
 */
const REDUCTION_REFERENCE = sql`case when p.reduction_announced and not ${PRICE_IS_FROM}
  and ${FROM_PRICE_TTC} = p.price_ttc then p.reduction_reference_ttc end`;

type Dimension = 'category' | 'brand' | 'price';

/** The shopper's filters as conditions on `s` (the scoped products), leaving one out for facets. */
function filterConditions(query: ListingQuery, except?: Dimension): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.categories.length > 0 && except !== 'category') {
    conditions.push(sql`exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
      where pt.product_id = s.id and c.slug in ${query.categories})`);
  }
  if (query.brands.length > 0 && except !== 'brand') {
    // Any of the chosen brands; unknown (or inactive) brands in the URL are ignored, and a URL
    // naming only such brands is no filter at all, not an empty listing.
    conditions.push(sql`(s.brand_slug in ${query.brands}
      or not exists (select 1 from brands b where b.slug in ${query.brands} and b.is_active))`);
  }
  if (query.minPrice !== null && except !== 'price') {
    conditions.push(sql`s.price_ttc >= ${query.minPrice}`);
  }
  if (query.maxPrice !== null && except !== 'price') {
    conditions.push(sql`s.price_ttc <= ${query.maxPrice}`);
  }
  if (query.inStock) conditions.push(sql`(s.unlimited_stock or s.stock > 0)`);
  return sql.join(conditions, sql` and `);
}

/**
 * The order of a listing. Under « Pertinence » (the default) what can be bought comes first:
 * out-of-stock products go after every available one, then featured, then by name; a search
 * keeps an exact reference first (the shopper typed it), then availability, then likeness.
 */
function orderBy(query: Pick<ListingQuery, 'sort' | 'search'>): SQL {
  const inStockFirst = sql`(s.unlimited_stock or s.stock > 0) desc`;
  switch (query.sort) {
    case 'prix-croissant':
      return sql`s.price_ttc asc, s.name asc, s.id`;
    case 'prix-decroissant':
      return sql`s.price_ttc desc, s.name asc, s.id`;
    case 'nom':
      return sql`s.name collate "fr-x-icu" asc, s.id`;
    case 'nouveautes':
      return sql`s.created_at desc, s.name asc, s.id`;
    default:
      if (query.search) {
        const term = query.search.toLowerCase();
        return sql`(lower(coalesce(s.reference_code, '')) = ${term}) desc, ${inStockFirst},
          similarity(public.immutable_unaccent(lower(s.name)), public.immutable_unaccent(${term})) desc,
          s.name asc, s.id`;
      }
      return sql`${inStockFirst}, s.is_featured desc, s.name asc, s.id`;
  }
}

export type SummaryRow = {
  id: string;
  slug: string;
  name: string;
  reference_code: string | null;
  image: string | null;
  unlimited_stock: boolean;
  brand_slug: string | null;
  brand_name: string | null;
  variant_count: number;
  price_ttc: number;
  price_ht: number;
  price_from: boolean;
  reference_ttc: number | null;
  stock: number;
};

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    referenceCode: row.reference_code,
    image: row.image,
    priceTtc: Number(row.price_ttc),
    priceHt: Number(row.price_ht),
    priceFrom: Boolean(row.price_from),
    reductionReferenceTtc: row.reference_ttc == null ? null : Number(row.reference_ttc),
    variantCount: Number(row.variant_count),
    stock: stockState(Number(row.stock), row.unlimited_stock),
    brand: row.brand_slug && row.brand_name ? { slug: row.brand_slug, name: row.brand_name } : null,
  };
}

const SUMMARY_COLUMNS = sql`s.id, s.slug, s.name, s.reference_code, s.image, s.unlimited_stock,
  s.brand_slug, s.brand_name, s.variant_count, s.price_ttc, s.price_ht, s.price_from, s.reference_ttc, s.stock`;

type ListingRow = {
  total: number;
  page: number;
  items: SummaryRow[];
  brands: Facet[];
  categories: Facet[];
  min_price: number | null;
  max_price: number | null;
};

/** One page of a listing (clamped to the last page) with its total, facets and price bounds. */
export async function listProducts(db: DbHandle, query: ListingQuery): Promise<ListingResult> {
  const search = query.search ? await productSearchCondition(db, query.search) : undefined;
  const statement = sql`with s as materialized (${scopedProducts(query, search)}),
    f as (select * from s where ${filterConditions(query)}),
    meta as (select count(*)::int as total from f),
    shown_page as (select greatest(1, least(${query.page}::int,
      ceil(total / ${PAGE_SIZE}::numeric)::int)) as page from meta)
    select
      (select total from meta) as total,
      (select page from shown_page) as page,
      (select coalesce(json_agg(i order by i.ord), '[]'::json) from (
        select ${SUMMARY_COLUMNS}, row_number() over (order by ${orderBy(query)}) as ord from f s
        order by ${orderBy(query)}
        limit ${PAGE_SIZE} offset ((select page from shown_page) - 1) * ${PAGE_SIZE}) i) as items,
      (select coalesce(json_agg(b order by b.name collate "fr-x-icu", b.slug), '[]'::json) from (
        select s.brand_slug as slug, s.brand_name as name, count(*)::int as count from s
        where s.brand_slug is not null and ${filterConditions(query, 'brand')}
        group by s.brand_slug, s.brand_name) b) as brands,
      (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name, 'count', c.count)
          order by c.position, c.name), '[]'::json) from (
        select c.slug, c.name, c.position, count(*)::int as count from s
        join product_tags pt on pt.product_id = s.id
        join categories c on c.id = pt.category_id and c.is_active -- one row per (product, category)
        where ${query.section ? sql`c.section = ${query.section}` : sql`true`}
          and ${filterConditions(query, 'category')}
        group by c.slug, c.name, c.position) c) as categories,
      (select min(s.price_ttc)::int from s where ${filterConditions(query, 'price')}) as min_price,
      (select max(s.price_ttc)::int from s where ${filterConditions(query, 'price')}) as max_price`;
  const result = await db.execute(statement);
  const row = result.rows[0] as ListingRow;
  const total = Number(row.total);
  return {
    items: row.items.map(toSummary),
    total,
    page: Number(row.page),
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    pageSize: PAGE_SIZE,
    facets: { brands: row.brands, categories: row.categories },
    priceBounds:
      row.min_price !== null && row.max_price !== null
        ? { min: Number(row.min_price), max: Number(row.max_price) }
        : null,
  };
}
