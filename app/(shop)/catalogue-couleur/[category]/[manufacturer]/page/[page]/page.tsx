import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ManufacturerColoursView } from '@/components/colour/manufacturer-colours-view';
import { colourText } from '@/lib/colours/text';
import { cachedManufacturerList } from '@/lib/colours/cached';
import { manufacturerListParams } from '@/lib/colours/static-params';
import { colourCategoryName } from '@/lib/colours/slug';
import { colourListUrl } from '@/lib/urls';

/**
 * A maker's colour list. Public address: /catalogue-couleur/{category}?manufacturer={slug}[&page=n],
 * rewritten here (lib/colours/rewrites.ts) so the list is static and an unknown maker is a 404.
 */
export const ensureStatic = 'navigation';

type Params = { category: string; manufacturer: string; page: string };

export async function generateStaticParams(): Promise<Params[]> {
  return manufacturerListParams();
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { category, manufacturer, page } = await params;
  const list = await cachedManufacturerList(category, manufacturer, page);
  const t = colourText();
  if (!list) return { title: t('notFound.title'), robots: { index: false } };
  const values = {
    maker: list.manufacturer.name,
    category: (colourCategoryName(category) ?? category).toLowerCase(),
  };
  return {
    title: t('meta.makerTitle', values),
    description: t('meta.makerDescription', values),
    alternates: { canonical: colourListUrl(category, list.manufacturer.slug, list.colours.page) },
  };
}

export default async function ManufacturerColoursPage({ params }: { params: Promise<Params> }) {
  const { category, manufacturer, page } = await params;
  const list = await cachedManufacturerList(category, manufacturer, page);
  if (!list) notFound();
  return <ManufacturerColoursView list={list} />;
}
