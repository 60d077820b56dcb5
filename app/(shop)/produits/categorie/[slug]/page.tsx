import { notFound } from 'next/navigation';
import { CategoryTemplate } from '@/components/catalogue/templates/category-template';
import { categoryMetadataInput } from '@/lib/catalogue/metadata';
import { getCachedCategories, getCachedCategory } from '@/lib/catalogue/cached';
import { listingMetadata } from '@/lib/catalogue/metadata';

/** Fully static: an unknown slug waits for its render and answers a real 404. */
export const ensureStatic = 'navigation';

export async function generateStaticParams() {
  const categories = await getCachedCategories();
  return categories.length ? categories.map((c) => ({ slug: c.slug })) : [{ slug: 'abrasifs' }];
}

export async function generateMetadata({ params }: PageProps<'/produits/categorie/[slug]'>) {
  const category = await getCachedCategory((await params).slug);
  return category ? listingMetadata(categoryMetadataInput(category)) : {};
}

export default async function Page({ params }: PageProps<'/produits/categorie/[slug]'>) {
  const category = await getCachedCategory((await params).slug);
  if (!category) notFound();
  const siblings = await getCachedCategories(category.section);
  return <CategoryTemplate category={category} siblings={siblings} />;
}
