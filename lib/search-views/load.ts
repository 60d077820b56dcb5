import 'server-only';
import { getCachedCategories, getListing } from '@/lib/catalogue/cached';
import { listingQuery, parseListingFilters, type RawSearchParams } from '@/lib/catalogue/filters';
import { cachedCatalogColours } from '@/lib/search/cached';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { parsePage } from '@/lib/search/params';

/**
 * What /catalog?search= reads, from its query (per request) or from its twin route's (cached,
 * lib/search-views/paths.ts): the cleaned term and, when it is searchable, the products
 * listing's query with its total and the colours' page, both through tagged cached reads.
 * The products and the colours are read side by side: on a term's first search each is a
 * database round trip, and the page waited for one after the other
 * (docs/decisions/search-page-first-render.md). The listing's entry is the one ListingView reads.
 */
export async function loadCatalogSearch(params: RawSearchParams) {
  const term = cleanTerm(params.search);
  if (!isSearchable(term)) return { term, results: null };
  const listing = listingQuery(
    parseListingFilters(params),
    { search: term },
    await getCachedCategories(),
  );
  const [colours, products] = await Promise.all([
    cachedCatalogColours(term, parsePage(params.cpage)),
    getListing(listing),
  ]);
  return { term, results: { listing, colours, productTotal: products.total } };
}
