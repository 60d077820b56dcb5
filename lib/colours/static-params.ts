import 'server-only';
import { logger } from '@/lib/log/server';
import { cachedSampleColourParams } from './cached';

/** Spec section 4: a slug starting with 'biton-' stops loading without lookup. */
export function isBitonSlug(slug: string): boolean {
  return slug.toLowerCase().startsWith('biton-');
}

/**
 * A few colour pages to prerender at build (Cache Components needs at least one); the others are
 * rendered on their first visit and cached. Without a database at build time, one placeholder.
 */
export async function colourPageParams(): Promise<
  Array<{ category: string; manufacturer: string; color: string }>
> {
  try {
    const sample = await cachedSampleColourParams(3);
    if (sample.length > 0) return sample;
  } catch (error) {
    logger.warn({ err: error }, 'aucune couleur lue pour le prérendu');
  }
  return [{ category: 'auto', manufacturer: 'unknown', color: 'exemple' }];
}
