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

export async function getSocialLinks(db: DbHandle): Promise<SocialLink[]> {
  const rows = await db
    .select({ value: seoSettings.settingValue })
    .from(seoSettings)
    .where(eq(seoSettings.settingKey, 'site_config'))
    .limit(1);
  return socialLinksOf(rows[0]?.value);
}
