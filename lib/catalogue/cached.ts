import 'server-only';
import { getDb } from '@/lib/db/client';
import { cachedRead, onceRead, type ReadMode } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import type { ListingQuery } from './filters';
import {
  getBrand,
  getCategory,
  getProductBySlug,
  listBrands,
  listCategories,
  listProductSlugs,
  listProducts,
  listRelatedProducts,
  listVariantParams,
} from './queries';
import type { SectionKey } from './sections';

/**
 * The cached catalogue reads pages call, through `cachedRead` (lib/cache/read.ts): a failure is
 * thrown, never cached. Arguments are the cache keys, so a listing is keyed by its normalised
 * query (see listingQuery). Admin writes invalidate them through lib/cache/invalidate.ts.
 */
const LISTING_FAILURE = 'catalogue : lecture de la liste de produits impossible';

export async function getListing(query: ListingQuery) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.products, TAGS.categories, TAGS.brands],
      life: 'hours',
      failure: LISTING_FAILURE,
      context: { query },
    },
    () => listProducts(getDb(), query),
  );
}

/** A listing read through the cache, or once (a term's first search: lib/search-views/reads.ts). */
export function readListing(query: ListingQuery, reads: ReadMode) {
  if (reads === 'cached') return getListing(query);
  return onceRead({ failure: LISTING_FAILURE, context: { query } }, () =>
    listProducts(getDb(), query),
  );
}

export async function getCachedCategories(section?: SectionKey) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.categories, TAGS.products],
      life: 'hours',
      failure: 'catalogue : lecture des catégories impossible',
      context: { section },
    },
    () => listCategories(getDb(), section),
  );
}

export async function getCachedCategory(slug: string) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.categories, TAGS.products],
      life: 'hours',
      failure: 'catalogue : lecture de la catégorie impossible',
      context: { slug },
    },
    () => getCategory(getDb(), slug),
  );
}

export async function getCachedBrands() {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.brands, TAGS.products],
      life: 'hours',
      failure: 'catalogue : lecture des marques impossible',
    },
    () => listBrands(getDb()),
  );
}

export async function getCachedBrand(slug: string) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.brands, TAGS.products],
      life: 'hours',
      failure: 'catalogue : lecture de la marque impossible',
      context: { slug },
    },
    () => getBrand(getDb(), slug),
  );
}

export async function getCachedProduct(slug: string) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.products, TAGS.product(slug)],
      life: 'hours',
      failure: 'catalogue : lecture du produit impossible',
      context: { slug },
    },
    () => getProductBySlug(getDb(), slug),
  );
}

export async function getCachedRelatedProducts(productId: string, categorySlugs: string[]) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.products],
      life: 'hours',
      failure: 'catalogue : lecture des produits associés impossible',
      context: { productId },
    },
    () => listRelatedProducts(getDb(), productId, categorySlugs),
  );
}

export async function getCachedProductSlugs(limit?: number) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.products],
      life: 'hours',
      failure: 'catalogue : lecture des produits impossible',
    },
    () => listProductSlugs(getDb(), limit),
  );
}

export async function getCachedVariantParams(limit: number) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.products],
      life: 'hours',
      failure: 'catalogue : lecture des variantes impossible',
    },
    () => listVariantParams(getDb(), limit),
  );
}
