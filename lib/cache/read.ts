import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { logger } from '@/lib/log/server';
import type { CacheTag } from './tags';

/** How long a good answer is kept (a failure's answer is kept `FAILURE_LIFE` at most). */
type ReadLife = 'minutes' | 'hours' | 'days';

/** A failed read's fallback lives this long: the next visitor after it asks the database again. */
const FAILURE_LIFE = 'minutes';

export type CachedReadOptions<T> = {
  tags: CacheTag[];
  life: ReadLife;
  /** Said in the log when the read fails (French, like every log line of the shop). */
  failure: string;
  /** Logged with the failure (the read's arguments). */
  context?: Record<string, unknown>;
  /**
   * What the page shows when the read fails (an empty block, « introuvable »). Without it the
   * error is thrown again: a thrown error is never cached, so the next request reads again.
   */
  fallback?: T;
};

/**
 * The one failure policy of the shop's cached reads, called first thing inside every
 * `'use cache'` function of the `lib/<domain>/cached.ts` modules. Query functions never catch
 * their own errors (an empty answer they returned would be cached as a good one, for hours):
 * here, a good answer is kept for `life`, a failure is logged and either answers `fallback`
 * for a few minutes or is thrown again, never kept.
 */
export async function cachedRead<T>(
  options: CachedReadOptions<T>,
  read: () => Promise<T>,
): Promise<T> {
  if (options.tags.length > 0) cacheTag(...options.tags);
  try {
    const value = await read();
    cacheLife(options.life);
    return value;
  } catch (error) {
    const fallback = failed(options, error);
    cacheLife(FAILURE_LIFE);
    return fallback;
  }
}

/** How a page makes a read: through the cache, or once (`onceRead`). */
export type ReadMode = 'cached' | 'once';

/**
 * The same read made once, outside the cache, with the same failure policy: for an answer
 * nobody asks for again from this cache entry (a term's first search, lib/search-views/reads.ts),
 * which a `'use cache'` miss would only cost the time of keeping.
 */
export async function onceRead<T>(
  options: Omit<CachedReadOptions<T>, 'tags' | 'life'>,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    return failed(options, error);
  }
}

/** A failed read: logged, then its fallback, or the error thrown again. */
function failed<T>(options: Omit<CachedReadOptions<T>, 'tags' | 'life'>, error: unknown): T {
  logger.error({ err: error, ...options.context }, options.failure);
  if (!('fallback' in options)) throw error;
  return options.fallback as T;
}
