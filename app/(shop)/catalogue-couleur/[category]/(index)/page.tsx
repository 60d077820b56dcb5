import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ColourCategoryView } from '@/components/colour/colour-category-view';
import { colourText } from '@/lib/colours/text';
import { COLOUR_CATEGORIES, colourCategoryName, isColourCategory } from '@/lib/colours/slug';
import { colourCategoryUrl } from '@/lib/urls';

/** Prerendered per category; any other slug answers a real 404. */
export const ensureStatic = 'navigation';

type Params = { category: string };

export function generateStaticParams(): Params[] {
  return COLOUR_CATEGORIES.map((c) => ({ category: c.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { category } = await params;
  const name = colourCategoryName(category);
  if (!name) return {};
  const t = colourText();
  return {
    title: t('meta.categoryTitle', { category: name }),
    description: t('meta.categoryDescription', { category: name.toLowerCase() }),
    alternates: { canonical: colourCategoryUrl(category) },
  };
}

export default async function ColourCategoryPage({ params }: { params: Promise<Params> }) {
  const { category } = await params;
  if (!isColourCategory(category)) notFound();
  return <ColourCategoryView category={category} />;
}
