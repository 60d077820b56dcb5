import { LRUCache } from 'lru-cache';

/**
 * Cache on the second search (issue 37 §3, docs/decisions/search-cache-on-second-search.md).
 * A term's first search on a server instance is rendered per request (2–3× cheaper than Next's
 * on-demand prerender of its twin route, which also keeps ~100 kB per term in the page cache);
 * from its second search, the twin route serves it: prerendered once, then from the cache like
 * a catalogue page. Most terms a shop sees are asked once; those never pay the prerender nor
 * take a place in the cache.
 *
 * Each instance keeps its own list (a term first asked on another instance is rendered per
 * request once more here): what it changes is which render answers, never what the page says.
 * At most `SEEN_MAX` addresses, the least recently asked forgotten first, and none older than
 * `SEEN_TTL_MS`.
 */
const SEEN_MAX = 20_000;
const SEEN_TTL_MS = 24 * 60 * 60 * 1000;

export type SecondSearch = {
  /**
   * True when `view` was asked before on this instance; notes that it is asked now unless
   * `note` is false (a router prefetch: nobody asked for the results yet).
   */
  askedBefore(view: string, note?: boolean): boolean;
};

export function secondSearch(
  options: { max?: number; ttlMs?: number; now?: () => number } = {},
): SecondSearch {
  const seen = new LRUCache<string, true>({
    max: options.max ?? SEEN_MAX,
    ttl: options.ttlMs ?? SEEN_TTL_MS,
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    askedBefore(view, note = true) {
      // `get` refreshes its place among the most recently asked, not its age.
      if (seen.get(view)) return true;
      if (note) seen.set(view, true);
      return false;
    },
  };
}
