import 'server-only';
import { getDb } from '@/lib/db/client';
import { cacheLife } from 'next/cache';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import {
  getSiteLegal,
  getSiteSeoTexts,
  getSocialLinks,
  type SiteLegal,
  type SiteSeoTexts,
  type SocialLink,
} from './queries';

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

/** The default titles and descriptions set in /admin/seo; tag `site-settings`. */
export async function cachedSiteSeoTexts(): Promise<SiteSeoTexts> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.siteSettings],
      life: 'hours',
      failure: 'SEO : lecture des titres par défaut impossible',
      fallback: {},
    },
    () => getSiteSeoTexts(getDb()),
  );
}

/** The mediator and the IDUs set in /admin/seo (footer, CGV); tag `site-settings`. */
export async function cachedSiteLegal(): Promise<SiteLegal> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.siteSettings],
      life: 'hours',
      failure: 'mentions légales : lecture du médiateur et des IDU impossible',
      fallback: { mediator: null, idus: [] },
    },
    () => getSiteLegal(getDb()),
  );
}

/** The footer's copyright year, computed once a day. */
export async function cachedCopyrightYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
