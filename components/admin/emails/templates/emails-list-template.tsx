import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { RetryButton } from '@/components/admin/emails/retry-button';
import { TestEmailForm } from '@/components/admin/emails/test-email-form';
import { adminDate } from '@/components/admin/orders/labels';
import { Button } from '@/components/ui/button';
import type { OutboxRow, OutboxTableState } from '@/lib/admin/emails/outbox';
import { getAdminT } from '@/lib/i18n/admin';
import { adminEmailTemplatePath, adminItemPath, adminPath } from '@/lib/admin/urls';

const TONE = {
  queued: 'bg-amber-100 text-amber-950',
  sent: 'bg-emerald-100 text-emerald-950',
  failed: 'bg-rose-100 text-rose-950',
} as const;

/** The page `/admin/emails`: the outbox (status, retry), the test e-mail, the templates' previews. */
export function EmailsListTemplate({
  state,
  rows,
  total,
  byStatus,
  adminEmail,
}: {
  state: OutboxTableState;
  rows: OutboxRow[];
  total: number;
  byStatus: Record<OutboxRow['status'], number>;
  /** The test e-mail's default recipient: the signed-in administrator. */
  adminEmail: string;
}) {
  const t = getAdminT();
  return (
    <AdminPage
      screen="emails"
      actions={
        <Button asChild variant="outline">
          <Link href={adminEmailTemplatePath()}>{t('emails.templates.link')}</Link>
        </Button>
      }
    >
      <section aria-labelledby="test-email" className="grid gap-2 rounded-lg border p-4">
        <h2 id="test-email" className="font-semibold">
          {t('emails.test.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('emails.test.intro')}</p>
        <TestEmailForm defaultTo={adminEmail} />
      </section>
      <section aria-labelledby="outbox" className="grid gap-2">
        <h2 id="outbox" className="text-lg font-semibold">
          {t('emails.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('emails.intro')}</p>
        <p className="text-sm" data-testid="outbox-counts">
          {t('emails.counts', byStatus)}
        </p>
        <DataTable
          caption={t('emails.title')}
          basePath={adminPath('emails')}
          state={state}
          total={total}
          rows={rows}
          rowKey={(row) => row.id}
          searchPlaceholder={t('emails.searchPlaceholder')}
          filters={[
            {
              name: 'statut',
              label: t('emails.filters.status'),
              allLabel: t('emails.filters.all'),
              options: (['queued', 'sent', 'failed'] as const).map((status) => ({
                value: status,
                label: t(`emails.statuses.${status}`),
              })),
            },
          ]}
          columns={[
            {
              key: 'date',
              label: t('emails.columns.date'),
              sort: 'date',
              cell: (row) => adminDate(row.createdAt),
            },
            {
              key: 'to',
              label: t('emails.columns.to'),
              sort: 'to',
              cell: (row) => <span className="break-all">{row.toAddress}</span>,
            },
            {
              key: 'subject',
              label: t('emails.columns.subject'),
              cell: (row) => (
                <a href={adminItemPath('emails', row.id)} className="text-primary hover:underline">
                  {row.subject}
                </a>
              ),
            },
            { key: 'template', label: t('emails.columns.template'), cell: (row) => row.template },
            {
              key: 'status',
              label: t('emails.columns.status'),
              cell: (row) => (
                <span className="grid justify-items-start gap-1">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[row.status]}`}
                  >
                    {t(`emails.statuses.${row.status}`)}
                  </span>
                  {row.error && <span className="text-destructive text-xs">{row.error}</span>}
                </span>
              ),
            },
            {
              key: 'actions',
              label: t('table.actions'),
              cell: (row) =>
                row.status === 'failed' ? (
                  <RetryButton id={row.id} label={`${t('emails.retry')} : ${row.subject}`} />
                ) : row.sentAt ? (
                  adminDate(row.sentAt)
                ) : null,
            },
          ]}
        />
      </section>
    </AdminPage>
  );
}
