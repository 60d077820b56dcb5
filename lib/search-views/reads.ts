import type { ReadMode } from '@/lib/cache/read';
import { searchViewPath } from './paths';

type Params = Record<string, string | string[] | undefined>;

/**
 * How a search page rendered per request reads its results
 * (docs/decisions/search-first-read-once.md). A plain search, one with a twin route, reaches its
 * per-request page only the first time this instance answers it (proxy.ts, second-search.ts) or
 * as a router prefetch; from its second time its twin route answers, and reads through the
 * cache itself. So its per-request render reads once: a `'use cache'` miss would cost it CPU
 * beyond the query, and keep an entry no later request of this page reads. A search with
 * filters, or beyond page 20, has no twin route: asked again, it is rendered per request again,
 * and reads through the cache.
 */
export function searchReads(pathname: string, params: Params): ReadMode {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of value === undefined ? [] : [value].flat()) query.append(key, one);
  }
  return searchViewPath(pathname, query) ? 'once' : 'cached';
}
