import type { MetadataRoute } from 'next';
import { catalogueSitemapEntries } from '@/lib/catalogue/sitemap';
import { colourSitemapEntries } from '@/lib/colours/sitemap';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/urls';

/** sitemap.xml: the home page, then each domain's entries (catalogue, then colours). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = env.SITE_URL;
  return [
    { url: absoluteUrl(siteUrl, '/'), changeFrequency: 'daily', priority: 1 },
    ...(await catalogueSitemapEntries(siteUrl)),
    ...(await colourSitemapEntries(siteUrl)),
  ];
}
