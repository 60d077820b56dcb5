import { notFound } from 'next/navigation';
import { BrandPage, brandMetadataInput } from '@/components/catalogue/brand-page';
import { getCachedBrand, getCachedBrands } from '@/lib/catalogue/cached';
import { listingMetadata } from '@/lib/catalogue/listing-metadata';

/** A brand with listing parameters (served here by the rewrite of next.config.ts). */
export const unstable_paramMatching = { slug: 'blocking' };

export async function generateStaticParams() {
  const brands = await getCachedBrands();
  return brands.length ? brands.map((b) => ({ slug: b.slug })) : [{ slug: 'aucune-marque' }];
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/marques/[slug]/filtres'>) {
  const brand = await getCachedBrand((await params).slug);
  if (!brand) return {};
  return listingMetadata({ ...brandMetadataInput(brand), searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: PageProps<'/marques/[slug]/filtres'>) {
  const brand = await getCachedBrand((await params).slug);
  if (!brand) notFound();
  return <BrandPage brand={brand} searchParams={searchParams} />;
}
