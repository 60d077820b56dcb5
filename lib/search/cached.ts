/**
 * Cached search reads (Cache Components). Keys are the cleaned term and page parameters, so
 * repeated keystrokes and popular terms are answered from memory; catalogue writes can expire
 * them through the 'products' and 'colours' tags.
 */
import { cacheLife, cacheTag } from 'next/cache';
import { getCatalogSearch, getColourSearch, getMakers, getSuggestions } from './queries';
import type { ProductSort } from './types';

export async function cachedSuggestions(term: string) {
  'use cache';
  cacheLife('minutes');
  cacheTag('search', 'products', 'colours');
  return getSuggestions(term);
}

export async function cachedCatalogSearch(
  term: string,
  page: number,
  colourPage: number,
  sort: ProductSort,
) {
  'use cache';
  cacheLife('minutes');
  cacheTag('search', 'products', 'colours');
  return getCatalogSearch({ term, page, colourPage, sort });
}

export async function cachedColourSearch(term: string, makerSlug: string | null, page: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag('search', 'colours');
  return getColourSearch({ term, makerSlug, page });
}

export async function cachedMakers() {
  'use cache';
  cacheLife('hours');
  cacheTag('colours', 'manufacturers');
  return getMakers();
}
