import 'server-only';
import { sql } from 'drizzle-orm';
import type { Admin } from '@/lib/auth';
import type { Database } from '@/lib/db/client';
import { workerHeartbeat } from '@/lib/jobs/heartbeat';
import { QUEUE_ALERT_MINUTES } from '@/lib/jobs/owner-alerts';

/** How recent a failed delivery must be to say the mail server refuses now. */
const SMTP_FAILURE_WINDOW_MINUTES = 15;

/**
 * What the dashboard's banner says is down (issue 36 §4), so the owner learns it without
 * opening /admin/testing. Each is read from the database, so every server instance agrees:
 *
 * - `worker-silent`: no worker's heartbeat is fresh (lib/jobs/heartbeat.ts): no e-mail leaves;
 * - `smtp-refusing`: the newest delivery attempt failed, within the last
 *   `SMTP_FAILURE_WINDOW_MINUTES` (the mail server refuses or is unreachable), with its error;
 * - `queue-late`: the oldest e-mail waiting has waited more than `QUEUE_ALERT_MINUTES`.
 */
export type SystemAlert =
  | { kind: 'worker-silent'; silentMinutes: number | null }
  | { kind: 'smtp-refusing'; minutesAgo: number; error: string }
  | { kind: 'queue-late'; waiting: number; oldestMinutes: number };

export async function systemAlerts(db: Database, _admin: Admin): Promise<SystemAlert[]> {
  const [heartbeat, { rows }] = await Promise.all([
    workerHeartbeat(db),
    db.execute<{
      failure_minutes: number | null;
      failure_error: string | null;
      waiting: number;
      oldest_minutes: number | null;
    }>(sql`
      with failure as (
        select f.failed_at, f.error from email_outbox f
        where f.failed_at > now() - make_interval(mins => ${SMTP_FAILURE_WINDOW_MINUTES})
        order by f.failed_at desc limit 1
      ), queue as (
        select count(*)::int as waiting, min(created_at) as oldest
        from email_outbox where status = 'queued'
      )
      select
        (select floor(extract(epoch from (now() - failure.failed_at)) / 60)::int from failure
          where not exists (
            select 1 from email_outbox s where s.sent_at > failure.failed_at)) as failure_minutes,
        (select error from failure) as failure_error,
        queue.waiting,
        floor(extract(epoch from (now() - queue.oldest)) / 60)::int as oldest_minutes
      from queue`),
  ]);
  const row = rows[0]!;
  const alerts: SystemAlert[] = [];
  if (!heartbeat.fresh) {
    alerts.push({
      kind: 'worker-silent',
      silentMinutes: heartbeat.ageMs === null ? null : Math.floor(heartbeat.ageMs / 60_000),
    });
  }
  if (row.failure_minutes !== null) {
    alerts.push({
      kind: 'smtp-refusing',
      minutesAgo: row.failure_minutes,
      error: (row.failure_error ?? '').slice(0, 200),
    });
  }
  if (row.oldest_minutes !== null && row.oldest_minutes >= QUEUE_ALERT_MINUTES) {
    alerts.push({ kind: 'queue-late', waiting: row.waiting, oldestMinutes: row.oldest_minutes });
  }
  return alerts;
}
