import type { Metadata } from 'next';
import { ColourSectionView, sectionPageParams } from '@/components/colour/colour-section-view';
import { sectionMetadata } from '@/lib/colours/section-metadata';

/** /catalogue-couleur/speciale[?page=n], rewritten here (lib/colours/rewrites.ts): static per page. */
export const ensureStatic = 'navigation';
export function generateStaticParams() {
  return sectionPageParams();
}

export const metadata: Metadata = sectionMetadata('speciale');

export default async function Page({ params }: { params: Promise<{ page: string }> }) {
  return <ColourSectionView section="speciale" page={(await params).page} />;
}
