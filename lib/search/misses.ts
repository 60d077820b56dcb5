import 'server-only';
import { sql } from 'drizzle-orm';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { logger } from '@/lib/log/server';
import { SEARCH_MAX_LENGTH } from './constants';
import { cleanTerm, foldText, isSearchable } from './normalise';

/**
 * Searches that found nothing (`search_misses`), for the admin's analytics: the shop owner
 * reads there which colours shoppers looked for in vain. Only the normalised text is kept
 * (lower case, no accents, blanks collapsed, at most SEARCH_MAX_LENGTH characters) with a
 * count and the first and last dates — no IP, no account, no session, nothing personal.
 *
 * Recorded by the submitted search pages (/catalog?search=, /couleurs-recherche,
 * /recherche-couleur) after their response is sent (`after()`), so the search is neither slowed
 * nor made uncacheable. The header's dropdown (/api/search) is not recorded: it answers every
 * keystroke, and the prefixes typed on the way would fill the list.
 */
export function missKey(raw: unknown): string | null {
  const term = cleanTerm(raw);
  if (!isSearchable(term)) return null;
  return Array.from(foldText(term)).slice(0, SEARCH_MAX_LENGTH).join('');
}

/**
 * The same text again within this many seconds counts once: a page rendered twice for one
 * request (Cache Components may render a dynamic page a second time once its caches are
 * filled), a double submit or a reload are one search, not several.
 */
export const REPEAT_SECONDS = 5;

/** Counts one search that found nothing (one upsert on the primary key). */
export async function recordSearchMiss(db: DbHandle, raw: unknown): Promise<void> {
  const key = missKey(raw);
  if (!key) return;
  await db.execute(sql`
    insert into search_misses (query) values (${key})
    on conflict (query) do update
      set count = search_misses.count
                  + case when search_misses.last_seen_at < now() - ${`${REPEAT_SECONDS} seconds`}::interval
                         then 1 else 0 end,
          last_seen_at = now()`);
}

/**
 * Records the miss once the response is sent; a failure is logged, never shown. A router
 * prefetch is not a search (the results page links to the other colour search with the same
 * term, and the browser prefetches it): it is not counted.
 */
export async function recordSearchMissAfter(raw: unknown): Promise<void> {
  const request = await headers();
  if (request.has('next-router-prefetch') || request.has('next-router-segment-prefetch')) return;
  const key = missKey(raw);
  if (key) recordOncePerRequest(key);
}

/** One count per request and text, even if the page renders its search twice. */
const recordOncePerRequest = cache((key: string) => {
  after(async () => {
    try {
      await recordSearchMiss(getDb(), key);
    } catch (error) {
      logger.warn(
        { err: error },
        'recherche : enregistrement de la recherche sans résultat impossible',
      );
    }
  });
});
