import type { Metadata } from 'next';
import { ColourCatalogue } from '@/components/colour/colour-catalogue';
import { getT } from '@/lib/i18n/server';

const t = getT('colours');

export const metadata: Metadata = {
  title: t('meta.catalogueTitle'),
  description: t('meta.catalogueDescription'),
  alternates: { canonical: '/catalogue-couleur' },
};

export default function ColourCataloguePage() {
  return <ColourCatalogue />;
}
