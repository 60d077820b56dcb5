import { beforeEach, describe, expect, it } from 'vitest';
import type { CacheEntry } from './contracts';
import { clockNow, expireTags, resetClockForTests } from './tag-clock';
import { createUseCacheHandler } from './use-cache-handler';

const entry = (text: string, tags: string[], timestamp = clockNow()): Promise<CacheEntry> =>
  Promise.resolve({
    value: new Response(text).body!,
    tags,
    timestamp,
    stale: 300,
    expire: 3600,
    revalidate: 900,
  });

const read = async (found: CacheEntry | undefined) =>
  found ? new Response(found.value).text() : undefined;

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

beforeEach(() => resetClockForTests());

describe("the 'use cache' handler on the documented contract", () => {
  it('serves what it stored, a new stream each time, until one of its tags is updated', async () => {
    const handler = createUseCacheHandler();
    await handler.set('liens', entry('réseaux v1', ['social']));
    expect(await read(await handler.get('liens', []))).toBe('réseaux v1');
    expect(await read(await handler.get('liens', []))).toBe('réseaux v1');
    await tick();
    await handler.updateTags(['social']);
    expect(await handler.get('liens', [])).toBeUndefined();
    expect(await handler.getExpiration(['autre', 'social'])).toBeGreaterThan(0);
    expect(await handler.getExpiration(['autre'])).toBe(0);
  });

  it("expires entries on another instance's invalidation received from the board", async () => {
    const handler = createUseCacheHandler();
    await handler.set('produit', entry('Vernis 1 L', ['product:vernis']));
    await tick();
    // What lib/cache/shared-tags.ts does with a notification (or a catch-up read).
    expireTags(['product:vernis']);
    expect(await handler.get('produit', [])).toBeUndefined();
  });

  it('a past invalidation replayed at start expires only what was made before it', async () => {
    const handler = createUseCacheHandler();
    const t = clockNow();
    await handler.set('avant', entry('ancien', ['catalogue'], t - 60_000));
    await handler.set('apres', entry('récent', ['catalogue'], t - 1_000));
    expireTags(['catalogue'], { at: t - 30_000 });
    expect(await handler.get('avant', [])).toBeUndefined();
    expect(await read(await handler.get('apres', []))).toBe('récent');
  });

  it('does not store a result whose computation was under way when one of its tags expired', async () => {
    const handler = createUseCacheHandler();
    // A request misses: its computation begins; the admin saves; the computation stores.
    expect(await handler.get('liens', [])).toBeUndefined();
    const began = clockNow();
    await tick();
    await handler.updateTags(['social']);
    await tick();
    await handler.set('liens', entry('réseaux avant', ['social'], began));
    expect(await handler.get('liens', [])).toBeUndefined();
    // The next computation, begun after the save, is stored.
    await tick();
    await handler.set('liens', entry('réseaux après', ['social']));
    expect(await read(await handler.get('liens', []))).toBe('réseaux après');
  });

  it('does not store a result begun after the invalidation that used a tainted result', async () => {
    const handler = createUseCacheHandler();
    // The social links read begins, the admin saves, then the footer begins and joins it.
    expect(await handler.get('liens', [])).toBeUndefined();
    const linksBegan = clockNow();
    await tick();
    await handler.updateTags(['social']);
    await tick();
    expect(await handler.get('pied', [])).toBeUndefined();
    const footerBegan = clockNow();
    await tick();
    await handler.set('liens', entry('réseaux avant', ['social'], linksBegan));
    // Dated after the save, with the old links in it: it must not look fresh.
    await handler.set('pied', entry('pied avec réseaux avant', ['social', 'footer'], footerBegan));
    expect(await handler.get('pied', [])).toBeUndefined();

    // A result that could not have used it (not all its tags) is stored.
    expect(await handler.get('autre', [])).toBeUndefined();
    const otherBegan = clockNow();
    await tick();
    await handler.set('autre', entry('sans lien', ['footer'], otherBegan));
    expect(await read(await handler.get('autre', []))).toBe('sans lien');

    // A footer computation begun after the tainted result resolved is stored.
    expect(await handler.get('pied', [])).toBeUndefined();
    const nextBegan = clockNow();
    await tick();
    await handler.set('pied', entry('pied avec réseaux après', ['social', 'footer'], nextBegan));
    expect(await read(await handler.get('pied', []))).toBe('pied avec réseaux après');
  });

  it('keeps nothing of an interrupted value', async () => {
    const handler = createUseCacheHandler();
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('moitié'));
        controller.error(new Error('rendu interrompu'));
      },
    });
    await handler.set(
      'casse',
      Promise.resolve({
        value: broken,
        tags: [],
        timestamp: clockNow(),
        stale: 0,
        expire: 60,
        revalidate: 60,
      }),
    );
    expect(await handler.get('casse', [])).toBeUndefined();
  });

  it('is bounded by bytes: the least recently used entries go first', async () => {
    const handler = createUseCacheHandler(4_000);
    await handler.set('a', entry('a'.repeat(1_500), []));
    await handler.set('b', entry('b'.repeat(1_500), []));
    await handler.get('a', []);
    await handler.set('c', entry('c'.repeat(1_500), []));
    expect(await handler.get('b', [])).toBeUndefined();
    expect(await read(await handler.get('a', []))).toHaveLength(1_500);
    expect(await read(await handler.get('c', []))).toHaveLength(1_500);
  });
});
