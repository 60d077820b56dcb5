/**
 * The colour catalogue's cached reads ('use cache'), called by pages. Admin writes invalidate
 * them through `lib/cache/invalidate.ts`. Every read goes through `cachedRead`: the colour and
 * bi-tone lookups answer "not found" for a few minutes when the database fails, the suggestion
 * blocks and documents answer empty for a few minutes, the others throw (never cached).
 */
import { getDb } from '@/lib/db/client';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import {
  findColour,
  findToneColour,
  findTwoToneColour,
  getColourById,
  type ColourLookup,
} from './find';
import { listCategoriesWithCounts, listManufacturers } from './manufacturers';
import {
  getManufacturerList,
  listSectionColours,
  sampleColourParams,
  sampleTwoToneParams,
  type ManufacturerList,
} from './lists';
import { getPaintConfigs, getPaintDocuments, getProductsByReference } from './paint-queries';
import { buildSuggestions, GLOSS_DIRECT_POT_SUGGESTIONS, PEN_SUGGESTIONS } from './suggestions';
import { getColourShades } from './shade-queries';
import type { ColourCategory } from './slug';
import type { ColourSection, SuggestedProduct } from './types';

export type { ManufacturerList };

const COLOURS_AND_MAKERS = [TAGS.colours, TAGS.paintManufacturers];

export async function cachedCategoriesWithCounts() {
  'use cache';
  return cachedRead(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture des catégories de couleurs impossible',
    },
    () => listCategoriesWithCounts(getDb()),
  );
}

export async function cachedManufacturers(category?: ColourCategory) {
  'use cache';
  return cachedRead(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture des constructeurs impossible',
      context: { category },
    },
    () => listManufacturers(getDb(), category),
  );
}

/**
 * A maker's colour list page: the maker (active, by slug) and its colours of the category, the
 * page clamped. Null when the category or maker is unknown, or the maker has no colour there
 * and belongs to another category.
 */
export async function cachedManufacturerList(
  category: string,
  manufacturerSlug: string,
  page: string,
): Promise<ManufacturerList | null> {
  'use cache';
  return cachedRead(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture des couleurs du constructeur impossible',
      context: { category, manufacturerSlug, page },
    },
    () => getManufacturerList(getDb(), category, manufacturerSlug, page),
  );
}

export async function cachedSectionColours(section: ColourSection, page: number) {
  'use cache';
  return cachedRead(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture des couleurs de la rubrique impossible',
      context: { section, page },
    },
    () => listSectionColours(getDb(), section, page),
  );
}

export async function cachedColour(
  category: string,
  manufacturerSlug: string,
  slug: string,
): Promise<ColourLookup> {
  'use cache';
  return cachedRead<ColourLookup>(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture de la couleur impossible',
      context: { category, manufacturerSlug, slug },
      fallback: { status: 'not-found' },
    },
    () => findColour(getDb(), { category, manufacturerSlug, slug }),
  );
}

/** The colour page's shade variants (issue 41 §1); an admin's colour write expires them. */
export async function cachedColourShades(colourId: string) {
  'use cache';
  return cachedRead(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture des variantes de teinte impossible',
      context: { colourId },
      fallback: [],
    },
    () => getColourShades(getDb(), colourId),
  );
}

export async function cachedTwoToneColour(
  category: string,
  manufacturerSlug: string,
  code: string,
) {
  'use cache';
  return cachedRead(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture du bi-ton impossible',
      context: { category, manufacturerSlug, code },
      fallback: null,
    },
    () => findTwoToneColour(getDb(), { category, manufacturerSlug, code }),
  );
}

export async function cachedToneColour(
  category: ColourCategory,
  manufacturerId: string | null,
  tone: string,
) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.colours],
      life: 'days',
      failure: 'lecture de la teinte du bi-ton impossible',
      context: { category, manufacturerId, tone },
      fallback: null,
    },
    () => findToneColour(getDb(), { category, manufacturerId, tone }),
  );
}

export async function cachedColourById(id: string) {
  'use cache';
  return cachedRead(
    {
      tags: COLOURS_AND_MAKERS,
      life: 'days',
      failure: 'lecture de la couleur par identifiant impossible',
      context: { id },
    },
    () => getColourById(getDb(), id),
  );
}

/** Spec section 7: on error the failure is logged and nothing is returned (for a few minutes). */
export async function cachedPaintConfigs() {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.paintProductConfigs],
      life: 'hours',
      failure: 'lecture des configurations peinture impossible',
      fallback: {},
    },
    () => getPaintConfigs(getDb()),
  );
}

export async function cachedPaintDocuments() {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.paintTypeDocuments],
      life: 'hours',
      failure: 'lecture des fiches techniques impossible',
      fallback: [],
    },
    () => getPaintDocuments(getDb()),
  );
}

type Suggestions = { pen: SuggestedProduct[]; glossDirectPot: SuggestedProduct[] };

/** Both suggestion blocks; the page shows the one that fits the shopper's choice. */
export async function cachedSuggestions(): Promise<Suggestions> {
  'use cache';
  return cachedRead<Suggestions>(
    {
      tags: [TAGS.products],
      life: 'hours',
      failure: 'lecture des produits suggérés impossible',
      fallback: { pen: [], glossDirectPot: [] },
    },
    async () => {
      const codes = [...PEN_SUGGESTIONS, ...GLOSS_DIRECT_POT_SUGGESTIONS].map(
        (s) => s.referenceCode,
      );
      const products = await getProductsByReference(getDb(), codes);
      return {
        pen: buildSuggestions(products, PEN_SUGGESTIONS),
        glossDirectPot: buildSuggestions(products, GLOSS_DIRECT_POT_SUGGESTIONS),
      };
    },
  );
}

export async function cachedSampleColourParams(limit: number) {
  'use cache';
  return cachedRead(
    { tags: [TAGS.colours], life: 'days', failure: 'lecture des couleurs à prégénérer impossible' },
    () => sampleColourParams(getDb(), limit),
  );
}

export async function cachedSampleTwoToneParams(limit: number) {
  'use cache';
  return cachedRead(
    { tags: [TAGS.colours], life: 'days', failure: 'lecture des bi-tons à prégénérer impossible' },
    () => sampleTwoToneParams(getDb(), limit),
  );
}
