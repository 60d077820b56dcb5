import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/urls';
import { ADMIN_PATH } from '@/lib/admin/urls';

/** robots.txt: private areas out of search engines, internal twin routes too, and the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        ADMIN_PATH,
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
