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
