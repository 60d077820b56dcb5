import { desc, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { workerHeartbeats } from '@/lib/db/schema';

/** How often a worker writes its beat, and how old the newest beat may be to count as alive. */
export const BEAT_INTERVAL_MS = 15_000;
const BEAT_FRESH_MS = 60_000;

/**
 * The worker `workerId` is alive now (one row per worker process, migration 0027). The time is
 * the database's, so servers and workers with skewed clocks agree on a beat's age.
 */
export async function beat(db: Database, workerId: string): Promise<void> {
  await db
    .insert(workerHeartbeats)
    .values({ workerId })
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { beatAt: sql`now()` } });
}

/** A stopped worker removes its row: the dashboard does not wait a minute to see it gone. */
export async function forget(db: Database, workerId: string): Promise<void> {
  await db.execute(sql`delete from ${workerHeartbeats} where worker_id = ${workerId}`);
}

export type Heartbeat = { lastBeatAt: Date | null; ageMs: number | null; fresh: boolean };

/** The newest beat of any worker, and whether it is recent enough to say e-mail is being sent. */
export async function workerHeartbeat(db: Database, freshMs = BEAT_FRESH_MS): Promise<Heartbeat> {
  const [row] = await db
    .select({
      beatAt: workerHeartbeats.beatAt,
      ageMs: sql<number>`(extract(epoch from (now() - ${workerHeartbeats.beatAt})) * 1000)::float8`,
    })
    .from(workerHeartbeats)
    .orderBy(desc(workerHeartbeats.beatAt))
    .limit(1);
  if (!row) return { lastBeatAt: null, ageMs: null, fresh: false };
  return { lastBeatAt: row.beatAt, ageMs: row.ageMs, fresh: row.ageMs <= freshMs };
}
