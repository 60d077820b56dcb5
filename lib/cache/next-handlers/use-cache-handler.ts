/**
 * The 'use cache' handler of every server instance (next.config.ts → `cacheHandlers.default`),
 * on Next's documented `cacheHandlers` contract (./contracts.ts). Compiled to
 * build/cache-handlers/use-cache-handler.mjs (./compile.ts), which Next loads outside the bundle.
 *
 * - Entries stay in this process's memory: an LRU bounded by bytes (50 MB, Next's default).
 * - Tag invalidations come from this process (`updateTags`) and from the other instances on the
 *   same database (the tag board, lib/cache/shared-tags.ts, kept current by LISTEN/NOTIFY and by
 *   reading the table): both land in the tag clock (./tag-clock.ts), which `get` and
 *   `getExpiration` answer from.
 * - `updateTags` expires the tags here, then publishes them on the board before the Server
 *   Action answers.
 * - A result whose computation was under way when one of its tags expired (or that may have
 *   consumed such a result) is not stored: the causal rule of ./tag-clock.ts.
 */
import { LRUCache } from 'lru-cache';
import { board } from './board-link';
import type { CacheEntry, UseCacheHandler } from './contracts';
import {
  clockNow,
  computationBegins,
  expireTags,
  expiredSince,
  latestExpiration,
  settleComputation,
  staleSince,
} from './tag-clock';

/** Next's default `cacheMaxMemorySize` (50 MB), which the config does not change. */
const MEMORY_BYTES = 50 * 1024 * 1024;

type Stored = Omit<CacheEntry, 'value'> & { value: Uint8Array };

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

function logError(what: string, error: unknown): void {
  console.error(`[cache] ${what} : ${error instanceof Error ? error.message : String(error)}`);
}

export function createUseCacheHandler(maxBytes = MEMORY_BYTES): UseCacheHandler {
  const entries = new LRUCache<string, Stored>({
    maxSize: maxBytes,
    // The bytes, and a little for the key and the fields.
    sizeCalculation: (entry, key) => entry.value.byteLength + key.length + 64,
  });
  /** Stores under way: a read of the same key waits for them. */
  const pending = new Map<string, Promise<void>>();

  return {
    async get(cacheKey) {
      try {
        await pending.get(cacheKey);
        const entry = entries.get(cacheKey);
        if (!entry || expiredSince(entry.tags, entry.timestamp)) {
          // Missing or out of date: Next computes it now.
          computationBegins(cacheKey);
          return undefined;
        }
        let revalidate = entry.revalidate;
        if (staleSince(entry.tags, entry.timestamp)) revalidate = -1;
        // Next refreshes it in the background: that computation begins now.
        if (clockNow() > entry.timestamp + revalidate * 1000) computationBegins(cacheKey);
        return { ...entry, revalidate, value: streamOf(entry.value) };
      } catch (error) {
        logError('lecture impossible', error);
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      let done!: () => void;
      const stored = new Promise<void>((resolve) => (done = resolve));
      pending.set(cacheKey, stored);
      try {
        const entry = await pendingEntry;
        const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
        const tainted = settleComputation(cacheKey, entry.tags, {
          began: entry.timestamp,
          recordTaint: true,
        });
        if (tainted) entries.delete(cacheKey);
        else entries.set(cacheKey, { ...entry, value });
      } catch (error) {
        // An interrupted value is not kept (an incomplete value would give an incomplete page).
        entries.delete(cacheKey);
        logError('entrée non conservée', error);
      } finally {
        if (pending.get(cacheKey) === stored) pending.delete(cacheKey);
        done();
      }
    },

    async refreshTags() {
      // Notifications keep the clock current; while they cannot arrive, the table is read.
      const shared = board();
      if (shared && !shared.listening) await shared.catchUp();
    },

    async getExpiration(tags) {
      return latestExpiration(tags);
    },

    async updateTags(tags, durations) {
      expireTags(tags, { durations });
      try {
        await board()?.publish(tags);
      } catch (error) {
        // This instance has expired its entries; the others keep theirs until their life ends.
        logError(`expiration non partagée (${tags.join(', ')})`, error);
      }
    },
  };
}

const handler: UseCacheHandler = createUseCacheHandler();
export default handler;
