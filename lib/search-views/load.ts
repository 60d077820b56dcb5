import 'server-only';
import type { ReadMode } from '@/lib/cache/read';
import { getCachedCategories, readListing } from '@/lib/catalogue/cached';
import { listingQuery, parseListingFilters, type RawSearchParams } from '@/lib/catalogue/filters';
import { catalogColours } from '@/lib/search/cached';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { parsePage } from '@/lib/search/params';

/**
 * What /catalog?search= reads, from its query (per request) or from its twin route's (cached,
 * lib/search-views/paths.ts): the cleaned term and, when it is searchable, the products
 * listing's query and page and the colours' page, through tagged cached reads or, on a term's
 * first search, once (`reads`, lib/search-views/reads.ts). The products and the colours are read
 * side by side: on a term's first search each is a database round trip, and the page waited for
 * one after the other (docs/decisions/search-page-first-render.md).
 */
export async function loadCatalogSearch(params: RawSearchParams, reads: ReadMode) {
  const term = cleanTerm(params.search);
  if (!isSearchable(term)) return { term, results: null };
  const listing = listingQuery(
    parseListingFilters(params),
    { search: term },
    await getCachedCategories(),
  );
  const [colours, products] = await Promise.all([
    catalogColours(term, parsePage(params.cpage), reads),
    readListing(listing, reads),
  ]);
  return { term, results: { listing, colours, products } };
}
