// @ts-check
/**
 * The incremental cache of every server instance (next.config.ts → `cacheHandler`): where Next
 * keeps the prerendered page shells (and route handlers' bodies). Next loads this file itself,
 * outside the app's bundle, hence plain JavaScript.
 *
 * It is Next's own file-system cache (memory first, then `.next/server/app`), with one change:
 * a page shell is dated by the start of its render, not by the moment it is stored, when one of
 * its tags was invalidated in between.
 *
 * Why: Next dates a stored page by `Date.now()` at the end of its render. A render under way when
 * the admin saved (another visitor's request, or a background revalidation that requests joined)
 * read the old data, then stored its page after the invalidation: that page looked newer than
 * the invalidation and was served, with the old footer or price, for its whole life (hours).
 * Dated just before the invalidation instead, it is rendered again by the next request.
 *
 * How the start of a render is known: Next reads a page's entry here (`get`) before every render
 * of it, and stores it (`set`) at the end. The earliest read since the last store (within
 * `RENDER_MAX_MS`, longer than any render) is taken as its start: early rather than late, so a
 * render is never taken for newer than it is (at worst a page is rendered once more).
 *
 * A render that begins within `SETTLE_MS` after an invalidation is treated the same way: it may
 * have joined a nested 'use cache' computation already in flight before it (lib/cache/handler.mjs
 * dates such entries the same way), so its page is rendered again by the next request once that
 * short window has passed.
 *
 * Only the in-memory copy is re-dated (the copy on disk is read again only after a restart or
 * when the memory cache drops the page; a starting instance expires every past invalidation).
 * Tied to Next 16.4's internals (two modules of next/dist): upgrading Next means checking that
 * tests/e2e/admin-seo.spec.ts and tests/e2e/cache-instances.spec.ts still pass.
 */
import { LRUCache } from 'lru-cache';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** @type {any} */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule;

/** No render takes longer: an older read is not the start of the render being stored. */
const RENDER_MAX_MS = 60_000;
/** Same window as lib/cache/handler.mjs's `SETTLE_MS`. */
export const SETTLE_MS = 10_000;
/** At most this many pages remembered as « being rendered » (the oldest are forgotten). */
const MAX_TRACKED = 10_000;
const TAGS_HEADER = 'x-next-cache-tags';

const now = () => Math.round(performance.timeOrigin + performance.now());

/**
 * key → the earliest read of that page since it was last stored; the shop's one LRU
 * (lib/cache/memo.ts), read with `peek` so a later read does not make an entry younger.
 * @type {LRUCache<string, number>}
 */
const renderStarts = new LRUCache({ max: MAX_TRACKED });

/** Called on every read of a page's entry (before any render of it). */
export function noteRead(/** @type {string} */ key, at = now()) {
  const started = renderStarts.peek(key);
  if (started !== undefined && at - started <= RENDER_MAX_MS) return;
  renderStarts.set(key, at);
}

/**
 * The date a page stored now should carry, given its tags: just before the latest invalidation
 * of one of them when that came after (or less than `SETTLE_MS` before) its render began;
 * `undefined` when the store's own date is right.
 * @param {string} key
 * @param {readonly string[]} tags
 */
export function shellDate(key, tags, at = now()) {
  const readAt = renderStarts.peek(key);
  renderStarts.delete(key);
  const started = readAt !== undefined && at - readAt <= RENDER_MAX_MS ? readAt : at;
  let latest = 0;
  for (const tag of tags) {
    const expired = tagsManifest.get(tag)?.expired;
    if (typeof expired === 'number' && expired <= at && expired > latest) latest = expired;
  }
  return latest > 0 && latest > started - SETTLE_MS ? latest - 1 : undefined;
}

/**
 * A route handler's answer that is not a success (`/sitemap.xml` answering a hostile POST with
 * 405): never kept, and never served from the cache if an older instance stored one. A route's
 * cached GET is then always the answer to a GET (issue 34, §2).
 * @param {unknown} value
 */
export function isFailedRouteAnswer(value) {
  const entry = /** @type {{ kind?: unknown, status?: unknown } | null | undefined} */ (value);
  if (entry?.kind !== 'APP_ROUTE') return false;
  const status = typeof entry.status === 'number' ? entry.status : 200;
  return status < 200 || status > 299;
}

/** @param {unknown} data */
function tagsOf(data) {
  const headers = /** @type {{ headers?: Record<string, unknown> } | null} */ (data)?.headers;
  const header = headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

export default class ShellCache extends FileSystemCache {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    noteRead(key);
    const entry = await super.get(key, ctx);
    // A poisoned entry is a miss: the next GET renders the route again and replaces it.
    return isFailedRouteAnswer(entry?.value) ? null : entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (isFailedRouteAnswer(data)) {
      renderStarts.delete(key);
      return;
    }
    const tags = tagsOf(data);
    const date = tags.length > 0 ? shellDate(key, tags) : (renderStarts.delete(key), undefined);
    // Next's `set` puts the page in memory before its first await (then writes it to disk):
    // it is re-dated there before any other request can read it.
    const stored = super.set(key, data, ctx);
    if (date !== undefined) {
      const memory = FileSystemCache.memoryCache;
      const entry = memory?.get(key);
      if (entry && entry.value === data && entry.lastModified > date) {
        memory.set(key, { ...entry, lastModified: date });
      }
    }
    await stored;
  }
}
