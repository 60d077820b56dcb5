import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MakerColoursTemplate } from '@/components/colour/templates/maker-colours-template';
import { makerListMetadata } from '@/lib/colours/metadata';
import { cachedManufacturerList } from '@/lib/colours/cached';
import { manufacturerListParams } from '@/lib/colours/static-params';

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
  return makerListMetadata(category, await cachedManufacturerList(category, manufacturer, page));
}

export default async function ManufacturerColoursPage({ params }: { params: Promise<Params> }) {
  const { category, manufacturer, page } = await params;
  const list = await cachedManufacturerList(category, manufacturer, page);
  if (!list) notFound();
  return <MakerColoursTemplate list={list} />;
}
