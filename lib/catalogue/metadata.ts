import type { Metadata } from 'next';
import type { Brand, Category, ProductDetail } from './types';
import { formatCents } from '@/lib/money';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { getT } from '@/lib/i18n/server';
import {
  hasMultipleChoices,
  listingSearch,
  parseListingFilters,
  type RawSearchParams,
} from './filters';
import { metaDescription, pageMetadata } from '@/lib/seo/metadata';
import { selectOption, purchaseOf } from './purchase';
import { sectionOf, type SectionKey } from './sections';
import { brandPath, CATALOGUE_PATH, categoryPath, productPath } from '@/lib/urls';

/**
 * Every metadata builder of the catalogue's pages (products and listings): pages only call these.
 */

/** Title, description, canonical (the product address, whatever the variant) and Open Graph. */
export function productMetadata(product: ProductDetail, variantId?: string | null): Metadata {
  const t = getT('product');
  const option = selectOption(purchaseOf(product).options, variantId);
  const title =
    variantId && option.name
      ? t('variantTitle', { name: product.name, variant: option.name })
      : product.name;
  return pageMetadata({
    title,
    description: metaDescription(
      t('metaDescription', {
        name: product.name,
        brand: product.brand?.name ?? 'none',
        price: formatCents(option.priceTtc),
        text: product.shortDescription ?? product.description ?? '',
      }),
      product.name,
    ),
    path: productPath(product.slug),
    images: product.images.slice(0, 1),
  });
}

/**
 * Metadata of a listing address. A filtered or later page keeps its own canonical URL (the
 * normalised query), so it can be shared and indexed; page numbers go into the title. A page
 * with several brands or categories ticked is not indexed (combinations without end), its links
 * still followed.
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
    noindex: hasMultipleChoices(filters),
  });
}

export function sectionMetadata(sectionKey: SectionKey, searchParams?: RawSearchParams) {
  const t = getCatalogueT();
  const section = sectionOf(sectionKey)!;
  return listingMetadata({
    title: section.name,
    description: t(`section.${sectionKey}.description`),
    basePath: section.path,
    searchParams,
  });
}

export function categoryMetadataInput(category: Category) {
  const t = getCatalogueT();
  return {
    title: category.name,
    description: metaDescription(
      t('category.description', {
        name: category.name,
        count: category.productCount,
        text: category.description ?? '',
      }),
      category.name,
    ),
    basePath: categoryPath(category.slug),
    fixed: { category: true },
  };
}

export function catalogueMetadataInput() {
  const t = getCatalogueT();
  return {
    title: t('catalogue.title'),
    description: t('catalogue.description'),
    basePath: CATALOGUE_PATH,
  };
}

export function brandMetadataInput(brand: Brand) {
  const t = getCatalogueT();
  return {
    title: brand.name,
    description: metaDescription(
      brand.description,
      t('brands.brandDescription', { name: brand.name, count: brand.productCount }),
    ),
    basePath: brandPath(brand.slug),
    fixed: { brand: true },
  };
}
