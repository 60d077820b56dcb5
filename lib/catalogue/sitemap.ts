import 'server-only';
import { getDb } from '@/lib/db/client';
import type { MetadataRoute } from 'next';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { listBrands, listCategories, listProductSlugs } from './queries';
import { SECTIONS } from './sections';
import {
  absoluteUrl,
  BRANDS_PATH,
  brandPath,
  CATALOGUE_PATH,
  categoryPath,
  productPath,
} from '@/lib/urls';

/** Catalogue pages that are not in the database: the catalogue, sections, landing pages. */
const CATALOGUE_STATIC_PATHS = [
  CATALOGUE_PATH,
  ...SECTIONS.map((s) => s.path),
  '/peinture-voiture',
  '/pro',
  BRANDS_PATH,
];

/**
 * The catalogue's part of sitemap.xml: every section and landing page, active category,
 * active brand and shown product. app/sitemap.ts concatenates it with other parts.
 */
export async function catalogueSitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  'use cache';
  const [categories, brands, products] = await cachedRead(
    {
      tags: [TAGS.products, TAGS.categories, TAGS.brands],
      life: 'hours',
      failure: 'plan du site : lecture du catalogue impossible',
    },
    () => Promise.all([listCategories(getDb()), listBrands(getDb()), listProductSlugs(getDb())]),
  );
  return [
    ...CATALOGUE_STATIC_PATHS.map((path) => ({
      url: absoluteUrl(siteUrl, path),
      changeFrequency: 'daily' as const,
      priority: path === CATALOGUE_PATH ? 0.9 : 0.8,
    })),
    ...categories.map((c) => ({
      url: absoluteUrl(siteUrl, categoryPath(c.slug)),
      changeFrequency: 'daily' as const,
      priority: 0.7,
    })),
    ...brands.map((b) => ({
      url: absoluteUrl(siteUrl, brandPath(b.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...products.map((p) => ({
      url: absoluteUrl(siteUrl, productPath(p.slug)),
      lastModified: p.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
  ];
}
