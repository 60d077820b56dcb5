import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CatalogSearchResults } from '@/components/search/catalog-search-results';
import { ResultsSkeleton } from '@/components/search/results-skeleton';
import { SearchPrompt } from '@/components/search/search-prompt';
import { cachedCatalogSearch } from '@/lib/search/cached';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { parsePage, parseSort } from '@/lib/search/params';
import { getT } from '@/lib/i18n/server';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const t = getT('search');
  const term = cleanTerm((await searchParams).search);
  return {
    title: isSearchable(term) ? t('catalogMetaTitle', { term }) : t('catalogPromptTitle'),
    robots: { index: false, follow: true },
  };
}

/** /catalog?search={term}: full search results (products and colours), server-rendered. */
export default function CatalogSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Suspense fallback={<ResultsSkeleton />}>
        <Results searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

async function Results({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const term = cleanTerm(params.search);
  if (!isSearchable(term)) return <SearchPrompt term={term} />;
  const sort = parseSort(params.sort);
  const results = await cachedCatalogSearch(
    term,
    parsePage(params.page),
    parsePage(params.cpage),
    sort,
  );
  return <CatalogSearchResults results={results} sort={sort} />;
}
