import 'server-only';
import { env } from '@/lib/env';

/**
 * How many times the shop frame (components/layout/shop-shell.tsx) was rendered by this server
 * process. The frame is a cached component: it renders once, then every page, per-request
 * ones included, takes its output from the cache. Counted only with BENCH_PAGES=1 (bench and
 * e2e servers), read through /api/bench/frame-renders by the guard test
 * (tests/e2e/per-request-frame.spec.ts).
 */
const KEY = Symbol.for('nuancier.frameRenders');
type Counter = { [KEY]?: number };

export function countFrameRender() {
  if (!env.BENCH_PAGES) return;
  const store = globalThis as Counter;
  store[KEY] = (store[KEY] ?? 0) + 1;
}

export function frameRenders(): number {
  return (globalThis as Counter)[KEY] ?? 0;
}
