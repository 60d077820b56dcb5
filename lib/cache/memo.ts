import { onTagsExpired } from './expiration-listeners';
import { TAGS } from './tags';

/**
 * A value kept `ttlMs` in this server instance, shared by concurrent callers; a failed load is
 * forgotten at once. For small lists read on every cart request (promotions, carriers): another
 * instance sees a change within `ttlMs`.
 */
export function timedMemo<T>(ttlMs: number, load: () => Promise<T>) {
  let memo: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (!memo || now - memo.at > ttlMs) {
        const value = load();
        memo = { at: now, value };
        value.catch(() => {
          if (memo?.value === value) memo = null;
        });
      }
      return memo.value;
    },
    forget(): void {
      memo = null;
    },
  };
}

/** The lists kept once per process (`processMemo`), by name. */
export const PROCESS_MEMOS = { promotions: 'promotions', carriers: 'carriers' } as const;
type ProcessMemoKey = (typeof PROCESS_MEMOS)[keyof typeof PROCESS_MEMOS];

type Memo = ReturnType<typeof timedMemo<unknown>>;
const slotOf = (key: ProcessMemoKey) => Symbol.for(`nuancier.memo:${key}`);
const store = globalThis as unknown as Record<symbol, Memo | undefined>;

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
