/** What the search returns to pages, the route handler and the browser (plain JSON). */

export type ProductHit = {
  id: string;
  name: string;
  slug: string;
  /** /product/{slug} */
  url: string;
  referenceCode: string | null;
  brandName: string | null;
  imageUrl: string | null;
  /** Tax included, integer cents. */
  priceTtc: number;
  hasVariants: boolean;
  /** « À partir de »: the active variants' prices differ (lib/db/from-price.ts). */
  priceFrom: boolean;
  inStock: boolean;
};

export type ColourHit = {
  id: string;
  code: string;
  name: string;
  category: string;
  cssPreview: string | null;
  imageUrl: string | null;
  manufacturerName: string | null;
  manufacturerSlug: string | null;
  /** The colour's one address (canonicalColourUrl(): a two-tone colour's bi-tone page). */
  url: string;
  score: number;
  /** The shade variant the term named (« EWP plus claire »; lib/search/shades.ts). */
  shade?: { name: string; code: string | null } | null;
};

export type HitGroup<T> = {
  items: T[];
  /** Matches found; when `more` is true there are more than this (shown « 100+ »). */
  total: number;
  more: boolean;
};

export type Suggestions = {
  term: string;
  products: HitGroup<ProductHit>;
  colours: HitGroup<ColourHit>;
};

export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  /** The colour pages rank a bounded number of candidates; true when that bound was reached. */
  truncated?: boolean;
};
