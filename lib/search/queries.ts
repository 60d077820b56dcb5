import 'server-only';
import { getDb } from '@/lib/db/client';
import { searchCatalog, searchColours, listMakers, type Maker } from './results';
import { suggest } from './suggest';
import type { ProductSort, Suggestions } from './types';

/** The dropdown's answer for a raw term (cleaned, bounded and escaped inside). */
export function getSuggestions(term: string): Promise<Suggestions> {
  return suggest(getDb(), term);
}

export function getCatalogSearch(params: {
  term: string;
  page: number;
  colourPage: number;
  sort: ProductSort;
}) {
  return searchCatalog(getDb(), params);
}

export function getColourSearch(params: { term: string; makerSlug: string | null; page: number }) {
  return searchColours(getDb(), params);
}

export function getMakers(): Promise<Maker[]> {
  return listMakers(getDb());
}
