/**
 * Product search in Postgres: every word of the term must be found in the name, the reference
 * code or the brand (accents and case ignored), through the trigram indexes.
 * Relevance: exact reference, then names starting with the term, then names containing it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { productShown } from '@/lib/db/shown-product';
import type { DbHandle } from '@/lib/db/handle';
import { parseQuery, type SearchQuery } from './normalise';
import {
  allWords,
  codeEquals,
  contains,
  expr,
  inPrefixOrder,
  limitTo,
  startsWith,
  startsWithRange,
  textMatch,
  uuidArray,
} from './sql';
import type { ProductHit } from './types';
import { loadBrands, matchBrands, type BrandMatches } from './brands';
import { productPath } from '@/lib/urls';
import { FROM_PRICE_TTC, PRICE_IS_FROM, VARIANT_FIGURES_LATERAL } from '@/lib/db/from-price';

export type ProductRow = {
  id: string;
  name: string;
  slug: string;
  reference_code: string | null;
  brand_name: string | null;
  image_url: string | null;
  price_ttc: number;
  has_variants: boolean;
  price_from: boolean;
  in_stock: boolean;
};

const visible = productShown('p');

function brandIn(brands: BrandMatches, key: string): SQL[] {
  const ids = brands.get(key);
  return ids && ids.length > 0 ? [sql`p.brand_id = any(${uuidArray(ids)})`] : [];
}

/** The product condition, or null when the term gives the index nothing to narrow on. */
function productMatch(query: SearchQuery, brands: BrandMatches): SQL | null {
  if (!query.searchable) return null;
  const words = allWords(
    query,
    (w) =>
      sql.join(
        [
          sql`${expr.productName} ilike ${contains(w)}`,
          sql`${expr.productRef} ilike ${contains(w)}`,
          ...brandIn(brands, w),
        ],
        sql` or `,
      ),
    (w) =>
      sql`(${expr.productName} || ' ') ilike ${contains(w)} or (${expr.productRef} || ' ') ilike ${contains(w)}`,
  );
  if (words) return words;
  // Two-character terms (« 3m », « ab »): word starts only.
  const f = query.folded;
  const name = textMatch(expr.productName, f);
  if (!name) return null;
  return sql.join(
    [name, sql`${expr.productRef} ilike ${startsWith(f)}`, ...brandIn(brands, f)],
    sql` or `,
  );
}

/**
 * The search's product condition (alias `p`) for another listing: the catalogue's listing of
 * /catalog?search= filters and sorts the products this finds. `false` when nothing can match.
 */
export async function productSearchCondition(db: DbHandle, term: string): Promise<SQL> {
  const query = parseQuery(term);
  if (!query.searchable) return sql`false`;
  return productMatch(query, matchBrands(await loadBrands(db), query)) ?? sql`false`;
}

/**
 * Only ranks rows already found, so it need not match an index: the two-argument unaccent
 * (a C function) folds the name several times cheaper than the IMMUTABLE SQL wrapper.
 */
const rankedName = sql.raw(`lower(public.unaccent('public.unaccent'::regdictionary, p.name))`);

/**
 * The term as a name starts: its words' stems when they start the term (« ponceuses » →
 * « ponceuse », so the plural ranks and finds names as the singular does), else the term.
 */
function namePrefix(query: SearchQuery): string {
  const stemmed = query.stems.join(' ');
  return query.folded.startsWith(stemmed) ? stemmed : query.folded;
}

function relevance(query: SearchQuery): SQL {
  const f = query.folded;
  const name = namePrefix(query);
  return sql`(case
    when ${expr.productRef} = ${f} then 4
    when ${rankedName} like ${startsWith(name)} then 3
    when ${rankedName} like ${contains(name)} then 2
    else 1 end)`;
}

// The price is the listing cards' « À partir de » (lib/db/from-price.ts), read over the
// variants of the few rows shown.
const columns = sql`p.id, p.name, p.slug, p.reference_code, b.name as brand_name,
  p.image_urls[1] as image_url, ${FROM_PRICE_TTC} as price_ttc, p.has_variants,
  ${PRICE_IS_FROM} as price_from,
  (p.unlimited_stock or p.stock_quantity > 0) as in_stock`;

function toHit(r: ProductRow): ProductHit {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    url: productPath(r.slug),
    referenceCode: r.reference_code,
    brandName: r.brand_name,
    imageUrl: r.image_url,
    priceTtc: r.price_ttc,
    hasVariants: r.has_variants,
    priceFrom: r.price_from,
    inStock: r.in_stock,
  };
}

/** Part of a search statement (see `searchStatement`): its CTEs and what is selected. */
export type ProductPart = {
  ctes: SQL[];
  /** The best `limit` products, in order, as a JSON array of rows. */
  items: SQL;
  /** Matches found, up to the bound. */
  total: SQL;
};

/**
 * The dropdown's products: the best `limit` among at most `cap` matches, plus the number of
 * matches (`more` when the bound was reached). Exact references and names starting with the
 * term are looked up on their own so a common word still shows them first. Null when the term
 * gives the indexes nothing to narrow on.
 */
export function productSuggestionPart(
  query: SearchQuery,
  brands: BrandMatches,
  { limit, cap }: { limit: number; cap: number },
): ProductPart | null {
  const match = productMatch(query, brands);
  if (!match) return null;
  const f = query.folded;
  const exact = codeEquals(expr.productRef, f);
  const prefix = f ? startsWithRange(expr.productNamePrefix, namePrefix(query)) : null;
  // Each branch carries the rank, so only the `limit` best rows are read in full.
  const ranked = sql.raw('p.id, p.name, p.is_featured');
  const arm = (where: SQL, order: SQL = sql``) =>
    sql` union (select ${ranked}, ${relevance(query)} as rank from products p where ${visible} and ${where} ${order} ${limitTo(cap)})`;
  const extra = [
    ...(exact ? [arm(exact)] : []),
    ...(prefix ? [arm(prefix, inPrefixOrder(expr.productNamePrefix))] : []),
  ];
  return {
    ctes: [
      sql`product_found as (
        select ${ranked}, ${relevance(query)} as rank from products p
        where ${visible} and (${match}) ${limitTo(cap)})`,
      sql`product_cand as (select * from product_found${sql.join(extra, sql``)})`,
      sql`product_top as (select id, rank from product_cand
        order by rank desc, is_featured desc, name ${limitTo(limit)})`,
    ],
    items: sql`(select coalesce(json_agg(r order by r.ord), '[]'::json) from (
      select ${columns}, row_number() over (order by top.rank desc, p.is_featured desc, p.name) as ord
      from product_top top join products p on p.id = top.id left join brands b on b.id = p.brand_id
      ${VARIANT_FIGURES_LATERAL}) r)`,
    total: sql`(select count(*)::int from product_found)`,
  };
}

/** The rows of `ProductPart.items` as the dropdown shows them. */
export function productHits(rows: ReadonlyArray<ProductRow>): ProductHit[] {
  return rows.map(toHit);
}
