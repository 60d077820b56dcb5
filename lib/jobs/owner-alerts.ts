import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { env } from '@/lib/env';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { workerHeartbeat } from './heartbeat';

/**
 * Minutes an e-mail may wait before the shop is told: the dashboard's « file en retard » banner
 * (lib/admin/dashboard/alerts.ts) and the recovery e-mail below. A 10,000-address newsletter
 * leaves in about two minutes (docs/decisions/email-throughput.md): ten is a real delay.
 */
export const QUEUE_ALERT_MINUTES = 10;

export type RecoveryAlert = { waiting: number; oldestMinutes: number };

/**
 * Run by a worker as it starts, before its first beat: when no other worker is alive and
 * e-mails have been waiting more than `minutes`, the e-mail service was down with a backlog.
 * The shop is e-mailed (priority: before the backlog), once per backlog: `owner_alerts` keeps
 * the time of the last alert and a new one is queued only if that time is older than the oldest
 * e-mail waiting (a worker restarting in a loop finds the backlog already reported; a new
 * outage after the backlog drained is a new backlog). One statement decides, so two workers
 * starting together queue one alert.
 */
export async function alertRecoveryWithBacklog(
  db: Database,
  minutes = QUEUE_ALERT_MINUTES,
): Promise<RecoveryAlert | null> {
  if ((await workerHeartbeat(db)).fresh) return null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ waiting: number; oldest_minutes: number }>(sql`
      with backlog as (
        select count(*)::int as waiting, min(created_at) as oldest
        from email_outbox where status = 'queued'
      ), claimed as (
        insert into owner_alerts (kind)
        select 'worker-recovered' from backlog
        where backlog.oldest < now() - make_interval(mins => ${minutes})
        on conflict (kind) do update set sent_at = now()
          where owner_alerts.sent_at < (select oldest from backlog)
        returning kind
      )
      select backlog.waiting,
             floor(extract(epoch from (now() - backlog.oldest)) / 60)::int as oldest_minutes
      from backlog, claimed`);
    const row = rows[0];
    if (!row) return null;
    const t = getMailT('ownerAlerts');
    const values = {
      waiting: row.waiting,
      minutes: row.oldest_minutes,
      url: new URL('/admin/emails', env.SITE_URL).toString(),
    };
    await queueEmail(tx, {
      to: SHOP_INFO.email,
      subject: t('workerRecovered.subject', values),
      text: t('workerRecovered.body', values),
      template: 'owner-alert-worker-recovered',
    });
    return { waiting: row.waiting, oldestMinutes: row.oldest_minutes };
  });
}
