import type { Metadata } from 'next';
import { getT } from '@/lib/i18n/server';
import type { ColourSection } from './types';

export function sectionMetadata(section: ColourSection): Metadata {
  const t = getT('colours');
  return {
    title: t(`catalogue.sections.${section}.title`),
    description: t('meta.sectionDescription', {
      description: t(`catalogue.sections.${section}.description`),
    }),
    alternates: { canonical: `/catalogue-couleur/${section}` },
  };
}
