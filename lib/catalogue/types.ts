/**
 * The catalogue as the app sees it: what pages, components, the feed and the sitemap receive.
 * Money is integer cents (TTC is the authority, HT derived); no raw database rows leave lib.
 */
import type { HazardLabel } from '@/lib/hazard/codes';
import type { Manufacturer } from '@/lib/hazard/manufacturer';
import type { TransportClass } from '@/lib/shipping/types';
import type { SectionKey } from './sections';

export type StockState = 'in_stock' | 'low_stock' | 'out_of_stock' | 'unlimited';

type BrandRef = { slug: string; name: string };
type CategoryRef = { slug: string; name: string };

export type Category = CategoryRef & {
  description: string | null;
  section: SectionKey;
  productCount: number;
};

export type Brand = BrandRef & {
  description: string | null;
  logoUrl: string | null;
  isFeatured: boolean;
  productCount: number;
};

/** A product as a card in a listing: the lowest active variant price when it has variants. */
export type ProductSummary = {
  id: string;
  slug: string;
  name: string;
  referenceCode: string | null;
  image: string | null;
  priceTtc: number;
  priceHt: number;
  /** True when variants have different prices (the card says « À partir de »). */
  priceFrom: boolean;
  /** The legal reference of an announced reduction of this price (lib/pricing/reduction.ts). */
  reductionReferenceTtc?: number | null;
  variantCount: number;
  stock: StockState;
  brand: BrandRef | null;
};

export type ProductVariant = {
  id: string;
  name: string;
  volumeLiters: number | null;
  referenceCode: string | null;
  priceTtc: number;
  priceHt: number;
  stockQuantity: number;
  stock: StockState;
  isDefault: boolean;
  /** Its CLP label: its own when it overrides the product's, else the product's. */
  hazard: HazardLabel;
};

export type ProductDetail = {
  id: string;
  slug: string;
  name: string;
  referenceCode: string | null;
  description: string | null;
  shortDescription: string | null;
  images: string[];
  priceTtc: number;
  priceHt: number;
  stockQuantity: number;
  unlimitedStock: boolean;
  stock: StockState;
  brand: BrandRef | null;
  categories: (CategoryRef & { section: SectionKey })[];
  variants: ProductVariant[];
  packagingType: 'pot' | 'bombe' | 'stylo' | null;
  volumeLiters: number | null;
  weightKg: number | null;
  /** A 2K product: REACH Annex XVII entry 74 statement on its page. */
  containsDiisocyanates: boolean;
  /** CLP label shown before the buy button (issue 39 §2). */
  hazard: HazardLabel;
  /** GPSR art. 19 (issue 39 §3): the brand's maker, null when unknown. */
  manufacturer: Manufacturer | null;
  safetyWarnings: string | null;
  updatedAt: string;
  /** The legal reference of the reduction the product announces (lib/pricing/reduction.ts). */
  reductionReferenceTtc?: number | null;
  /** Dangerous-goods class: which carriers may carry it (its delivery estimate). */
  transportClass: TransportClass;
};

export type Facet = { slug: string; name: string; count: number };

export type ListingResult = {
  items: ProductSummary[];
  total: number;
  /** The page actually shown (the requested one, clamped to the last page). */
  page: number;
  pageCount: number;
  pageSize: number;
  facets: { categories: Facet[]; brands: Facet[] };
  /** Cheapest and dearest product matching every filter but the price, in cents (or null). */
  priceBounds: { min: number; max: number } | null;
};

/** A shown product as the shopping feed and the sitemap need it. */
export type FeedProduct = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  referenceCode: string | null;
  image: string | null;
  priceTtc: number;
  stockQuantity: number;
  unlimitedStock: boolean;
  brandName: string | null;
  category: (CategoryRef & { section: SectionKey }) | null;
  variants: {
    id: string;
    name: string;
    referenceCode: string | null;
    priceTtc: number;
    stockQuantity: number;
  }[];
};
