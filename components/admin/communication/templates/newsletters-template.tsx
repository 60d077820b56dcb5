import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { DataTable } from '@/components/admin/data-table';
import { adminDate } from '@/components/admin/orders/labels';
import { Button } from '@/components/ui/button';
import {
  type listNewsletters,
  type listSubscribers,
  SUBSCRIBER_STATUSES,
  type subscriberTableState,
} from '@/lib/admin/newsletters/newsletters';
import { getAdminT } from '@/lib/i18n/admin';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

const TONE = {
  pending: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-emerald-100 text-emerald-950',
  unsubscribed: 'bg-neutral-200 text-neutral-900',
} as const;

/** The page `/admin/newsletters`: the newsletters (drafts and sent, delivery counts) and the subscribers. */
export function NewslettersTemplate({
  state,
  list,
  subscribers,
}: {
  state: ReturnType<typeof subscriberTableState>;
  list: Awaited<ReturnType<typeof listNewsletters>>;
  subscribers: Awaited<ReturnType<typeof listSubscribers>>;
}) {
  const t = getAdminT();
  return (
    <AdminPage
      screen="newsletters"
      actions={
        <Button asChild>
          <Link href={adminNewPath('newsletters')}>{t('newsletters.new')}</Link>
        </Button>
      }
    >
      <p className="text-muted-foreground text-sm">{t('newsletters.intro')}</p>
      <section aria-labelledby="newsletter-list" className="grid gap-2">
        <h2 id="newsletter-list" className="text-lg font-semibold">
          {t('newsletters.listTitle')}
        </h2>
        {list.length === 0 ? (
          <p className="text-sm">{t('newsletters.empty')}</p>
        ) : (
          <AdminTable
            look="boxed"
            frameClassName="rounded-md border"
            caption={t('newsletters.listTitle')}
            testId="newsletter-list"
            rows={list}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'title',
                header: t('newsletters.columns.title'),
                cell: (row) => (
                  <Link
                    href={adminItemPath('newsletters', row.id)}
                    className="text-primary hover:underline"
                  >
                    {row.title}
                  </Link>
                ),
              },
              {
                key: 'status',
                header: t('newsletters.columns.status'),
                cell: (row) => t(`newsletters.statuses.${row.status as 'draft' | 'sent'}`),
              },
              {
                key: 'date',
                header: t('newsletters.columns.date'),
                cell: (row) => adminDate(row.createdAt),
              },
              {
                key: 'deliveries',
                header: t('newsletters.columns.deliveries'),
                cell: (row) =>
                  row.status === 'sent' ? t('newsletters.deliveryCounts', row.deliveries) : '—',
              },
            ]}
          />
        )}
      </section>
      <section aria-labelledby="subscribers" className="grid gap-2">
        <h2 id="subscribers" className="text-lg font-semibold">
          {t('newsletters.subscribers.title')}
        </h2>
        <p className="text-sm" data-testid="subscriber-counts">
          {t('newsletters.subscribers.counts', subscribers.byStatus)}
        </p>
        <DataTable
          caption={t('newsletters.subscribers.title')}
          basePath={adminPath('newsletters')}
          state={state}
          total={subscribers.total}
          rows={subscribers.rows}
          rowKey={(row) => row.id}
          searchPlaceholder={t('newsletters.subscribers.searchPlaceholder')}
          filters={[
            {
              name: 'etat',
              label: t('newsletters.subscribers.filter'),
              allLabel: t('newsletters.subscribers.all'),
              options: SUBSCRIBER_STATUSES.map((status) => ({
                value: status,
                label: t(`newsletters.subscribers.statuses.${status}`),
              })),
            },
          ]}
          columns={[
            {
              key: 'email',
              label: t('newsletters.subscribers.columns.email'),
              sort: 'email',
              cell: (row) => <span className="break-all">{row.email}</span>,
            },
            {
              key: 'status',
              label: t('newsletters.subscribers.columns.status'),
              cell: (row) => (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[row.status]}`}
                  data-testid="subscriber-status"
                >
                  {t(`newsletters.subscribers.statuses.${row.status}`)}
                </span>
              ),
            },
            {
              key: 'date',
              label: t('newsletters.subscribers.columns.date'),
              sort: 'date',
              cell: (row) => adminDate(row.createdAt),
            },
            {
              key: 'confirmedAt',
              label: t('newsletters.subscribers.columns.confirmedAt'),
              cell: (row) => (row.confirmedAt ? adminDate(row.confirmedAt) : '—'),
            },
            {
              key: 'unsubscribedAt',
              label: t('newsletters.subscribers.columns.unsubscribedAt'),
              cell: (row) => (row.unsubscribedAt ? adminDate(row.unsubscribedAt) : '—'),
            },
          ]}
        />
      </section>
    </AdminPage>
  );
}
