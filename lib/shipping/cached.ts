import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { TAGS } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/log/server';
import { loadCarriers } from './queries';
import type { Carrier } from './types';

/**
 * The carriers and rates for cached pages (product JSON-LD): tagged `shipping`, so a rate change
 * (`shippingChanged()`) reaches the markup. A failed read gives no shipping details for a minute.
 */
export async function cachedCarriers(): Promise<Carrier[]> {
  'use cache';
  cacheTag(TAGS.shipping);
  try {
    const carriers = await loadCarriers(getDb());
    cacheLife('hours');
    return carriers;
  } catch (error) {
    logger.error({ err: error }, 'transporteurs illisibles');
    cacheLife('minutes');
    return [];
  }
}
