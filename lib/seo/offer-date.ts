import 'server-only';
import { cacheLife } from 'next/cache';
import { priceValidUntil } from './json-ld';

/** Today + 30 days, refreshed daily (pages that show offers revalidate with it). */
export async function currentPriceValidUntil(): Promise<string> {
  'use cache';
  cacheLife('days');
  return priceValidUntil(new Date());
}
