import 'server-only';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPool } from '@/lib/db/client';
import { notifyTagsExpired } from './expiration-listeners';
import { BOARD_KEY, type BoardLink } from './next-handlers/board-link';
import { expireTags } from './next-handlers/tag-clock';
import { logger } from '@/lib/log/server';

/**
 * Cache invalidation that reaches every server instance on one database.
 *
 * `updateTag` only expires the entries of the process that ran the write. Each instance keeps
 * its own in-memory entries ('use cache' results and page shells), so the instances share
 * only *when each tag was last invalidated*:
 * - `publish(tags)` (called by the 'use cache' handler's `updateTags`,
 *   lib/cache/next-handlers/use-cache-handler.ts, on every
 *   `updateTag`) upserts the tags into `cache_tag_expirations` and sends
 *   `NOTIFY cache_tags_expired` in the same statement (delivered at commit);
 * - every other instance LISTENs; a notification makes it read the rows changed since its
 *   last read (`catchUp`) and hand the tags to `onExpire`, which expires its local entries;
 * - the same read runs every `catchUpMs` whatever happens, so a notification missed while the
 *   listening connection was down (or a pooler that cannot LISTEN) is honoured within seconds.
 *
 * Rows are never deleted: one per tag ever invalidated (a few per product at most).
 */
const CACHE_TAGS_CHANNEL = 'cache_tags_expired';

/**
 * Rows read again on each catch-up: a transaction that took its timestamp before another's but
 * committed after it would otherwise fall behind the cursor. Already-seen rows are skipped.
 */
const OVERLAP_MS = 60_000;

export type SharedTagsOptions = {
  databaseUrl: string;
  /**
   * Expires this instance's local entries of these tags (invalidated by another instance), as of
   * `at` (ms since the epoch) when given, otherwise now.
   */
  onExpire: (tags: string[], at?: number) => void;
  /** Reads the table this often even without notification. */
  catchUpMs?: number;
  /** Tests: no LISTEN connection, the periodic read alone. */
  listen?: boolean;
  onError?: (message: string, error: unknown) => void;
};

type Row = { tag: string; at: number; origin: string };

export class SharedTagExpirations implements BoardLink {
  /** This instance, as written in `origin`: its own rows are already applied locally. */
  readonly origin = randomUUID();
  private readonly pool: pg.Pool;
  private listener: pg.Client | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Highest `expired_at` read (ms since the epoch, database clock). */
  private cursor = 0;
  /** tag → the `expired_at` last applied, so a row read twice is applied once. */
  private readonly seen = new Map<string, number>();
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: SharedTagsOptions) {
    this.pool = createPool(options.databaseUrl, 2);
  }

  /**
   * Reads every invalidation ever recorded and expires those tags as of their time: a page shell
   * kept on disk from before this process started (build prerender, or a page rendered on a
   * previous run) is rendered again if a write made it stale while this instance was down.
   */
  async start(): Promise<void> {
    try {
      const { rows } = await this.pool.query<Row>(
        `select tag, extract(epoch from expired_at) * 1000 as at, origin
         from cache_tag_expirations`,
      );
      this.cursor = 0;
      const byTime = new Map<number, string[]>();
      for (const row of rows) {
        const at = Number(row.at);
        this.cursor = Math.max(this.cursor, at);
        this.seen.set(row.tag, at);
        byTime.set(at, [...(byTime.get(at) ?? []), row.tag]);
      }
      for (const [at, tags] of byTime) this.options.onExpire(tags, at);
      this.forgetOld();
      if (rows.length === 0) this.cursor = await this.databaseNow();
    } catch (error) {
      // The database is not there yet: the periodic read starts from this clock instead.
      this.cursor = Date.now();
      this.options.onError?.('lecture initiale des expirations', error);
    }
    this.timer = setInterval(() => void this.catchUp(), this.options.catchUpMs ?? 2000);
    this.timer.unref();
    if (this.options.listen !== false) await this.listen().catch((e) => this.lost(e));
  }

  /** Records that these tags were just invalidated here and tells the other instances. */
  async publish(tags: readonly string[]): Promise<void> {
    if (tags.length === 0 || this.stopped) return;
    const unique = [...new Set(tags)];
    const { rows } = await this.pool.query<{ tag: string; at: number }>(
      `with written as (
         insert into cache_tag_expirations (tag, expired_at, origin)
         select unnest($1::text[]), clock_timestamp(), $2
         on conflict (tag) do update set expired_at = excluded.expired_at, origin = excluded.origin
         returning tag, extract(epoch from expired_at) * 1000 as at
       ), notified as (select pg_notify('${CACHE_TAGS_CHANNEL}', $2))
       select written.tag, written.at from written, notified`,
      [unique, this.origin],
    );
    for (const row of rows) this.seen.set(row.tag, Number(row.at));
  }

  /**
   * Reads the rows changed since the last read and expires the other instances' tags. Calls
   * that arrive while a read runs are folded into one more read after it.
   */
  catchUp(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.read().catch((e) => this.options.onError?.('lecture des expirations', e));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Whether notifications are being received (the cache handlers read the table otherwise). */
  get listening(): boolean {
    return this.listener !== null && !this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.running;
    await this.pool.end().catch(() => undefined);
  }

  private async read(): Promise<void> {
    const { rows } = await this.pool.query<Row>(
      `select tag, extract(epoch from expired_at) * 1000 as at, origin
       from cache_tag_expirations where expired_at > to_timestamp($1 / 1000.0)`,
      [this.cursor - OVERLAP_MS],
    );
    const expired: string[] = [];
    for (const row of rows) {
      const at = Number(row.at);
      if (at > this.cursor) this.cursor = at;
      if (this.seen.get(row.tag) === at) continue;
      this.seen.set(row.tag, at);
      if (row.origin !== this.origin) expired.push(row.tag);
    }
    this.forgetOld();
    // Expired as of now (receipt): the instances' clocks need not agree.
    if (expired.length > 0) this.options.onExpire(expired);
  }

  /** Forgets what can no longer be read again (older than the overlap). */
  private forgetOld(): void {
    for (const [tag, at] of this.seen) if (at < this.cursor - OVERLAP_MS) this.seen.delete(tag);
  }

  private async databaseNow(): Promise<number> {
    const { rows } = await this.pool.query<{ now: number }>(
      'select extract(epoch from clock_timestamp()) * 1000 as now',
    );
    return Number(rows[0]!.now);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: 'nuancier-cache-tags',
    });
    client.on('notification', (message) => {
      if (message.channel === CACHE_TAGS_CHANNEL && message.payload !== this.origin) {
        void this.catchUp();
      }
    });
    client.on('error', (error) => this.lost(error, client));
    client.on('end', () => this.lost(null, client));
    await client.connect();
    await client.query(`LISTEN ${CACHE_TAGS_CHANNEL}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.listener = client;
    // What was committed while not listening.
    void this.catchUp();
  }

  /** The listening connection is gone: the periodic read covers the gap until it is back. */
  private lost(error: unknown, client?: pg.Client): void {
    if (client && this.listener !== client && this.listener !== null) return;
    if (client) {
      this.listener = null;
      client.end().catch(() => undefined);
    }
    if (this.stopped || this.retry) return;
    if (error) this.options.onError?.('écoute des expirations de cache interrompue', error);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped && !this.listener) void this.listen().catch((e) => this.lost(e));
    }, 2000);
    this.retry.unref();
  }
}

/**
 * Starts this server instance's board (instrumentation.ts, once per process, never during
 * `next build`). The cache handlers publish through it (lib/cache/next-handlers/board-link.ts)
 * and it expires tags in this process's tag clock (lib/cache/next-handlers/tag-clock.ts), which
 * both handlers answer from: they meet on `globalThis` because Next loads the handlers outside
 * the bundle.
 */
export async function startSharedTags(databaseUrl: string): Promise<void> {
  const registry = globalThis as { [BOARD_KEY]?: SharedTagExpirations };
  if (registry[BOARD_KEY]) return;
  const board = new SharedTagExpirations({
    databaseUrl,
    onExpire: (tags, at) => {
      expireTags(tags, { at });
      notifyTagsExpired(tags);
    },
    onError: (message, error) =>
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, message),
  });
  registry[BOARD_KEY] = board;
  await board.start();
}
