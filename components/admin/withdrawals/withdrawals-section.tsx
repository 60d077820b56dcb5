import Link from 'next/link';
import { AdminTable } from '@/components/admin/admin-table';
import { adminDate } from '@/components/admin/orders/labels';
import type { AdminWithdrawal } from '@/lib/admin/withdrawals/queries';
import { adminItemPath } from '@/lib/admin/urls';
import { formatCalendarDay } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { WithdrawalRefundForm, type WithdrawalRefundOptions } from './refund-form';

/**
 * « Rétractations »: on `/admin/orders` (the latest, to refund first) and on an order's page.
 * Each withdrawal with its deadlines (goods back, refund) and its refund: made (with its credit
 * note), or the form to make it (`refundForm`, on the order's page: null when the order has
 * nothing to give back, unpaid or refunded already).
 */
export function WithdrawalsSection({
  rows,
  refundForm,
}: {
  rows: AdminWithdrawal[];
  refundForm?: WithdrawalRefundOptions | null;
}) {
  const t = getAdminT();
  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-labelledby="admin-withdrawals">
      <h2 id="admin-withdrawals" className="text-lg font-semibold">
        {t('withdrawals.title')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('withdrawals.intro')}</p>
      <AdminTable
        caption={t('withdrawals.title')}
        rows={rows}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': 'admin-withdrawal', 'data-order': row.orderNumber })}
        empty={t('withdrawals.none')}
        columns={[
          {
            key: 'order',
            header: t('withdrawals.columns.order'),
            rowHeader: true,
            cell: (row) => (
              <Link href={adminItemPath('orders', row.orderId)} className="text-primary underline">
                {row.orderNumber}
              </Link>
            ),
          },
          {
            key: 'date',
            header: t('withdrawals.columns.date'),
            cell: (row) => adminDate(row.createdAt),
          },
          {
            key: 'customer',
            header: t('withdrawals.columns.customer'),
            cell: (row) => (
              <>
                {row.name}
                <span className="text-muted-foreground block text-xs">{row.email}</span>
              </>
            ),
          },
          {
            key: 'lines',
            header: t('withdrawals.columns.lines'),
            cell: (row) => (
              <ul>
                {row.lines.map((line) => (
                  <li key={line.name}>{t('withdrawals.line', line)}</li>
                ))}
              </ul>
            ),
          },
          {
            key: 'returnBy',
            header: t('withdrawals.columns.returnBy'),
            cell: (row) => formatCalendarDay(row.returnBy),
          },
          {
            key: 'refundBy',
            header: t('withdrawals.columns.refundBy'),
            cell: (row) => formatCalendarDay(row.refundBy),
          },
          {
            key: 'refund',
            header: t('withdrawals.columns.refund'),
            cell: (row) =>
              row.refund ? (
                t(
                  row.refund.creditNote ? 'withdrawals.refundedCreditNote' : 'withdrawals.refunded',
                  {
                    amount: formatCents(row.refund.cents),
                    date: formatCalendarDay(row.refund.on),
                    reference: row.refund.reference,
                    creditNote: row.refund.creditNote ?? '',
                  },
                )
              ) : refundForm ? (
                <WithdrawalRefundForm withdrawalId={row.id} {...refundForm} />
              ) : refundForm === null ? (
                <span className="text-muted-foreground">{t('withdrawals.notRefundable')}</span>
              ) : (
                <span className="font-medium text-amber-950">{t('withdrawals.toRefund')}</span>
              ),
          },
        ]}
      />
    </section>
  );
}
