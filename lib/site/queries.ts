import 'server-only';
import { eq } from 'drizzle-orm';
import { seoSettings } from '@/lib/db/schema';
import type { DbHandle } from '@/lib/db/handle';

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok';
export type SocialLink = { network: SocialNetwork; url: string };

const NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'tiktok'];

/** Only http(s) addresses are links; anything else (empty, « javascript: », junk) is ignored. */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Reads `setting_value.social` of the `site_config` row: each configured network, in order. */
export function socialLinksOf(settingValue: unknown): SocialLink[] {
  if (typeof settingValue !== 'object' || settingValue === null) return [];
  const social = (settingValue as { social?: unknown }).social;
  if (typeof social !== 'object' || social === null) return [];
  const record = social as Record<string, unknown>;
  return NETWORKS.flatMap((network) => {
    const url = safeUrl(record[network]);
    return url ? [{ network, url }] : [];
  });
}

/**
 * The default search-engine texts an admin may set (`setting_value.seo` of `site_config`):
 * the site's default title and description (pages without their own) and the home page's.
 * Each one unset (or not text) is absent, and the page keeps its built-in French text.
 */
export type SiteSeoTexts = {
  defaultTitle?: string;
  defaultDescription?: string;
  homeTitle?: string;
  homeDescription?: string;
};

const SEO_KEYS = ['defaultTitle', 'defaultDescription', 'homeTitle', 'homeDescription'] as const;

export function siteSeoOf(settingValue: unknown): SiteSeoTexts {
  if (typeof settingValue !== 'object' || settingValue === null) return {};
  const seo = (settingValue as { seo?: unknown }).seo;
  if (typeof seo !== 'object' || seo === null) return {};
  const record = seo as Record<string, unknown>;
  const texts: SiteSeoTexts = {};
  for (const key of SEO_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) texts[key] = value.trim();
  }
  return texts;
}

/** The whole `site_config` value as stored ({} when there is no row). */
export async function getSiteConfigValue(db: DbHandle): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ value: seoSettings.settingValue })
    .from(seoSettings)
    .where(eq(seoSettings.settingKey, 'site_config'))
    .limit(1);
  const value = rows[0]?.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export async function getSocialLinks(db: DbHandle): Promise<SocialLink[]> {
  return socialLinksOf(await getSiteConfigValue(db));
}

export async function getSiteSeoTexts(db: DbHandle): Promise<SiteSeoTexts> {
  return siteSeoOf(await getSiteConfigValue(db));
}

/**
 * What the law makes the shop show, set in /admin/seo (`setting_value.legal` of `site_config`):
 * the consumer mediator (Code de la consommation L612-1, L616-1), in the footer, the CGV and
 * the order confirmation; the EPR schemes' unique identifiers (« IDU », Code de l'environnement
 * L541-10-13), in the CGV. A mediator without a name or a safe address is not shown.
 */
export type SiteLegal = { mediator: { name: string; url: string } | null; idus: string[] };

export function siteLegalOf(settingValue: unknown): SiteLegal {
  const legal =
    typeof settingValue === 'object' && settingValue !== null
      ? (settingValue as { legal?: unknown }).legal
      : undefined;
  if (typeof legal !== 'object' || legal === null) return { mediator: null, idus: [] };
  const record = legal as Record<string, unknown>;
  const name = typeof record.mediatorName === 'string' ? record.mediatorName.trim() : '';
  const url = safeUrl(record.mediatorUrl);
  const idus = Array.isArray(record.idus)
    ? record.idus.filter((line): line is string => typeof line === 'string' && line.trim() !== '')
    : [];
  return { mediator: name && url ? { name, url } : null, idus };
}

export async function getSiteLegal(db: DbHandle): Promise<SiteLegal> {
  return siteLegalOf(await getSiteConfigValue(db));
}
