import Link from 'next/link';
import type { SystemAlert } from '@/lib/admin/dashboard/alerts';
import { getAdminT } from '@/lib/i18n/admin';

/**
 * The dashboard's banner (issue 36 §4): what is down now (lib/admin/dashboard/alerts.ts), in
 * French, with the screens that say more. Nothing is drawn when all is well.
 */
export function SystemAlerts({ alerts }: { alerts: SystemAlert[] }) {
  if (alerts.length === 0) return null;
  const t = getAdminT();
  const line = (alert: SystemAlert) => {
    switch (alert.kind) {
      case 'worker-silent':
        return alert.silentMinutes === null
          ? t('dashboard.alerts.workerNever')
          : t('dashboard.alerts.workerSilent', { minutes: alert.silentMinutes });
      case 'smtp-refusing':
        return t('dashboard.alerts.smtpRefusing', {
          minutes: alert.minutesAgo,
          error: alert.error,
        });
      case 'queue-late':
        return t('dashboard.alerts.queueLate', {
          count: alert.waiting,
          minutes: alert.oldestMinutes,
        });
    }
  };
  return (
    <section
      aria-labelledby="dashboard-alerts"
      className="border-destructive bg-destructive/10 grid gap-2 rounded-lg border p-4"
      data-testid="system-alerts"
    >
      <h2 id="dashboard-alerts" className="text-destructive font-semibold">
        {t('dashboard.alerts.title')}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {alerts.map((alert) => (
          <li key={alert.kind}>{line(alert)}</li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-4 text-sm">
        <Link href="/admin/testing" className="text-primary underline">
          {t('dashboard.alerts.testing')}
        </Link>
        <Link href="/admin/emails" className="text-primary underline">
          {t('dashboard.alerts.emails')}
        </Link>
      </p>
    </section>
  );
}
