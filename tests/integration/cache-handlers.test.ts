/**
 * The 'use cache' handler (lib/cache/next-handlers/use-cache-handler.ts) with a real tag board
 * on the database: what another instance publishes expires this instance's entries by
 * notification, and a notification that never arrives is made up for by reading the table
 * (`refreshTags`, before a request reads the cache, while the board is not listening).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CacheEntry } from '@/lib/cache/next-handlers/contracts';
import { BOARD_KEY } from '@/lib/cache/next-handlers/board-link';
import { clockNow, expireTags } from '@/lib/cache/next-handlers/tag-clock';
import { createUseCacheHandler } from '@/lib/cache/next-handlers/use-cache-handler';
import { SharedTagExpirations } from '@/lib/cache/shared-tags';

const url = process.env.DATABASE_URL!;
const boards: SharedTagExpirations[] = [];
const registry = globalThis as { [BOARD_KEY]?: SharedTagExpirations };

function board(listen: boolean) {
  const created = new SharedTagExpirations({
    databaseUrl: url,
    // What startSharedTags does: the handlers' tag clock of this process.
    onExpire: (tags, at) => expireTags(tags, { at }),
    // A periodic read far longer than the test: only a notification or refreshTags can tell.
    catchUpMs: 3_600_000,
    listen,
  });
  boards.push(created);
  return created;
}

const entry = (text: string, tags: string[]): Promise<CacheEntry> =>
  Promise.resolve({
    value: new Response(text).body!,
    tags,
    timestamp: clockNow(),
    stale: 300,
    expire: 3600,
    revalidate: 900,
  });

afterEach(async () => {
  delete registry[BOARD_KEY];
  await Promise.all(boards.splice(0).map((b) => b.stop()));
});

describe("the 'use cache' handler and the shared tag board", () => {
  it("expires an entry when another instance's invalidation is notified", async () => {
    const other = board(false);
    const mine = board(true);
    await Promise.all([other.start(), mine.start()]);
    registry[BOARD_KEY] = mine;
    await vi.waitFor(() => expect(mine.listening).toBe(true));
    const handler = createUseCacheHandler();
    const tag = `essai-notifie-${Date.now()}`;
    await handler.set('fiche', entry('Vernis 1 L', [tag]));
    expect(await handler.get('fiche', [])).toBeDefined();

    await other.publish([tag]);
    await vi.waitFor(async () => expect(await handler.get('fiche', [])).toBeUndefined(), {
      timeout: 5_000,
    });
  });

  it('catches up a missed notification by reading the table in refreshTags', async () => {
    const other = board(false);
    const mine = board(false);
    await Promise.all([other.start(), mine.start()]);
    registry[BOARD_KEY] = mine;
    expect(mine.listening).toBe(false);
    const handler = createUseCacheHandler();
    const tag = `essai-rattrape-${Date.now()}`;
    await handler.set('fiche', entry('Vernis 1 L', [tag]));
    await new Promise((resolve) => setTimeout(resolve, 5));

    await other.publish([tag]);
    // No notification reaches this instance: its entry still looks fresh…
    expect(await handler.get('fiche', [])).toBeDefined();
    // …until the request's refreshTags reads what was recorded.
    await handler.refreshTags();
    expect(await handler.get('fiche', [])).toBeUndefined();
  });

  it('publishes its own invalidations for the other instances before answering', async () => {
    const mine = board(false);
    const other = board(false);
    await Promise.all([mine.start(), other.start()]);
    registry[BOARD_KEY] = mine;
    const handler = createUseCacheHandler();
    const tag = `essai-publie-${Date.now()}`;
    await handler.updateTags([tag]);
    const seen: string[] = [];
    const reader = new SharedTagExpirations({
      databaseUrl: url,
      onExpire: (tags) => seen.push(...tags),
      catchUpMs: 3_600_000,
      listen: false,
    });
    boards.push(reader);
    await reader.start();
    // Replayed at start: the row is there as soon as updateTags resolved.
    expect(seen).toContain(tag);
  });
});
