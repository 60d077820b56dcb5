import { notFound } from 'next/navigation';
import { BrandTemplate } from '@/components/catalogue/templates/brand-template';
import { brandMetadataInput } from '@/lib/catalogue/metadata';
import { getCachedBrand, getCachedBrands } from '@/lib/catalogue/cached';
import { parseListingFilters } from '@/lib/catalogue/filters';
import { listingMetadata } from '@/lib/catalogue/metadata';

/**
 * A brand with listing parameters, served here by the rewrite of next.config.ts. Rendered per
 * request as one complete HTML document; an unknown brand answers a real 404.
 */
export const instant = false;
export const unstable_paramMatching = { slug: 'blocking' };

type Props = PageProps<'/marques/[slug]/filtres'>;

export async function generateStaticParams() {
  const brands = await getCachedBrands();
  return brands.length ? brands.map((b) => ({ slug: b.slug })) : [{ slug: 'aucune-marque' }];
}

export async function generateMetadata({ params, searchParams }: Props) {
  const brand = await getCachedBrand((await params).slug);
  if (!brand) return {};
  return listingMetadata({ ...brandMetadataInput(brand), searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const brand = await getCachedBrand((await params).slug);
  if (!brand) notFound();
  return <BrandTemplate brand={brand} filters={parseListingFilters(await searchParams)} />;
}
