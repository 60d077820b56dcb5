import type { Metadata } from 'next';
import { ColourSectionView, sectionPageParams } from '@/components/colour/colour-section-view';
import { sectionMetadata } from '@/lib/colours/section-metadata';

/** /catalogue-couleur/metallisee[?page=n], rewritten here (lib/colours/rewrites.ts): static per page. */
export const ensureStatic = 'navigation';
export function generateStaticParams() {
  return sectionPageParams();
}

export const metadata: Metadata = sectionMetadata('metallisee');

export default async function Page({ params }: { params: Promise<{ page: string }> }) {
  return <ColourSectionView section="metallisee" page={(await params).page} />;
}
