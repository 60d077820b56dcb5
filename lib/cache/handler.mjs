// @ts-check
/**
 * The 'use cache' handler of every server instance (next.config.ts → `cacheHandlers`). Next
 * loads this file itself, outside the app's bundle, hence plain JavaScript.
 *
 * Entries stay in this process's memory: it is Next's own in-memory handler. What it adds is
 * that tag expirations are shared by all the instances on one database (lib/cache/shared-tags.ts):
 * - `updateTags` (every `updateTag` of lib/cache/invalidate.ts) expires the tags here, then
 *   publishes them: a row per tag in `cache_tag_expirations` and a NOTIFY, before the Server
 *   Action answers;
 * - when another instance published tags (or, at start, any instance ever did: a page shell
 *   kept on disk may predate it), `expireLocal` marks them expired in this process's
 *   tags manifest, the one table Next reads for both the 'use cache' entries (`get`,
 *   `getExpiration`) and the prerendered page shells of the incremental cache: the next
 *   request for a page that showed those tags is rendered again.
 *
 * Without a board (during `next build`, or a test process), it is Next's default handler.
 * Tied to Next 16.4's internals (two modules of next/dist): upgrading Next means checking that
 * tests/e2e/cache-instances.spec.ts still passes.
 */
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** Next's default `cacheMaxMemorySize` (50 MB), which the config does not change. */
const MEMORY_BYTES = 50 * 1024 * 1024;
const SHARED_TAGS_KEY = Symbol.for('nuancier.cache.sharedTags');
/** When the tags of a write are expired again (see `expireAgainLater`). */
const ECHO_DELAYS_MS = [3_000, 10_000];
const EXPIRE_LOCAL_KEY = Symbol.for('nuancier.cache.expireLocal');
const PENDING_KEY = Symbol.for('nuancier.cache.pendingExpirations');

/**
 * @typedef {{ publish(tags: readonly string[]): Promise<void>; catchUp(): Promise<void> }} Board
 * @type {Record<symbol, unknown>}
 */
const registry = /** @type {any} */ (globalThis);

/** @returns {Board | undefined} */
const board = () => /** @type {Board | undefined} */ (registry[SHARED_TAGS_KEY]);

/**
 * Expires these tags in this process as of `at` (now when not given, never later than now):
 * entries and page shells made before are not served again. Same shape as Next's own immediate
 * expiration (`updateTag`).
 * @param {string[]} tags
 * @param {number} [at]
 */
function expireLocal(tags, at) {
  const now = Math.round(performance.timeOrigin + performance.now());
  const expired = Math.min(at ?? now, now);
  for (const tag of tags) {
    const known = tagsManifest.get(tag);
    if ((known?.expired ?? 0) < expired) tagsManifest.set(tag, { ...known, expired });
  }
}
// Another instance's write, delivered now (`at` is given only when replaying past ones at start).
registry[EXPIRE_LOCAL_KEY] = (/** @type {string[]} */ tags, /** @type {number=} */ at) => {
  expireLocal(tags, at);
  if (at === undefined) expireAgainLater(tags);
};

/**
 * Page shells of the incremental cache are dated when they are stored, not when their render
 * began: a render under way when the tags were invalidated may store the old page afterwards
 * and look fresh. The tags are expired again a few seconds later (once such renders are done),
 * so such a page is rendered once more with the new data.
 * @param {string[]} tags
 */
function expireAgainLater(tags) {
  for (const delay of ECHO_DELAYS_MS) setTimeout(() => expireLocal(tags), delay).unref();
}
// What the board learnt before Next loaded this file (at start: every past invalidation).
for (const { tags, at } of /** @type {{ tags: string[]; at?: number }[]} */ (
  registry[PENDING_KEY] ?? []
)) {
  expireLocal(tags, at);
}
delete registry[PENDING_KEY];

const local = createDefaultCacheHandler(MEMORY_BYTES);

/**
 * How long after an invalidation a new entry carrying that tag is trusted only until the next
 * read. Next dates an entry by the start of its computation, but a computation that began after
 * the invalidation can still hold what was read before it: a nested 'use cache' call joins an
 * identical computation already in flight (the shop frame's footer, waiting on the social links
 * read started a moment before the admin saved). Such an entry would look fresh for its whole
 * life (hours). Entries finished within this window of an invalidation of one of their tags are
 * dated just before it, so the next read computes them again; after the window (longer than
 * any render) entries are stored as they come.
 */
const SETTLE_MS = 10_000;

/**
 * @param {import('next/dist/server/lib/cache-handlers/types').CacheEntry} entry
 * @returns {import('next/dist/server/lib/cache-handlers/types').CacheEntry}
 */
function settle(entry) {
  let latest = 0;
  for (const tag of entry.tags) {
    const expired = tagsManifest.get(tag)?.expired;
    if (typeof expired === 'number' && expired > latest) latest = expired;
  }
  const now = Math.round(performance.timeOrigin + performance.now());
  if (latest > 0 && latest <= now && now - latest < SETTLE_MS && entry.timestamp >= latest) {
    return { ...entry, timestamp: latest - 1 };
  }
  return entry;
}

/** @type {import('next/dist/server/lib/cache-handlers/types').CacheHandler} */
const handler = {
  get: (cacheKey, softTags) => local.get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => local.set(cacheKey, Promise.resolve(pendingEntry).then(settle)),
  getExpiration: (tags) => local.getExpiration(tags),
  // The board's listener keeps the tags manifest current; nothing to fetch per request.
  refreshTags: async () => {},
  async updateTags(tags, durations) {
    await local.updateTags(tags, durations);
    if (!durations) expireAgainLater([...tags]);
    try {
      await board()?.publish(tags);
    } catch (error) {
      // This instance has expired its entries; the others keep theirs until their life ends.
      console.error(
        `[cache] expiration non partagée (${tags.join(', ')}) : ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  },
};

export default handler;
export { settle };
