import 'server-only';
import { cacheLife } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/log/server';
import { recordSearchMiss, recordSearchMissAfter } from '@/lib/search/misses';

/**
 * When a search that found nothing is counted (lib/search/misses.ts): `request`, for each
 * request of a page rendered per request (router prefetches left out); `render`, when a cached
 * twin route renders (a term's second search on an instance, then once per expiry: it can
 * read neither the request's headers nor schedule `after()` work while it is prerendered). A
 * term nobody found is listed for the admin either way; once cached, its count is the number
 * of renders, not of searches (docs/decisions/cached-search-pages.md).
 */
export type MissRecording = 'request' | 'render';

export async function recordMiss(term: string, when: MissRecording): Promise<void> {
  if (when === 'request') return recordSearchMissAfter(term);
  await recordMissOnRender(term);
}

/**
 * The render's count, made where the cached page's entry is made: a cached function whose
 * work is the write (kept minutes, as the search reads are), never failing the page.
 */
async function recordMissOnRender(term: string): Promise<boolean> {
  'use cache';
  cacheLife('minutes');
  try {
    await recordSearchMiss(getDb(), term);
    return true;
  } catch (error) {
    logger.warn(
      { err: error },
      'recherche : enregistrement de la recherche sans résultat impossible',
    );
    return false;
  }
}
