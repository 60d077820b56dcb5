import type { Metadata } from 'next';
import { CatalogSearchTemplate } from '@/components/search/templates/catalog-search-template';
import { SearchPrompt } from '@/components/search/search-prompt';
import { getCachedCategories } from '@/lib/catalogue/cached';
import { listingQuery, parseListingFilters } from '@/lib/catalogue/filters';
import { cachedCatalogColours } from '@/lib/search/cached';
import { catalogSearchMetadata } from '@/lib/search/metadata';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { parsePage } from '@/lib/search/params';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Rendered per request as one complete HTML document (no streamed hole): the results are in the
 * page a search engine or a browser without JavaScript receives.
 */
export const instant = false;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  return catalogSearchMetadata((await searchParams).search);
}

/** /catalog?search={term}: full search results (products and colours), server-rendered. */
export default async function CatalogSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const term = cleanTerm(params.search);
  if (!isSearchable(term)) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6">
        <SearchPrompt term={term} />
      </div>
    );
  }
  const listing = listingQuery(
    parseListingFilters(params),
    { search: term },
    await getCachedCategories(),
  );
  const colours = await cachedCatalogColours(term, parsePage(params.cpage));
  return <CatalogSearchTemplate term={term} listing={listing} colours={colours} />;
}
