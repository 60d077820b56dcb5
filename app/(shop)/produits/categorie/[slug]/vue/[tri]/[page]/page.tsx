import { notFound } from 'next/navigation';
import { CategoryTemplate } from '@/components/catalogue/templates/category-template';
import { getCachedCategories, getCachedCategory } from '@/lib/catalogue/cached';
import { parseListingFilters } from '@/lib/catalogue/filters';
import { categoryMetadataInput, listingMetadata } from '@/lib/catalogue/metadata';
import { VIEW_SAMPLE, viewSearchParams } from '@/lib/catalogue/rewrites';

/**
 * A category sorted and/or paged, `/produits/categorie/{slug}?tri=…&page=…`, served here by the
 * rewrite of lib/catalogue/rewrites.ts: it depends only on its URL, so it is rendered once on
 * first visit and then served from the cache like the plain page.
 */
export const ensureStatic = 'navigation';

type Props = PageProps<'/produits/categorie/[slug]/vue/[tri]/[page]'>;

export async function generateStaticParams() {
  const [first] = await getCachedCategories();
  return [{ slug: first?.slug ?? 'abrasifs', ...VIEW_SAMPLE }];
}

export async function generateMetadata({ params }: Props) {
  const { slug, ...view } = await params;
  const [category, searchParams] = [await getCachedCategory(slug), viewSearchParams(view)];
  if (!category || !searchParams) return {};
  return listingMetadata({ ...categoryMetadataInput(category), searchParams });
}

export default async function Page({ params }: Props) {
  const { slug, ...view } = await params;
  const searchParams = viewSearchParams(view);
  const category = searchParams ? await getCachedCategory(slug) : null;
  if (!category || !searchParams) notFound();
  const siblings = await getCachedCategories(category.section);
  const filters = parseListingFilters(searchParams);
  return <CategoryTemplate category={category} siblings={siblings} filters={filters} />;
}
