import 'server-only';
import type { MetadataRoute } from 'next';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { listColourListings, listManufacturers } from './queries';
import { bitonUrl, colourListUrl, COLOUR_CATEGORIES, isTwoTone } from './slug';

/** One sitemap file holds 50,000 addresses; the colours keep room for the other parts. */
export const MAX_SITEMAP_COLOURS = 40_000;

export const COLOUR_STATIC_PATHS = [
  '/catalogue-couleur',
  '/color-categories',
  '/catalogue-couleur/constructeur',
  '/catalogue-couleur/speciale',
  '/catalogue-couleur/metallisee',
  '/catalogue-couleur/nacree',
];

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

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
    () => Promise.all([listManufacturers(), listColourListings(MAX_SITEMAP_COLOURS)]),
  );
  return [
    ...COLOUR_STATIC_PATHS.map((path) => ({
      url: absolute(siteUrl, path),
      changeFrequency: 'weekly' as const,
      priority: path === '/catalogue-couleur' ? 0.9 : 0.6,
    })),
    ...COLOUR_CATEGORIES.map((c) => ({
      url: absolute(siteUrl, `/catalogue-couleur/${c.slug}`),
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...makers.map((m) => ({
      url: absolute(siteUrl, colourListUrl(m.category, m.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...colours.map((c) => ({
      url: absolute(
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
