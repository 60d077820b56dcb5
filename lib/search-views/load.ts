import 'server-only';
import { getCachedCategories } from '@/lib/catalogue/cached';
import { listingQuery, parseListingFilters, type RawSearchParams } from '@/lib/catalogue/filters';
import { cachedCatalogColours } from '@/lib/search/cached';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { parsePage } from '@/lib/search/params';

/**
 * What /catalog?search= reads, from its query (per request) or from its twin route's (cached,
 * lib/search-views/paths.ts): the cleaned term and, when it is searchable, the products
 * listing's query and the colours' page, both through tagged cached reads.
 */
export async function loadCatalogSearch(params: RawSearchParams) {
  const term = cleanTerm(params.search);
  if (!isSearchable(term)) return { term, results: null };
  const listing = listingQuery(
    parseListingFilters(params),
    { search: term },
    await getCachedCategories(),
  );
  const colours = await cachedCatalogColours(term, parsePage(params.cpage));
  return { term, results: { listing, colours } };
}
