/**
 * A small in-process memo with a time limit and a size bound (least recently used out first),
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
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      // A lifetime of 0 keeps nothing: every call loads.
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) {
        // Refresh its place: Map keeps insertion order, the oldest is evicted first.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      entries.delete(key);
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
