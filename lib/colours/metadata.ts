import type { Metadata } from 'next';
import { colourText } from '@/lib/colours/text';
import { colourCategoryName } from './slug';
import type { ManufacturerList } from './lists';
import type { Colour, ColourSection } from './types';
import {
  bitonUrl,
  colourCategoryUrl,
  colourListUrl,
  colourSectionUrl,
  colourUrl,
} from '@/lib/urls';

/**
 * Every metadata builder of the colour pages (titles, descriptions, canonical addresses):
 * pages only call these. A missing colour or list gets the not-found title, never indexed.
 */
/** « Renault QNG Blanc Glacier »: the colour's name as titles and the page heading say it. */
export function colourTitle(colour: Colour): string {
  return [colour.manufacturer?.name, colour.code, colour.name].filter(Boolean).join(' ');
}

function notFoundMetadata(): Metadata {
  return { title: colourText()('notFound.title'), robots: { index: false } };
}

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

export function colourCategoryMetadata(category: string): Metadata {
  const name = colourCategoryName(category);
  if (!name) return {};
  const t = colourText();
  return {
    title: t('meta.categoryTitle', { category: name }),
    description: t('meta.categoryDescription', { category: name.toLowerCase() }),
    alternates: { canonical: colourCategoryUrl(category) },
  };
}

export function makerListMetadata(category: string, list: ManufacturerList | null): Metadata {
  if (!list) return notFoundMetadata();
  const t = colourText();
  const values = {
    maker: list.manufacturer.name,
    category: (colourCategoryName(category) ?? category).toLowerCase(),
  };
  return {
    title: t('meta.makerTitle', values),
    description: t('meta.makerDescription', values),
    alternates: { canonical: colourListUrl(category, list.manufacturer.slug, list.colours.page) },
  };
}

export function colourMetadata(colour: Colour | null): Metadata {
  if (!colour) return notFoundMetadata();
  const t = colourText();
  const values = {
    title: colourTitle(colour),
    name: colour.name,
    code: colour.code,
    maker: colour.manufacturer?.name ?? t('info.unknownMaker'),
  };
  const canonical = colourUrl({
    category: colour.category,
    manufacturerSlug: colour.manufacturer?.slug,
    code: colour.code,
    name: colour.name,
  });
  return {
    title: t('meta.colourTitle', values),
    description: t('meta.colourDescription', values),
    alternates: { canonical },
    openGraph: { title: t('meta.colourTitle', values), url: canonical, type: 'website' },
  };
}

export function bitonMetadata(colour: Colour | null): Metadata {
  if (!colour) return notFoundMetadata();
  const t = colourText();
  const values = { maker: colour.manufacturer?.name ?? '', code: colour.code };
  return {
    title: t('meta.bitonTitle', values),
    description: t('meta.bitonDescription', values),
    alternates: {
      canonical: bitonUrl({
        category: colour.category,
        manufacturerSlug: colour.manufacturer?.slug,
        code: colour.code,
      }),
    },
  };
}
