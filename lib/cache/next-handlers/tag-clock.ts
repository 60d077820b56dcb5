/**
 * This process's clock of tag invalidations, and the causal rule that keeps a computation under
 * way across an invalidation from being stored as fresh (docs/decisions/
 * cache-freshness-after-a-write.md).
 *
 * Shared by the 'use cache' handler, the page-shell handler (both compiled apart and loaded by
 * Next outside the app's bundle) and the tag board of the app (lib/cache/shared-tags.ts), each
 * with its own copy of this module: the state lives on `globalThis` under one symbol, and every
 * copy runs this same code on it.
 *
 * Times are this process's clock (`performance.timeOrigin + performance.now()`, the clock Next
 * dates entries with). Another instance's invalidation is dated when it is received here, never
 * by the other machine's clock: later than the write, so a computation is taken for older than
 * it is, never for newer.
 */

/** At most this many computations remembered as « under way » (the oldest are forgotten). */
const MAX_STARTS = 10_000;
/** At most this many tainted results remembered (the oldest are forgotten). */
const MAX_TAINTS = 1_000;

type Taint = { tags: ReadonlySet<string>; at: number };

type ClockState = {
  /** tag → when it last expired (immediate invalidation: `updateTag`, another instance's write). */
  expired: Map<string, number>;
  /** tag → when it last went stale (`revalidateTag(tag, profile)`: served while refreshed). */
  stale: Map<string, number>;
  /** computation key → when it began (the first read that missed since its last store). */
  starts: Map<string, number>;
  /** 'use cache' results that were tainted, in the order they resolved. */
  taints: Taint[];
};

const KEY = Symbol.for('nuancier.cache.tagClock');

function state(): ClockState {
  const registry = globalThis as { [KEY]?: ClockState };
  return (registry[KEY] ??= {
    expired: new Map(),
    stale: new Map(),
    starts: new Map(),
    taints: [],
  });
}

export const clockNow = (): number => performance.timeOrigin + performance.now();

/**
 * Records an invalidation of these tags. Without `durations`, they expire: as of `at` (a past
 * invalidation replayed at start) or now. With `durations` (a cache-life profile), they go stale
 * now and expire `durations.expire` seconds later.
 */
export function expireTags(
  tags: readonly string[],
  options: { at?: number; durations?: { expire?: number } } = {},
): void {
  const { expired, stale } = state();
  const now = clockNow();
  for (const tag of tags) {
    if (options.durations) {
      stale.set(tag, Math.max(stale.get(tag) ?? 0, now));
      if (options.durations.expire !== undefined) {
        expired.set(tag, Math.max(expired.get(tag) ?? 0, now + options.durations.expire * 1000));
      }
      continue;
    }
    const at = Math.min(options.at ?? now, now);
    if ((expired.get(tag) ?? 0) < at) expired.set(tag, at);
  }
}

/** The latest expiration of these tags already reached (0 when none ever expired). */
export function latestExpiration(tags: readonly string[], now = clockNow()): number {
  const { expired } = state();
  let latest = 0;
  for (const tag of tags) {
    const at = expired.get(tag);
    if (at !== undefined && at <= now && at > latest) latest = at;
  }
  return latest;
}

/** Whether one of these tags expired after `timestamp` (an entry made then is out of date). */
export function expiredSince(tags: readonly string[], timestamp: number): boolean {
  return latestExpiration(tags) > timestamp;
}

/** Whether one of these tags went stale after `timestamp` (serve it, refresh it). */
export function staleSince(tags: readonly string[], timestamp: number): boolean {
  const { stale } = state();
  return tags.some((tag) => (stale.get(tag) ?? 0) > timestamp);
}

/**
 * A computation of `key` begins (its read missed, or found an entry Next will refresh): the
 * earliest such moment since its last store is kept, so requests that joined it later do not
 * make it look newer.
 */
export function computationBegins(key: string, at = clockNow()): void {
  const { starts } = state();
  if (starts.has(key)) return;
  starts.set(key, at);
  if (starts.size > MAX_STARTS) starts.delete(starts.keys().next().value!);
}

/**
 * The causal rule, applied when a computation of `key` stores its result with these tags. The
 * result is tainted (it may hold data read before an invalidation of one of its tags, while
 * looking newer than it) when, while it was under way:
 * 1. one of its tags expired, or
 * 2. a tainted 'use cache' result resolved whose tags are all among its own (it may have
 *    consumed that result: a nested or joined computation passes its tags to what uses it).
 * A tainted result must not be served as fresh. `recordTaint` says whether a tainted result is
 * one others can consume (a 'use cache' entry: yes; a page shell: no).
 *
 * `began` (the entry's own date, when it has one) bounds the start from below together with
 * the recorded start; without either the computation is taken to begin now.
 */
export function settleComputation(
  key: string,
  tags: readonly string[],
  options: { began?: number; recordTaint: boolean; now?: number },
): boolean {
  const clock = state();
  const now = options.now ?? clockNow();
  const recorded = clock.starts.get(key);
  clock.starts.delete(key);
  const start = Math.min(recorded ?? Infinity, options.began ?? Infinity, now);
  let tainted = false;
  for (const tag of tags) {
    const at = clock.expired.get(tag);
    if (at !== undefined && at >= start && at <= now) tainted = true;
  }
  if (!tainted) {
    const own = new Set(tags);
    tainted = clock.taints.some(
      (taint) =>
        taint.at >= start && taint.tags.size > 0 && [...taint.tags].every((t) => own.has(t)),
    );
  }
  if (tainted && options.recordTaint) {
    clock.taints.push({ tags: new Set(tags), at: now });
    if (clock.taints.length > MAX_TAINTS) clock.taints.shift();
  }
  return tainted;
}

/** Tests: forgets everything. */
export function resetClockForTests(): void {
  const clock = state();
  clock.expired.clear();
  clock.stale.clear();
  clock.starts.clear();
  clock.taints.length = 0;
}
