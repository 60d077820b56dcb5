import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { listingSearch, parseListingFilters, type RawSearchParams } from './filters';

/**
 * Metadata of a listing address. A filtered or later page keeps its own canonical URL (the
 * normalised query), so it can be shared and indexed; page numbers go into the title.
 */
export function listingMetadata(input: {
  title: string;
  description: string;
  basePath: string;
  fixed?: { category?: boolean; brand?: boolean };
  searchParams?: RawSearchParams;
  images?: string[];
}): Metadata {
  const filters = parseListingFilters(input.searchParams ?? {});
  const t = getCatalogueT();
  const title =
    filters.page > 1
      ? t('listing.filteredTitle', { title: input.title, page: filters.page })
      : input.title;
  return pageMetadata({
    title,
    description: input.description,
    path: `${input.basePath}${listingSearch(filters, input.fixed)}`,
    images: input.images,
  });
}
