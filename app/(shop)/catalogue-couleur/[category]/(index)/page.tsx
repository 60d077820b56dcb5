import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ColourCategoryTemplate } from '@/components/colour/templates/colour-category-template';
import { colourCategoryMetadata } from '@/lib/colours/metadata';
import { COLOUR_CATEGORIES, isColourCategory } from '@/lib/colours/slug';

/** Prerendered per category; any other slug answers a real 404. */
export const ensureStatic = 'navigation';

type Params = { category: string };

export function generateStaticParams(): Params[] {
  return COLOUR_CATEGORIES.map((c) => ({ category: c.slug }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return colourCategoryMetadata((await params).category);
}

export default async function ColourCategoryPage({ params }: { params: Promise<Params> }) {
  const { category } = await params;
  if (!isColourCategory(category)) notFound();
  return <ColourCategoryTemplate category={category} />;
}
