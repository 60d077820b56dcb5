import 'server-only';
import { getDb } from '@/lib/db/client';
import type { MetadataRoute } from 'next';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { listColourListings } from './lists';
import { listManufacturers } from './manufacturers';
import { COLOUR_CATEGORIES, isTwoTone } from './slug';
import {
  absoluteUrl,
  bitonUrl,
  COLOUR_CATALOGUE_PATH,
  colourCategoryUrl,
  colourListUrl,
  colourSectionUrl,
} from '@/lib/urls';

/** One sitemap file holds 50,000 addresses; the colours keep room for the other parts. */
const MAX_SITEMAP_COLOURS = 40_000;

const COLOUR_STATIC_PATHS = [
  COLOUR_CATALOGUE_PATH,
  '/color-categories',
  ...(['constructeur', 'speciale', 'metallisee', 'nacree'] as const).map((s) =>
    colourSectionUrl(s),
  ),
];

/**
 * The colours' part of sitemap.xml: catalogue pages, colour categories, makers' lists and every
 * colour (two-tone colours by their bi-tone page). app/sitemap.ts concatenates it.
 */
export async function colourSitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  'use cache';
  const [makers, colours] = await cachedRead(
    {
      tags: [TAGS.colours, TAGS.paintManufacturers],
      life: 'hours',
      failure: 'plan du site : lecture des couleurs impossible',
    },
    () =>
      Promise.all([listManufacturers(getDb()), listColourListings(getDb(), MAX_SITEMAP_COLOURS)]),
  );
  return [
    ...COLOUR_STATIC_PATHS.map((path) => ({
      url: absoluteUrl(siteUrl, path),
      changeFrequency: 'weekly' as const,
      priority: path === COLOUR_CATALOGUE_PATH ? 0.9 : 0.6,
    })),
    ...COLOUR_CATEGORIES.map((c) => ({
      url: absoluteUrl(siteUrl, colourCategoryUrl(c.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...makers.map((m) => ({
      url: absoluteUrl(siteUrl, colourListUrl(m.category, m.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...colours.map((c) => ({
      url: absoluteUrl(
        siteUrl,
        isTwoTone(c.name)
          ? bitonUrl({ category: c.category, manufacturerSlug: c.manufacturerSlug, code: c.code })
          : c.url,
      ),
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ];
}
