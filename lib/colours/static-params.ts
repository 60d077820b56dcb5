import 'server-only';
import { logger } from '@/lib/log/server';
import { cachedManufacturers, cachedSampleColourParams, cachedSampleTwoToneParams } from './cached';

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

/** Makers whose first list page is built ahead; the others are rendered on first visit. */
const PRERENDERED_MAKER_LISTS = 40;

/** The first page of the largest makers' lists is prerendered at build. */
export async function manufacturerListParams(): Promise<
  Array<{ category: string; manufacturer: string; page: string }>
> {
  try {
    const makers = await cachedManufacturers();
    if (makers.length > 0) {
      return [...makers]
        .sort((a, b) => b.colourCount - a.colourCount)
        .slice(0, PRERENDERED_MAKER_LISTS)
        .map((m) => ({ category: m.category, manufacturer: m.slug, page: '1' }));
    }
  } catch (error) {
    logger.warn({ err: error }, 'aucun constructeur lu pour le prérendu');
  }
  return [{ category: 'auto', manufacturer: 'exemple', page: '1' }];
}

/** One bi-tone page prerendered at build when the catalogue has a two-tone colour. */
export async function bitonPageParams(): Promise<
  Array<{ category: string; manufacturer: string; code: string }>
> {
  try {
    const sample = await cachedSampleTwoToneParams(1);
    if (sample.length > 0) return sample;
  } catch (error) {
    logger.warn({ err: error }, 'aucun bi-ton lu pour le prérendu');
  }
  return [{ category: 'auto', manufacturer: 'unknown', code: 'exemple' }];
}
