import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
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
 * The cached catalogue reads pages call. Tags: 'products', 'categories', 'brands' and
 * `product:<slug>`; admin writes call updateTag on them. Arguments are the cache keys, so a
 * listing is keyed by its normalised query (see listingQuery).
 */
export const CATALOGUE_TAGS = {
  products: TAGS.products,
  categories: TAGS.categories,
  brands: TAGS.brands,
  product: TAGS.product,
} as const;

export async function getListing(query: ListingQuery) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.products, CATALOGUE_TAGS.categories, CATALOGUE_TAGS.brands);
  return listProducts(query);
}

export async function getCachedCategories(section?: SectionKey) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.categories, CATALOGUE_TAGS.products);
  return listCategories(section);
}

export async function getCachedCategory(slug: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.categories, CATALOGUE_TAGS.products);
  return getCategory(slug);
}

export async function getCachedBrands() {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.brands, CATALOGUE_TAGS.products);
  return listBrands();
}

export async function getCachedBrand(slug: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.brands, CATALOGUE_TAGS.products);
  return getBrand(slug);
}

export async function getCachedProduct(slug: string) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.products, CATALOGUE_TAGS.product(slug));
  return getProductBySlug(slug);
}

export async function getCachedRelatedProducts(productId: string, categorySlugs: string[]) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.products);
  return listRelatedProducts(productId, categorySlugs);
}

export async function getCachedProductSlugs(limit?: number) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.products);
  return listProductSlugs(limit);
}

export async function getCachedVariantParams(limit: number) {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOGUE_TAGS.products);
  return listVariantParams(limit);
}
