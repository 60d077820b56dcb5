import 'server-only';
import { getDb } from '@/lib/db/client';
import { cacheLife } from 'next/cache';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getSocialLinks, type SocialLink } from './queries';

/** Footer social links; tag `site-settings` (the SEO admin page invalidates it). */
export async function cachedSocialLinks(): Promise<SocialLink[]> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.siteSettings],
      life: 'hours',
      failure: 'pied de page : lecture des réseaux sociaux impossible',
      fallback: [],
    },
    () => getSocialLinks(getDb()),
  );
}

/** The footer's copyright year, computed once a day. */
export async function cachedCopyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
