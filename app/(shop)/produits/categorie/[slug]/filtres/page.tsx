import { notFound } from 'next/navigation';
import { CategoryPage, categoryMetadataInput } from '@/components/catalogue/category-page';
import { getCachedCategories, getCachedCategory } from '@/lib/catalogue/cached';
import { listingMetadata } from '@/lib/catalogue/listing-metadata';

/**
 * A category with listing parameters (served here by the rewrite of next.config.ts). An
 * unknown slug blocks until rendered so its 404 is a real HTTP status.
 */
export const unstable_paramMatching = { slug: 'blocking' };

export async function generateStaticParams() {
  const categories = await getCachedCategories();
  return categories.length ? categories.map((c) => ({ slug: c.slug })) : [{ slug: 'abrasifs' }];
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/produits/categorie/[slug]/filtres'>) {
  const category = await getCachedCategory((await params).slug);
  if (!category) return {};
  return listingMetadata({ ...categoryMetadataInput(category), searchParams: await searchParams });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/produits/categorie/[slug]/filtres'>) {
  const category = await getCachedCategory((await params).slug);
  if (!category) notFound();
  const siblings = await getCachedCategories(category.section);
  return <CategoryPage category={category} siblings={siblings} searchParams={searchParams} />;
}
