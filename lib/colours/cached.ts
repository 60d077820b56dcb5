/**
 * The colour catalogue's cached reads ('use cache'), called by pages. Admin writes call
 * `updateTag` with the tags below (COLOUR_TAGS). Failures of the colour reads are logged and
 * answer "not found" with a short lifetime, as the spec wants query failures to end.
 */
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from '@/lib/cache/tags';
import { logger } from '@/lib/log/server';
import {
  findColour,
  findToneColour,
  findTwoToneColour,
  getColourById,
  getManufacturerBySlug,
  getManufacturerList,
  listCategoriesWithCounts,
  listManufacturerColours,
  listManufacturers,
  listSectionColours,
  sampleColourParams,
  sampleTwoToneParams,
  type ColourLookup,
  type ManufacturerList,
} from './queries';
import { getPaintConfigs, getPaintDocuments, getProductsByReference } from './paint-queries';
import { buildSuggestions, GLOSS_DIRECT_POT_SUGGESTIONS, PEN_SUGGESTIONS } from './suggestions';
import type { ColourCategory } from './slug';
import type { ColourSection, SuggestedProduct } from './types';
import { offerValidUntil } from './seo';

export type { ManufacturerList };

/** The colour domain's tags, from the shop's one registry (`lib/cache/tags.ts`). */
export const COLOUR_TAGS = {
  colours: TAGS.colours,
  manufacturers: TAGS.paintManufacturers,
  configs: TAGS.paintProductConfigs,
  documents: TAGS.paintTypeDocuments,
  products: TAGS.products,
} as const;

export async function cachedCategoriesWithCounts() {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  return listCategoriesWithCounts();
}

export async function cachedManufacturers(category?: ColourCategory) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  return listManufacturers(category);
}

export async function cachedManufacturer(slug: string) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.manufacturers);
  return getManufacturerBySlug(slug);
}

export async function cachedManufacturerColours(
  category: ColourCategory,
  manufacturerId: string,
  page: number,
) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  return listManufacturerColours(category, manufacturerId, page);
}

/** A maker's colour list page (see getManufacturerList), cached. */
export async function cachedManufacturerList(
  category: string,
  manufacturerSlug: string,
  page: string,
): Promise<ManufacturerList | null> {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  return getManufacturerList(category, manufacturerSlug, page);
}

export async function cachedSectionColours(section: ColourSection, page: number) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  return listSectionColours(section, page);
}

export async function cachedColour(
  category: string,
  manufacturerSlug: string,
  slug: string,
): Promise<ColourLookup> {
  'use cache';
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  try {
    const found = await findColour({ category, manufacturerSlug, slug });
    cacheLife('days');
    return found;
  } catch (error) {
    logger.error(
      { err: error, category, manufacturerSlug, slug },
      'lecture de la couleur impossible',
    );
    cacheLife('minutes');
    return { status: 'not-found' };
  }
}

export async function cachedTwoToneColour(
  category: string,
  manufacturerSlug: string,
  code: string,
) {
  'use cache';
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  try {
    const colour = await findTwoToneColour({ category, manufacturerSlug, code });
    cacheLife('days');
    return colour;
  } catch (error) {
    logger.error({ err: error, category, manufacturerSlug, code }, 'lecture du bi-ton impossible');
    cacheLife('minutes');
    return null;
  }
}

export async function cachedToneColour(
  category: ColourCategory,
  manufacturerId: string | null,
  tone: string,
) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours);
  return findToneColour({ category, manufacturerId, tone });
}

export async function cachedColourById(id: string) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours, COLOUR_TAGS.manufacturers);
  return getColourById(id);
}

export async function cachedPaintConfigs() {
  'use cache';
  cacheLife('hours');
  cacheTag(COLOUR_TAGS.configs);
  return getPaintConfigs();
}

export async function cachedPaintDocuments() {
  'use cache';
  cacheLife('hours');
  cacheTag(COLOUR_TAGS.documents);
  return getPaintDocuments();
}

/** Both suggestion blocks; the page shows the one that fits the shopper's choice. */
export async function cachedSuggestions(): Promise<{
  pen: SuggestedProduct[];
  glossDirectPot: SuggestedProduct[];
}> {
  'use cache';
  cacheLife('hours');
  cacheTag(COLOUR_TAGS.products);
  const codes = [...PEN_SUGGESTIONS, ...GLOSS_DIRECT_POT_SUGGESTIONS].map((s) => s.referenceCode);
  const products = await getProductsByReference(codes);
  return {
    pen: buildSuggestions(products, PEN_SUGGESTIONS),
    glossDirectPot: buildSuggestions(products, GLOSS_DIRECT_POT_SUGGESTIONS),
  };
}

export async function cachedSampleColourParams(limit: number) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours);
  return sampleColourParams(limit);
}

/** The offers' priceValidUntil (thirty days ahead), computed once a day inside the cache. */
export async function cachedOfferValidUntil(): Promise<string> {
  'use cache';
  cacheLife('days');
  return offerValidUntil(new Date());
}

export async function cachedSampleTwoToneParams(limit: number) {
  'use cache';
  cacheLife('days');
  cacheTag(COLOUR_TAGS.colours);
  return sampleTwoToneParams(limit);
}
