import 'server-only';
import { getSearchDb } from '@/lib/db/client';
import { searchCatalogColours, searchColours } from './results';
import { suggest } from './suggest';
import type { Suggestions } from './types';

/** The dropdown's answer for a raw term (cleaned, bounded and escaped inside). */
export function getSuggestions(term: string): Promise<Suggestions> {
  return suggest(getSearchDb(), term);
}

export function getCatalogColours(params: { term: string; page: number }) {
  return searchCatalogColours(getSearchDb(), params);
}

export function getColourSearch(params: { term: string; makerSlug: string | null; page: number }) {
  return searchColours(getSearchDb(), params);
}
