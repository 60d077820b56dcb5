import type { Metadata } from 'next';
import { ColourSectionView } from '@/components/colour/colour-section-view';
import { sectionMetadata } from '@/lib/colours/section-metadata';

export const metadata: Metadata = sectionMetadata('metallisee');

export default function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ColourSectionView section="metallisee" searchParams={searchParams} />;
}
