import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module (Next loads it outside the bundle)
import { settle } from './handler.mjs';

const now = () => Math.round(performance.timeOrigin + performance.now());
const entry = (tags: string[], timestamp: number) => ({
  value: new ReadableStream(),
  tags,
  timestamp,
  stale: 300,
  expire: 3600,
  revalidate: 900,
});

describe('cache handler: entries finished just after an invalidation of their tags', () => {
  it('dates them just before it, so the next read computes them again', () => {
    const expired = now() - 1_000;
    tagsManifest.set('essai-settle-recent', { expired });
    const settled = settle(entry(['autre', 'essai-settle-recent'], expired + 500));
    expect(settled.timestamp).toBe(expired - 1);
  });

  it('keeps entries whose tags were not invalidated lately, or that predate the invalidation', () => {
    tagsManifest.set('essai-settle-old', { expired: now() - 60_000 });
    const late = entry(['essai-settle-old'], now() - 100);
    expect(settle(late).timestamp).toBe(late.timestamp);
    const untouched = entry(['jamais-invalide'], now() - 100);
    expect(settle(untouched).timestamp).toBe(untouched.timestamp);
    tagsManifest.set('essai-settle-before', { expired: now() - 1_000 });
    const older = entry(['essai-settle-before'], now() - 2_000);
    expect(settle(older).timestamp).toBe(older.timestamp);
  });
});

describe('cache handler: expirations repeated a few seconds later', () => {
  it("expires another instance's tags again after 3 s and 10 s, not replayed ones", async () => {
    const { vi } = await import('vitest');
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const expireLocal = (globalThis as Record<symbol, unknown>)[
        Symbol.for('nuancier.cache.expireLocal')
      ] as (tags: string[], at?: number) => void;
      expireLocal(['essai-echo']);
      const first = tagsManifest.get('essai-echo')!.expired!;
      vi.advanceTimersByTime(3_000);
      const second = tagsManifest.get('essai-echo')!.expired!;
      expect(second).toBeGreaterThanOrEqual(first + 3_000 - 1);
      vi.advanceTimersByTime(7_000);
      expect(tagsManifest.get('essai-echo')!.expired!).toBeGreaterThanOrEqual(second + 7_000 - 1);
      // A past invalidation replayed at start is not repeated.
      expireLocal(['essai-replay'], now() - 60_000);
      const replayed = tagsManifest.get('essai-replay')!.expired;
      vi.advanceTimersByTime(10_000);
      expect(tagsManifest.get('essai-replay')!.expired).toBe(replayed);
    } finally {
      vi.useRealTimers();
    }
  });
});
