import { TtlLru } from '@/lib/cache/lru';

/**
 * A small in-process memo with a time limit and a size bound (the shop's LRU, lib/cache/lru.ts),
 * for the dropdown's JSON answers: a popular term is answered without touching the database or
 * serialising anything again, and concurrent requests for the same term share one search.
 * Per process, like Next's default in-memory cache; answers are at most `ttlMs` old.
 */
export type Memo<T> = {
  get(key: string, load: () => Promise<T>): Promise<T>;
  readonly size: number;
};

export function createMemo<T>(options: {
  max: number;
  ttlMs: number;
  now?: () => number;
}): Memo<T> {
  const entries = new TtlLru<Promise<T>>(options.max, options.now);
  return {
    get(key, load) {
      // A lifetime of 0 keeps nothing: every call loads.
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit) return hit;
      const value = load();
      entries.set(key, value, options.ttlMs);
      // A failed search is forgotten at once: the next request searches again.
      value.catch(() => {
        if (entries.get(key) === value) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
