// The LRU moved to lib/cache/lru.ts (one LRU for the shop); kept here for lib/redirects' imports.
export { TtlLru } from '@/lib/cache/lru';
