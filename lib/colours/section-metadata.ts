import type { Metadata } from 'next';
import { colourText } from '@/lib/colours/text';
import type { ColourSection } from './types';
import { colourSectionUrl } from '@/lib/urls';

export function sectionMetadata(section: ColourSection): Metadata {
  const t = colourText();
  return {
    title: t(`catalogue.sections.${section}.title`),
    description: t('meta.sectionDescription', {
      description: t(`catalogue.sections.${section}.description`),
    }),
    alternates: { canonical: colourSectionUrl(section) },
  };
}
