import { notFound } from 'next/navigation';
import { BrandTemplate } from '@/components/catalogue/templates/brand-template';
import { getCachedBrand, getCachedBrands } from '@/lib/catalogue/cached';
import { parseListingFilters } from '@/lib/catalogue/filters';
import { brandMetadataInput, listingMetadata } from '@/lib/catalogue/metadata';
import { VIEW_SAMPLE, viewSearchParams } from '@/lib/catalogue/rewrites';

/**
 * A brand sorted and/or paged, `/marques/{slug}?tri=…&page=…`, served here by the rewrite of
 * lib/catalogue/rewrites.ts: rendered once on first visit, then served from the cache.
 */
export const ensureStatic = 'navigation';

type Props = PageProps<'/marques/[slug]/vue/[tri]/[page]'>;

export async function generateStaticParams() {
  const [first] = await getCachedBrands();
  return [{ slug: first?.slug ?? 'aucune-marque', ...VIEW_SAMPLE }];
}

export async function generateMetadata({ params }: Props) {
  const { slug, ...view } = await params;
  const [brand, searchParams] = [await getCachedBrand(slug), viewSearchParams(view)];
  if (!brand || !searchParams) return {};
  return listingMetadata({ ...brandMetadataInput(brand), searchParams });
}

export default async function Page({ params }: Props) {
  const { slug, ...view } = await params;
  const searchParams = viewSearchParams(view);
  const brand = searchParams ? await getCachedBrand(slug) : null;
  if (!brand || !searchParams) notFound();
  return <BrandTemplate brand={brand} filters={parseListingFilters(searchParams)} />;
}
