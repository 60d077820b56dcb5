import { notFound } from 'next/navigation';
import { CategoryTemplate } from '@/components/catalogue/templates/category-template';
import { categoryMetadataInput } from '@/lib/catalogue/metadata';
import { getCachedCategories, getCachedCategory } from '@/lib/catalogue/cached';
import { parseListingFilters } from '@/lib/catalogue/filters';
import { listingMetadata } from '@/lib/catalogue/metadata';

/**
 * A category with listing parameters, served here by the rewrite of next.config.ts. Rendered
 * per request as one complete HTML document (works without JavaScript); an unknown slug
 * blocks until rendered, so its 404 is a real HTTP status.
 */
export const instant = false;
export const unstable_paramMatching = { slug: 'blocking' };

type Props = PageProps<'/produits/categorie/[slug]/filtres'>;

export async function generateStaticParams() {
  const categories = await getCachedCategories();
  return categories.length ? categories.map((c) => ({ slug: c.slug })) : [{ slug: 'abrasifs' }];
}

export async function generateMetadata({ params, searchParams }: Props) {
  const category = await getCachedCategory((await params).slug);
  if (!category) return {};
  return listingMetadata({ ...categoryMetadataInput(category), searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const category = await getCachedCategory((await params).slug);
  if (!category) notFound();
  const [siblings, filters] = await Promise.all([
    getCachedCategories(category.section),
    searchParams.then(parseListingFilters),
  ]);
  return <CategoryTemplate category={category} siblings={siblings} filters={filters} />;
}
