import { LRUCache } from 'lru-cache';
import { onTagsExpired } from './expiration-listeners';
import { TAGS } from './tags';

/**
 * The shop's one in-process memo (issue 35 §4: one way per thing), a thin layer over the
 * `lru-cache` package: answers kept `ttlMs` in this server instance, at most `max` keys (the
 * least recently used go first), concurrent callers of one key sharing one load, and a failed
 * load forgotten at once so the next caller loads again. Each server instance keeps its own;
 * answers expire, so a change made elsewhere shows within the TTL everywhere, and the tag
 * listeners below (or a module's own) `clear()` a memo at once on an invalidation.
 *
 * Users: the search dropdown's JSON answers (app/api/search/route.ts), the admin analytics
 * figures, the legacy-redirect answers (lib/redirects/resolve.ts, a shorter life when empty) and
 * the cart's small lists (`timedMemo`/`processMemo` below).
 */
export type Memo<T> = {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
};

export type MemoOptions<T> = {
  max: number;
  /** How long an answer is kept; 0 keeps nothing (every call loads). */
  ttlMs: number;
  /** A lifetime chosen by the answer once it is known (an empty answer kept shorter). */
  ttlOf?: (value: T) => number;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
};

export function createMemo<T>(options: MemoOptions<T>): Memo<T> {
  const entries = new LRUCache<string, Promise<T>>({
    max: options.max,
    ttl: Math.max(options.ttlMs, 1),
    // Read the clock on every check rather than once per millisecond (lru-cache's default keeps
    // a timer for that): exact with a test clock, and `performance.now()` costs nothing here.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit) return hit;
      const value = load();
      entries.set(key, value);
      value.then(
        (answer) => {
          if (options.ttlOf && entries.peek(key) === value) {
            entries.set(key, value, { ttl: Math.max(options.ttlOf(answer), 1) });
          }
        },
        () => {
          if (entries.peek(key) === value) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * One value kept `ttlMs` in this server instance, shared by concurrent callers; a failed load is
 * forgotten at once. For small lists read on every cart request (promotions, carriers): another
 * instance sees a change within `ttlMs`.
 */
export function timedMemo<T>(ttlMs: number, load: () => Promise<T>) {
  const memo = createMemo<T>({ max: 1, ttlMs });
  return {
    get: (): Promise<T> => memo.get('', load),
    forget: (): void => memo.clear(),
  };
}

/** The lists kept once per process (`processMemo`), by name. */
export const PROCESS_MEMOS = { promotions: 'promotions', carriers: 'carriers' } as const;
type ProcessMemoKey = (typeof PROCESS_MEMOS)[keyof typeof PROCESS_MEMOS];

type TimedMemo = ReturnType<typeof timedMemo<unknown>>;
const slotOf = (key: ProcessMemoKey) => Symbol.for(`nuancier.memo:${key}`);
const store = globalThis as unknown as Record<symbol, TimedMemo | undefined>;

/**
 * A `timedMemo` kept once per server process under `key`: the bundler may load a module once
 * per route, so a module-level memo would exist once per route and an admin action's `forget`
 * would miss the copy the cart's route reads.
 */
export function processMemo<T>(key: ProcessMemoKey, ttlMs: number, load: () => Promise<T>) {
  const slot = slotOf(key);
  return (store[slot] ??= timedMemo<unknown>(ttlMs, load)) as ReturnType<typeof timedMemo<T>>;
}

/** Drops this process's copy of a `processMemo` list (the cache invalidation functions). */
export function forgetProcessMemo(key: ProcessMemoKey): void {
  store[slotOf(key)]?.forget();
}

// The cart's lists follow the tags of what they hold: an expiration of `promotions` or
// `shipping` (an admin write here, or in another instance, delivered by the shared board)
// drops this process's copy at once.
onTagsExpired((tags) => {
  if (tags.includes(TAGS.promotions)) forgetProcessMemo(PROCESS_MEMOS.promotions);
  if (tags.includes(TAGS.shipping)) forgetProcessMemo(PROCESS_MEMOS.carriers);
});
