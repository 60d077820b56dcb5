import { notFound } from 'next/navigation';
import { CatalogSearch } from '@/components/search/templates/catalog-search-template';
import { catalogSearchMetadata } from '@/lib/search/metadata';
import { CATALOG_SEARCH_SAMPLE, catalogSearchParams } from '@/lib/search-views/paths';

/**
 * `/catalog?search={term}` with at most a sort order and pages, served here by proxy.ts
 * (lib/search-views/paths.ts): it depends only on the normalised term and those, so it is
 * rendered once on first visit and then served from the cache, expired with the products,
 * categories, brands or colours it shows.
 */
export const ensureStatic = 'navigation';

type Props = PageProps<'/catalog/resultats/[terme]/[tri]/[page]/[cpage]'>;

export function generateStaticParams() {
  return [CATALOG_SEARCH_SAMPLE];
}

export async function generateMetadata({ params }: Props) {
  const query = catalogSearchParams(await params);
  return query ? catalogSearchMetadata(query.search) : {};
}

export default async function Page({ params }: Props) {
  const query = catalogSearchParams(await params);
  if (!query) notFound();
  return <CatalogSearch params={query} misses="render" />;
}
