import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from '@/lib/cache/tags';
import { logger } from '@/lib/log/server';
import { getSocialLinks, type SocialLink } from './queries';

/** Footer social links; tag `site-settings` (the SEO admin page calls `updateTag` on it). */
export async function cachedSocialLinks(): Promise<SocialLink[]> {
  'use cache';
  cacheTag(TAGS.siteSettings);
  try {
    const links = await getSocialLinks();
    cacheLife('hours');
    return links;
  } catch (error) {
    logger.error({ err: error }, 'pied de page : lecture des réseaux sociaux impossible');
    cacheLife('minutes');
    return [];
  }
}
