import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/urls';

/** robots.txt: private areas out of search engines, internal twin routes too, and the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/cart',
        '/checkout',
        '/profile',
        '/api',
        '/*/filtres',
        '/product/*/variante/',
      ],
    },
    sitemap: absoluteUrl(env.SITE_URL, '/sitemap.xml'),
  };
}
