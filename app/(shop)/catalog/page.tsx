import type { Metadata } from 'next';
import { CatalogSearch } from '@/components/search/templates/catalog-search-template';
import { catalogSearchMetadata } from '@/lib/search/metadata';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Rendered per request as one complete HTML document (no streamed hole): the results are in the
 * page a search engine or a browser without JavaScript receives. A plain search (a term, a sort
 * order, pages up to 20) asked before on this instance is served from the cache instead by its
 * twin route, `resultats/[terme]/[tri]/[page]/[cpage]` (proxy.ts, lib/search-views/paths.ts and
 * second-search.ts); its first is rendered here, reading once (lib/search-views/reads.ts).
 */
export const instant = false;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  return catalogSearchMetadata((await searchParams).search);
}

/** /catalog?search={term} with filters: full search results (products and colours). */
export default async function CatalogSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <CatalogSearch params={await searchParams} misses="request" />;
}
