import 'server-only';
import { after } from 'next/server';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/log/server';
import { recordSearchMiss, recordSearchMissAfter } from '@/lib/search/misses';

/**
 * When a search that found nothing is counted (lib/search/misses.ts): `request`, for each
 * request of a page rendered per request (router prefetches left out); `render`, when a cached
 * twin route renders (its first visit, then once per expiry: it cannot read the request's
 * headers). A term nobody found is listed for the admin either way, its count is then the
 * number of renders, not of searches (docs/decisions/cached-search-pages.md).
 */
export type MissRecording = 'request' | 'render';

export async function recordMiss(term: string, when: MissRecording): Promise<void> {
  if (when === 'request') return recordSearchMissAfter(term);
  const failed = (error: unknown) =>
    logger.warn(
      { err: error },
      'recherche : enregistrement de la recherche sans résultat impossible',
    );
  after(() => recordSearchMiss(getDb(), term).catch(failed));
}
