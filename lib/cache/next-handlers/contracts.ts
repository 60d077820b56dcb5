/**
 * The two cache contracts Next 16 documents, written out here from its documentation
 * (node_modules/next/dist/docs/01-app/03-api-reference/05-config/01-next-config-js/
 * cacheHandlers.md and incrementalCacheHandlerPath.md), not imported from next/dist: the
 * handlers of this folder depend on nothing private of Next.
 */

/** cacheHandlers.md « CacheEntry Type ». */
export type CacheEntry = {
  /** The cached data as a single-use stream. */
  value: ReadableStream<Uint8Array>;
  /** Cache tags (excluding soft tags). */
  tags: string[];
  /** Client-side staleness, in seconds. */
  stale: number;
  /** When the entry was created (ms since the epoch). */
  timestamp: number;
  /** How long the entry may be used (s). */
  expire: number;
  /** How long until the entry should be revalidated (s); negative: revalidate now. */
  revalidate: number;
};

/** cacheHandlers.md « API Reference »: the handler of `'use cache'` (`cacheHandlers.default`). */
export type UseCacheHandler = {
  get(cacheKey: string, softTags: string[]): Promise<CacheEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<CacheEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

/** incrementalCacheHandlerPath.md: `ctx.kind` of `get`. */
type IncrementalKind = 'APP_PAGE' | 'APP_ROUTE' | 'PAGES' | 'FETCH' | 'IMAGE';

/** What `get` receives (the documented `kind`, and what the shells' reads carry besides). */
export type IncrementalGetContext = {
  kind: IncrementalKind;
  isFallback?: boolean;
  isRoutePPREnabled?: boolean;
  softTags?: string[];
  tags?: string[];
};

/** What `set` receives: « `{ tags: [] }` The cache tags provided », and the entry's lifetime. */
export type IncrementalSetContext = {
  tags?: string[];
  cacheControl?: { revalidate?: number | false; expire?: number };
};

/**
 * A stored value: the documented `kind` plus the fields Next hands to `set` for it (a page's
 * markup and payloads, a route's body). Kept as given; only `kind`, `status` and `headers` are
 * read here.
 */
export type IncrementalValue = {
  kind: string;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  [field: string]: unknown;
};

/** What `get` answers (null when nothing is stored, or when it must not be served). */
export type IncrementalEntry = {
  lastModified: number;
  value: IncrementalValue | null;
  cacheControl?: IncrementalSetContext['cacheControl'];
};

/** incrementalCacheHandlerPath.md « API Reference »: get, set, revalidateTag, resetRequestCache. */
export type IncrementalCacheHandler = {
  get(key: string, ctx: IncrementalGetContext): Promise<IncrementalEntry | null>;
  set(key: string, data: IncrementalValue | null, ctx: IncrementalSetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
};
