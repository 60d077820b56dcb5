/**
 * Cached reads of the search pages (Cache Components), keyed by the cleaned term and page;
 * catalogue writes can expire them through the `products` and `colours` tags. (The dropdown's
 * route handler keeps its JSON answers in its own one-minute memo: see app/api/search.)
 */
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from '@/lib/cache/tags';
import { getCatalogColours, getColourSearch, getMakers } from './queries';

export async function cachedCatalogColours(term: string, page: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag(TAGS.search, TAGS.colours);
  return getCatalogColours({ term, page });
}

export async function cachedColourSearch(term: string, makerSlug: string | null, page: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag(TAGS.search, TAGS.colours);
  return getColourSearch({ term, makerSlug, page });
}

export async function cachedMakers() {
  'use cache';
  cacheLife('hours');
  cacheTag(TAGS.colours, TAGS.paintManufacturers);
  return getMakers();
}
