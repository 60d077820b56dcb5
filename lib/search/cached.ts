/**
 * Cached search reads (Cache Components). Keys are the cleaned term and page parameters, so
 * repeated keystrokes and popular terms are answered from memory; catalogue writes can expire
 * them through the 'products' and 'colours' tags.
 */
import { cacheLife, cacheTag } from 'next/cache';
import { getCatalogColours, getColourSearch, getMakers, getSuggestions } from './queries';

export async function cachedSuggestions(term: string) {
  'use cache';
  cacheLife('minutes');
  cacheTag('search', 'products', 'colours');
  return getSuggestions(term);
}

export async function cachedCatalogColours(term: string, page: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag('search', 'colours');
  return getCatalogColours({ term, page });
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
