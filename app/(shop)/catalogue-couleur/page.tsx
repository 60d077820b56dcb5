import type { Metadata } from 'next';
import { ColourCatalogue } from '@/components/colour/colour-catalogue';
import { colourText } from '@/lib/colours/text';

const t = colourText();

export const metadata: Metadata = {
  title: t('meta.catalogueTitle'),
  description: t('meta.catalogueDescription'),
  alternates: { canonical: '/catalogue-couleur' },
};

export default function ColourCataloguePage() {
  return <ColourCatalogue />;
}
