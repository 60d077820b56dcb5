import type { Metadata } from 'next';
import {
  ColourSectionTemplate,
  sectionPageParams,
} from '@/components/colour/templates/colour-section-template';
import { sectionMetadata } from '@/lib/colours/metadata';

/** /catalogue-couleur/speciale[?page=n], rewritten here (lib/colours/rewrites.ts): static per page. */
export const ensureStatic = 'navigation';
export function generateStaticParams() {
  return sectionPageParams();
}

export const metadata: Metadata = sectionMetadata('speciale');

export default async function Page({ params }: { params: Promise<{ page: string }> }) {
  return <ColourSectionTemplate section="speciale" page={(await params).page} />;
}
