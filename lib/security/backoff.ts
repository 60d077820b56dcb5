import 'server-only';
import { getPool } from '@/lib/db/client';
import type { ThrottleVerdict } from './throttle';

/**
 * Growing delays per key (issue 34, section 4): a few attempts are free, then each further one
 * waits twice as long as the one before, up to a ceiling. Kept in the `rate_limits` table
 * (one row per key, prefixed by the policy's name) so every server instance counts the same
 * attempts, and taken in one statement, before the attempt is checked: parallel requests queue
 * on the row's lock and at most `freeAttempts` of them get through.
 *
 * Row encoding: `points` is the number of attempts not yet forgiven, `expire` (epoch ms, as
 * rate-limiter-flexible writes it) the time the row is forgotten — `memorySeconds` after the
 * end of its current wait, so the wait itself is `expire - memorySeconds`.
 */
export type BackoffPolicy = {
  /** Short stable name, used as the key prefix. */
  name: string;
  /** Attempts without any wait. */
  freeAttempts: number;
  /** The wait after the last free attempt; doubled after each further one. */
  firstDelaySeconds: number;
  /** The longest wait. */
  maxDelaySeconds: number;
  /** How long the count is kept after the last wait ends. */
  memorySeconds: number;
};

const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)::bigint`;

function rowKey(policy: BackoffPolicy, key: string): string {
  return `${policy.name}:${key.toLowerCase()}`.slice(0, 255);
}

/**
 * Takes one attempt for `key`, counted until it is forgiven (`forgive`, after a success).
 * Refused, with the wait left, while the key's current wait is not over.
 */
export async function takeAttempt(policy: BackoffPolicy, key: string): Promise<ThrottleVerdict> {
  const memoryMs = policy.memorySeconds * 1000;
  const id = rowKey(policy, key);
  // The statement's one reading of the clock; $2 free attempts, $3 first and $4 longest wait
  // (seconds), $5 memory (ms).
  const now = '(select t from n)';
  const attempts = `(case when r.expire <= ${now} then 1 else r.points + 1 end)`;
  const waitMs = (count: string) =>
    `(case when ${count} < $2 then 0
       else least($3::float8 * power(2, ${count} - $2), $4::float8) * 1000 end)::bigint`;
  const { rows } = await getPool().query<{ points: number }>(
    `with n as (select ${NOW_MS} as t)
     insert into rate_limits as r (key, points, expire)
     select $1, 1, ${now} + ${waitMs('1')} + $5
     on conflict (key) do update set
       points = ${attempts},
       expire = ${now} + ${waitMs(attempts)} + $5
     where r.expire <= ${now} or r.points < $2 or r.expire - $5 <= ${now}
     returning points`,
    [id, policy.freeAttempts, policy.firstDelaySeconds, policy.maxDelaySeconds, memoryMs],
  );
  if (rows.length > 0) return { allowed: true };
  const { rows: left } = await getPool().query<{ ms: string }>(
    `select (expire - $2 - ${NOW_MS})::text as ms from rate_limits where key = $1`,
    [id, memoryMs],
  );
  const ms = Number(left[0]?.ms ?? 0);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/** Forgets the attempts of `key` (after a success). */
export async function forgive(policy: BackoffPolicy, key: string): Promise<void> {
  await getPool().query(`delete from rate_limits where key = $1`, [rowKey(policy, key)]);
}

/** Forgets the attempts of every key of `policy` that ends with `suffix` (e.g. one e-mail). */
export async function forgiveEndingWith(policy: BackoffPolicy, suffix: string): Promise<void> {
  const tail = suffix.toLowerCase();
  await getPool().query(
    `delete from rate_limits where left(key, $2) = $1 and right(key, $3) = $4`,
    [`${policy.name}:`, policy.name.length + 1, tail.length, tail],
  );
}

/** When a row of `policy` read from `rate_limits` makes its key wait, or null. */
export function backoffWaitEnds(
  policy: BackoffPolicy,
  row: { points: number; expire: string | number | null },
  nowMs: number,
): Date | null {
  if (row.points < policy.freeAttempts || row.expire === null) return null;
  const until = Number(row.expire) - policy.memorySeconds * 1000;
  return until > nowMs ? new Date(until) : null;
}
