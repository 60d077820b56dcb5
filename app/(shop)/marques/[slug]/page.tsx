import { notFound } from 'next/navigation';
import { BrandTemplate } from '@/components/catalogue/templates/brand-template';
import { brandMetadataInput } from '@/lib/catalogue/metadata';
import { getCachedBrand, getCachedBrands } from '@/lib/catalogue/cached';
import { listingMetadata } from '@/lib/catalogue/metadata';

/** Fully static: an unknown brand waits for its render and answers a real 404. */
export const ensureStatic = 'navigation';

export async function generateStaticParams() {
  const brands = await getCachedBrands();
  return brands.length ? brands.map((b) => ({ slug: b.slug })) : [{ slug: 'aucune-marque' }];
}

export async function generateMetadata({ params }: PageProps<'/marques/[slug]'>) {
  const brand = await getCachedBrand((await params).slug);
  return brand ? listingMetadata(brandMetadataInput(brand)) : {};
}

export default async function Page({ params }: PageProps<'/marques/[slug]'>) {
  const brand = await getCachedBrand((await params).slug);
  if (!brand) notFound();
  return <BrandTemplate brand={brand} />;
}
