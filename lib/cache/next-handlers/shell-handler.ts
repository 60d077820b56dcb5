/**
 * The incremental cache of every server instance (next.config.ts → `cacheHandler`): where Next
 * keeps the page shells and route handlers' bodies, on its documented `cacheHandler` contract
 * (./contracts.ts: get, set, revalidateTag, resetRequestCache). Compiled to
 * build/cache-handlers/shell-handler.mjs (./compile.ts), which Next loads outside the bundle.
 *
 * - Shells rendered at run time stay in this process's memory (an LRU bounded by bytes); the
 *   build's prerendered shells are read from `.next/server` when memory does not hold them, so
 *   a restart serves them without rendering (nothing is written to disk: a build is reused across
 *   data changes, docs/decisions/build-fingerprint.md).
 * - `get` answers null for a shell one of whose tags (its `x-next-cache-tags`, and the soft tags
 *   of the read) expired after it was produced: Next renders it again. Next itself checks shells
 *   only against its own private tags manifest, which no documented contract feeds, so this
 *   handler must (docs/decisions/cache-freshness-after-a-write.md).
 * - A shell whose render was under way when one of its tags expired, or that may have used a
 *   tainted 'use cache' result, is not stored (the causal rule of ./tag-clock.ts): Next would
 *   date it by its store and it would look fresh.
 * - A route handler's answer that is not a success is never stored nor served (issue 34, §2).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type {
  IncrementalCacheHandler,
  IncrementalEntry,
  IncrementalGetContext,
  IncrementalSetContext,
  IncrementalValue,
} from './contracts';
import {
  clockNow,
  computationBegins,
  expireTags,
  expiredSince,
  settleComputation,
  staleSince,
} from './tag-clock';

const TAGS_HEADER = 'x-next-cache-tags';
/** Next's default `cacheMaxMemorySize` (50 MB). */
const MEMORY_BYTES = 50 * 1024 * 1024;

/** What Next passes to the constructor (its own file-system cache receives the same). */
type ShellHandlerOptions = { serverDistDir?: string; maxMemoryCacheSize?: number };

const MEMORY_KEY = Symbol.for('nuancier.cache.shellMemory');

function sizeOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let size = 0;
    for (const part of value.values()) size += sizeOf(part);
    return size;
  }
  return 0;
}

/** One memory per process: Next constructs a handler for every request. */
function memory(maxBytes: number): LRUCache<string, IncrementalEntry> {
  const registry = globalThis as { [MEMORY_KEY]?: LRUCache<string, IncrementalEntry> };
  return (registry[MEMORY_KEY] ??= new LRUCache<string, IncrementalEntry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => {
      let size = key.length + 256;
      for (const field of ['html', 'rscData', 'body', 'segmentData', 'postponed']) {
        size += sizeOf(entry.value?.[field]);
      }
      return Math.max(1, size);
    },
  }));
}

/**
 * A route handler's answer that is not a success (`/sitemap.xml` answering a hostile POST with
 * 405): never kept, and never served if an older build left one (issue 34, §2).
 */
function isFailedRouteAnswer(value: IncrementalValue | null | undefined): boolean {
  if (value?.kind !== 'APP_ROUTE') return false;
  const status = typeof value.status === 'number' ? value.status : 200;
  return status < 200 || status > 299;
}

function tagsOf(value: IncrementalValue | null | undefined): string[] {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

type Meta = {
  headers?: Record<string, string>;
  status?: number;
  postponed?: string;
  segmentPaths?: string[];
  cacheControl?: IncrementalEntry['cacheControl'];
  routeCacheLastModified?: number;
  routeCache?: { key?: string; isFallback?: boolean };
};

const readOrNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

/**
 * A response the build wrote under `.next/server`: at its scoped key, or (Next's layout without a
 * build adapter) at its historical path, whose metadata must name this very key.
 */
async function readBuilt(
  serverDistDir: string,
  key: string,
  ctx: IncrementalGetContext,
): Promise<IncrementalEntry | null> {
  if (ctx.kind !== 'APP_PAGE' && ctx.kind !== 'APP_ROUTE') return null;
  const bases = [path.join(serverDistDir, key)];
  const marker = key.indexOf('/$/');
  if (marker !== -1) bases.push(path.join(serverDistDir, 'app', key.slice(marker + 2)));
  for (const [index, base] of bases.entries()) {
    if (!base.startsWith(serverDistDir + path.sep)) continue;
    const main = `${base}${ctx.kind === 'APP_ROUTE' ? '.body' : '.html'}`;
    const [content, meta, stat] = await Promise.all([
      readOrNull(fs.readFile(main)),
      readOrNull(fs.readFile(`${base}.meta`, 'utf8').then((text) => JSON.parse(text) as Meta)),
      readOrNull(fs.stat(main)),
    ]);
    if (!content || !meta || !stat) continue;
    if (index > 0) {
      const ppr = ctx.kind === 'APP_PAGE' && ctx.isRoutePPREnabled && meta.postponed != null;
      const sameFallback = Boolean(meta.routeCache?.isFallback) === Boolean(ctx.isFallback);
      if (meta.routeCache?.key !== key || !(sameFallback || ppr)) continue;
    }
    const lastModified = meta.routeCacheLastModified ?? stat.mtime.getTime();
    if (ctx.kind === 'APP_ROUTE') {
      return {
        lastModified,
        value: { kind: 'APP_ROUTE', body: content, headers: meta.headers, status: meta.status },
        cacheControl: meta.cacheControl,
      };
    }
    let segmentData: Map<string, Buffer> | undefined;
    if (meta.segmentPaths) {
      const segments = new Map<string, Buffer>();
      await Promise.all(
        meta.segmentPaths.map(async (segment) => {
          const data = await readOrNull(fs.readFile(`${base}.segments${segment}.segment.rsc`));
          if (data) segments.set(segment, data);
        }),
      );
      segmentData = segments;
    }
    const rscData =
      !ctx.isFallback && (!ctx.isRoutePPREnabled || meta.postponed == null)
        ? await readOrNull(fs.readFile(`${base}.rsc`))
        : null;
    return {
      lastModified,
      value: {
        kind: 'APP_PAGE',
        html: content.toString('utf8'),
        rscData: rscData ?? undefined,
        postponed: meta.postponed,
        headers: meta.headers,
        status: meta.status,
        segmentData,
      },
      cacheControl: meta.cacheControl,
    };
  }
  return null;
}

export default class ShellHandler implements IncrementalCacheHandler {
  private readonly serverDistDir: string;
  private readonly memory: LRUCache<string, IncrementalEntry>;

  constructor(options: ShellHandlerOptions = {}) {
    // Next passes its built server's folder, an absolute path. The fallback is a fixed subfolder
    // of the working directory: a path Turbopack cannot scope (`path.resolve` of a variable)
    // made its file tracing copy the whole project into `.next/standalone`.
    this.serverDistDir = options.serverDistDir ?? path.join(process.cwd(), '.next', 'server');
    this.memory = memory(options.maxMemoryCacheSize || MEMORY_BYTES);
  }

  async get(key: string, ctx: IncrementalGetContext): Promise<IncrementalEntry | null> {
    let entry = this.memory.get(key) ?? null;
    if (!entry) {
      entry = await readBuilt(this.serverDistDir, key, ctx).catch(() => null);
      if (entry) this.memory.set(key, entry);
    }
    if (!entry || isFailedRouteAnswer(entry.value)) {
      computationBegins(key);
      return null;
    }
    const tags = [...tagsOf(entry.value), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    // Out of date (or gone stale through a cache-life profile, which Next would serve while it
    // renders again in the background: rendered now instead, the shop never revalidates so).
    if (expiredSince(tags, entry.lastModified) || staleSince(tags, entry.lastModified)) {
      computationBegins(key);
      return null;
    }
    // Next serves it and renders it again in the background when its revalidation is due (or
    // when its lifetime is not known here): that render begins now.
    const revalidate = entry.cacheControl?.revalidate;
    if (
      revalidate === undefined ||
      (typeof revalidate === 'number' && clockNow() > entry.lastModified + revalidate * 1000)
    ) {
      computationBegins(key);
    }
    return entry;
  }

  async set(key: string, data: IncrementalValue | null, ctx: IncrementalSetContext): Promise<void> {
    const tags = [...tagsOf(data), ...(ctx.tags ?? [])];
    const tainted = settleComputation(key, tags, { recordTaint: false });
    if (!data || isFailedRouteAnswer(data) || tainted) {
      this.memory.delete(key);
      return;
    }
    this.memory.set(key, { lastModified: clockNow(), value: data, cacheControl: ctx.cacheControl });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    // The same invalidation reaches the 'use cache' handler's `updateTags`, which publishes it.
    expireTags(typeof tags === 'string' ? [tags] : tags, { durations });
  }

  resetRequestCache(): void {}
}
