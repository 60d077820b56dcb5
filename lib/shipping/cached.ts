import 'server-only';
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { loadCarriers } from './queries';
import type { Carrier } from './types';

/**
 * The carriers and rates for cached pages (product JSON-LD): tagged `shipping`, so a rate change
 * (`shippingChanged()`) reaches the markup. A failed read gives no shipping details for a few
 * minutes (`cachedRead`'s failure policy).
 */
export async function cachedCarriers(): Promise<Carrier[]> {
  'use cache';
  return cachedRead(
    { tags: [TAGS.shipping], life: 'hours', failure: 'transporteurs illisibles', fallback: [] },
    () => loadCarriers(getDb()),
  );
}
