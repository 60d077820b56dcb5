/**
 * Listing state in the URL: parsing (every bad value is ignored or clamped, never an error),
 * normalisation (one object per distinct listing, the cache key) and the query strings of
 * links and GET forms. Pure: used by pages, the search results page and tests alike.
 */
import type { SectionKey } from './sections';

export const SORT_KEYS = [
  'pertinence',
  'prix-croissant',
  'prix-decroissant',
  'nom',
  'nouveautes',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'pertinence';

export const PAGE_SIZE = 12;
export const MAX_PAGE = 10_000;
/** Highest accepted price bound, in cents (1 000 000 €). */
const MAX_PRICE_CENTS = 100_000_000;
/** Most choices one facet keeps from a URL (more are dropped, never an error). */
export const MAX_FACET_CHOICES = 20;

/** URL parameter names, in the order links write them. */
export const PARAM = {
  category: 'categorie',
  brand: 'marque',
  minPrice: 'prix_min',
  maxPrice: 'prix_max',
  inStock: 'en_stock',
  sort: 'tri',
  page: 'page',
} as const;
export const LISTING_PARAM_KEYS: readonly string[] = Object.values(PARAM);

/**
 * What the shopper chose (from the URL). Prices in cents. Categories and brands are several
 * choices each (a product matches any of them), sorted and distinct: `?marque=a&marque=b`.
 */
export type ListingFilters = {
  categories: string[];
  brands: string[];
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: SortKey;
  page: number;
};

/** What the page fixes: a section, a category or a brand page, or a search term. */
export type ListingScope = {
  section?: SectionKey | null;
  category?: string | null;
  brand?: string | null;
  search?: string | null;
};

/** One listing request: the cache key of `getListing`, so always built by `listingQuery`. */
export type ListingQuery = ListingFilters & { section: SectionKey | null; search: string | null };

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const DEFAULT_FILTERS: ListingFilters = {
  categories: [],
  brands: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: DEFAULT_SORT,
  page: 1,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v.trim() : undefined;
}

function isSlug(value: string): boolean {
  return value.length <= 80 && SLUG.test(value);
}

/** Every valid slug of a repeated parameter (a comma list is read too), sorted and distinct. */
function slugsParam(value: string | string[] | undefined): string[] {
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter(isSlug);
  return [...new Set(values)].sort().slice(0, MAX_FACET_CHOICES);
}

/** « 12 », « 12.5 », « 12,50 » € → cents; anything else (negative, text, huge) → null. */
export function parsePrice(value: string | string[] | undefined): number | null {
  const v = first(value)?.replace(',', '.').replace(/\s|€/g, '');
  if (!v || !/^\d+(\.\d{0,2})?$/.test(v)) return null;
  const cents = Math.round(Number(v) * 100);
  return Number.isFinite(cents) && cents <= MAX_PRICE_CENTS ? cents : null;
}

function parsePage(value: string | string[] | undefined): number {
  const v = first(value);
  if (!v || !/^\d{1,9}$/.test(v)) return 1;
  return Math.min(Math.max(Number(v), 1), MAX_PAGE);
}

function parseSort(value: string | string[] | undefined): SortKey {
  const v = first(value) as SortKey | undefined;
  return v && SORT_KEYS.includes(v) ? v : DEFAULT_SORT;
}

function parseFlag(value: string | string[] | undefined): boolean {
  const v = first(value)?.toLowerCase();
  return v === '1' || v === 'on' || v === 'true' || v === 'oui';
}

/** The shopper's filters from a page's searchParams (or URLSearchParams). */
export function parseListingFilters(params: RawSearchParams | URLSearchParams): ListingFilters {
  const get = (key: string) =>
    params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
  const all = (key: string) =>
    params instanceof URLSearchParams ? params.getAll(key) : params[key];
  let minPrice = parsePrice(get(PARAM.minPrice));
  let maxPrice = parsePrice(get(PARAM.maxPrice));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    categories: slugsParam(all(PARAM.category)),
    brands: slugsParam(all(PARAM.brand)),
    minPrice: minPrice === 0 ? null : minPrice,
    maxPrice,
    inStock: parseFlag(get(PARAM.inStock)),
    sort: parseSort(get(PARAM.sort)),
    page: parsePage(get(PARAM.page)),
  };
}

/** A category a listing URL may name: the active categories of the database. */
export type KnownCategory = { slug: string; section: SectionKey };

/**
 * The normalised query of a listing: the page's fixed scope wins over the URL, a category
 * outside the section (or not among `categories`, the database's active ones) is dropped, and
 * the search term is trimmed and bounded.
 */
export function listingQuery(
  filters: Partial<ListingFilters>,
  scope: ListingScope,
  categories: ReadonlyArray<KnownCategory>,
): ListingQuery {
  const merged: ListingFilters = { ...DEFAULT_FILTERS, ...filters };
  const section = scope.section ?? null;
  const allowed = (slug: string) => {
    const known = categories.find((c) => c.slug === slug)?.section;
    return known !== undefined && (!section || known === section);
  };
  const search = scope.search?.trim().replace(/\s+/g, ' ').slice(0, 100) || null;
  return {
    categories: scope.category ? [scope.category] : merged.categories.filter(allowed),
    brands: scope.brand ? [scope.brand] : merged.brands,
    minPrice: merged.minPrice,
    maxPrice: merged.maxPrice,
    inStock: merged.inStock,
    sort: merged.sort,
    page: merged.page,
    section,
    search,
  };
}

/** Cents → the euro text of a price input (« 12 », « 12.5 »). */
export function priceParam(cents: number): string {
  return String(Number((cents / 100).toFixed(2)));
}

/**
 * The query string of a listing URL: only what differs from the defaults, in a stable order,
 * without what the page fixes (its category or brand). '' when nothing is set.
 */
export function listingSearch(
  filters: Partial<ListingFilters>,
  fixed: { category?: boolean; brand?: boolean } = {},
): string {
  const f = { ...DEFAULT_FILTERS, ...filters };
  const params = new URLSearchParams();
  if (!fixed.category) for (const slug of f.categories) params.append(PARAM.category, slug);
  if (!fixed.brand) for (const slug of f.brands) params.append(PARAM.brand, slug);
  if (f.minPrice !== null) params.set(PARAM.minPrice, priceParam(f.minPrice));
  if (f.maxPrice !== null) params.set(PARAM.maxPrice, priceParam(f.maxPrice));
  if (f.inStock) params.set(PARAM.inStock, '1');
  if (f.sort !== DEFAULT_SORT) params.set(PARAM.sort, f.sort);
  if (f.page > 1) params.set(PARAM.page, String(f.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search term's parameter (/catalog?search=…): listing links and forms keep it first. */
export const SEARCH_PARAM = 'search';

/** `?search=…&…`: the search term, then a listing query string (from listingSearch). */
export function withSearch(search: string | null | undefined, queryString: string): string {
  if (!search) return queryString;
  const term = `${SEARCH_PARAM}=${encodeURIComponent(search)}`;
  return queryString ? `?${term}&${queryString.slice(1)}` : `?${term}`;
}

/**
 * True when a facet holds several choices: such combinations multiply without end, so their
 * pages are not indexed (one choice per facet keeps its own indexable address).
 */
export function hasMultipleChoices(
  filters: Pick<ListingFilters, 'categories' | 'brands'>,
): boolean {
  return filters.categories.length > 1 || filters.brands.length > 1;
}

/** True when the filters differ from the unfiltered first page. */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return listingSearch({ ...filters, page: 1, sort: DEFAULT_SORT }) !== '';
}
