/**
 * Two server instances on one database, each with its own board (lib/cache/shared-tags.ts):
 * what one invalidates, the other expires locally, by notification at once or by the periodic
 * read when the notification never came; a starting instance learns what was invalidated before.
 */
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedTagExpirations, type SharedTagsOptions } from '@/lib/cache/shared-tags';

const url = process.env.DATABASE_URL!;
const boards: SharedTagExpirations[] = [];

async function instance(options: Partial<SharedTagsOptions> = {}) {
  /** Expired as of now (another instance's write), and as of a past time (at start). */
  const expired: string[][] = [];
  const starts: { tags: string[]; at: number }[] = [];
  const errors: string[] = [];
  const board = new SharedTagExpirations({
    databaseUrl: url,
    onExpire: (tags, at) =>
      at === undefined ? expired.push([...tags].sort()) : starts.push({ tags, at }),
    onError: (message) => errors.push(message),
    ...options,
  });
  boards.push(board);
  await board.start();
  return { board, expired, starts, errors };
}

afterEach(async () => {
  await Promise.all(boards.splice(0).map((b) => b.stop()));
});

describe('cache invalidation shared by the instances', () => {
  it("expires instance B's entries of the tags instance A invalidated, by notification", async () => {
    // A periodic read far longer than the test: only the notification can deliver in time.
    const a = await instance({ catchUpMs: 3_600_000 });
    const b = await instance({ catchUpMs: 3_600_000 });

    await a.board.publish(['product:bidon-1l', 'products']);

    await vi.waitFor(() => expect(b.expired).toEqual([['product:bidon-1l', 'products']]), {
      timeout: 5000,
    });
    // A has expired its own entries already (updateTag): its write is not applied twice.
    await a.board.catchUp();
    expect(a.expired).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('records each tag once, with the latest expiration and the instance that wrote it', async () => {
    const a = await instance({ listen: false });
    await a.board.publish(['colours', 'colours', 'feed']);
    const first = await rows(['colours', 'feed']);
    await a.board.publish(['colours']);
    const second = await rows(['colours', 'feed']);

    expect(first.map((r) => r.tag)).toEqual(['colours', 'feed']);
    expect(second.every((r) => r.origin === a.board.origin)).toBe(true);
    const colours = (list: typeof first) => list.find((r) => r.tag === 'colours')!.at;
    expect(colours(second)).toBeGreaterThan(colours(first));
  });

  it('catches up on an invalidation whose notification was missed, within the periodic read', async () => {
    const a = await instance({ listen: false });
    // B does not listen (a lost connection, or a pooler that cannot LISTEN).
    const b = await instance({ listen: false, catchUpMs: 200 });

    await a.board.publish(['shipping']);

    await vi.waitFor(() => expect(b.expired).toEqual([['shipping']]), { timeout: 5000 });
    // Read again and again, the same invalidation is applied once.
    await b.board.catchUp();
    await b.board.catchUp();
    expect(b.expired).toEqual([['shipping']]);

    await a.board.publish(['shipping']);
    await vi.waitFor(() => expect(b.expired).toEqual([['shipping'], ['shipping']]), {
      timeout: 5000,
    });
  });

  it('tells a starting instance every past invalidation with its time, once', async () => {
    const a = await instance({ listen: false });
    await a.board.publish(['brands']);
    const [written] = await rows(['brands']);

    // Its page shells kept on disk from before may predate the write: they are expired as of it.
    const late = await instance({ listen: false });
    expect(late.starts).toContainEqual({ tags: ['brands'], at: written!.at });
    await late.board.catchUp();
    expect(late.expired).toEqual([]);
  });
});

async function rows(tags: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tag: string; at: number; origin: string }>(
      `select tag, extract(epoch from expired_at) * 1000 as at, origin
       from cache_tag_expirations where tag = any($1) order by tag`,
      [tags],
    );
    return rows.map((r) => ({ ...r, at: Number(r.at) }));
  } finally {
    await client.end();
  }
}
