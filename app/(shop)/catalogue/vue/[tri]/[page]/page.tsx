import { notFound } from 'next/navigation';
import { CatalogueTemplate } from '@/components/catalogue/templates/catalogue-template';
import { parseListingFilters } from '@/lib/catalogue/filters';
import { catalogueMetadataInput, listingMetadata } from '@/lib/catalogue/metadata';
import { VIEW_SAMPLE, viewSearchParams } from '@/lib/catalogue/rewrites';

/**
 * /catalogue sorted and/or paged (?tri=…&page=…), served here by the rewrite of
 * lib/catalogue/rewrites.ts: rendered once on first visit, then served from the cache.
 */
export const ensureStatic = 'navigation';

type Props = PageProps<'/catalogue/vue/[tri]/[page]'>;

export function generateStaticParams() {
  return [VIEW_SAMPLE];
}

export async function generateMetadata({ params }: Props) {
  const searchParams = viewSearchParams(await params);
  return searchParams ? listingMetadata({ ...catalogueMetadataInput(), searchParams }) : {};
}

export default async function Page({ params }: Props) {
  const searchParams = viewSearchParams(await params);
  if (!searchParams) notFound();
  return <CatalogueTemplate filters={parseListingFilters(searchParams)} />;
}
