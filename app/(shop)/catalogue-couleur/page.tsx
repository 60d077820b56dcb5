import type { Metadata } from 'next';
import { ColourCatalogueTemplate } from '@/components/colour/templates/colour-catalogue-template';
import { colourText } from '@/lib/colours/text';

const t = colourText();

export const metadata: Metadata = {
  title: t('meta.catalogueTitle'),
  description: t('meta.catalogueDescription'),
  alternates: { canonical: '/catalogue-couleur' },
};

export default function ColourCataloguePage() {
  return <ColourCatalogueTemplate />;
}
