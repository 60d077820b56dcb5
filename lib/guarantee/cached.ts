import 'server-only';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { readGuaranteeSettings } from '@/lib/guarantee-settings';
import { DEFAULT_GUARANTEE, type GuaranteeSettings } from '@/lib/guarantee-settings';

/** The settings the colour pages and the guarantee page show; tag `site-settings`. */
export async function cachedGuaranteeSettings(): Promise<GuaranteeSettings> {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.siteSettings],
      life: 'hours',
      failure: 'garantie : lecture des réglages impossible',
      fallback: DEFAULT_GUARANTEE,
    },
    () => readGuaranteeSettings(getDb()),
  );
}
