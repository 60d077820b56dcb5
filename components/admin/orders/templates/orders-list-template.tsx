import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { adminDate, StatusBadge } from '@/components/admin/orders/labels';
import {
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type AdminOrderRow,
  type OrderTableState,
} from '@/lib/admin/orders/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { ORDER_STATUSES } from '@/lib/orders/constants';
import Link from 'next/link';
import { adminItemPath, adminNewOrderPath, adminPath } from '@/lib/admin/urls';

/**
 * The page `/admin/orders`: every order, newest first; search by number, customer or colour code;
 * filters by status, payment, payment method, carrier and dates (all in the URL).
 */
export function OrdersListTemplate({
  state,
  rows,
  total,
  carriers,
  withdrawals,
}: {
  state: OrderTableState;
  rows: AdminOrderRow[];
  total: number;
  carriers: { code: string; name: string }[];
  /** The « Rétractations » section, above the list. */
  withdrawals?: React.ReactNode;
}) {
  const t = getAdminT();
  const dateInput = (name: 'du' | 'au', label: string) => (
    <div className="grid gap-1">
      <label htmlFor={`orders-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`orders-${name}`}
        name={name}
        type="date"
        defaultValue={state.filters[name] ?? ''}
        className="border-input h-9 rounded-md border bg-transparent px-2 text-sm"
      />
    </div>
  );
  return (
    <AdminPage
      screen="orders"
      actions={
        <Link
          href={adminNewOrderPath()}
          className="text-primary text-sm underline underline-offset-4"
        >
          {t('orderEdit.newLink')}
        </Link>
      }
    >
      {withdrawals}
      <DataTable
        caption={t('orders.title')}
        basePath={adminPath('orders')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={t('orders.searchPlaceholder')}
        filters={[
          {
            name: 'statut',
            label: t('orders.filters.status'),
            allLabel: t('orders.filters.allStatuses'),
            options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.statuses.${s}`) })),
          },
          {
            name: 'paiement',
            label: t('orders.filters.payment'),
            allLabel: t('orders.filters.allPayments'),
            options: PAYMENT_STATES.map((s) => ({
              value: s,
              label: t(`orders.paymentStates.${s}`),
            })),
          },
          {
            name: 'moyen',
            label: t('orders.filters.method'),
            allLabel: t('orders.filters.allMethods'),
            options: PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.methods.${m}`) })),
          },
          {
            name: 'transporteur',
            label: t('orders.filters.carrier'),
            allLabel: t('orders.filters.allCarriers'),
            options: carriers.map((c) => ({ value: c.code, label: c.name })),
          },
        ]}
        extraFields={
          <>
            {dateInput('du', t('orders.filters.from'))}
            {dateInput('au', t('orders.filters.to'))}
          </>
        }
        columns={[
          {
            key: 'number',
            label: t('orders.columns.number'),
            sort: 'number',
            cell: (row) => (
              <a
                href={adminItemPath('orders', row.id)}
                className="text-primary font-medium whitespace-nowrap hover:underline"
              >
                {row.orderNumber}
              </a>
            ),
          },
          {
            key: 'date',
            label: t('orders.columns.date'),
            sort: 'date',
            className: 'whitespace-nowrap',
            cell: (row) => adminDate(row.createdAt),
          },
          {
            key: 'customer',
            label: t('orders.columns.customer'),
            cell: (row) => (
              <>
                <span className="block">{row.customerName || row.email}</span>
                {row.customerName && (
                  <span className="text-muted-foreground block text-xs">{row.email}</span>
                )}
              </>
            ),
          },
          {
            key: 'status',
            label: t('orders.columns.status'),
            cell: (row) => <StatusBadge status={row.status} />,
          },
          {
            key: 'payment',
            label: t('orders.columns.payment'),
            cell: (row) => (
              <>
                {`${t(`orders.methods.${row.paymentMethod}`)} · ${
                  row.balanceDueCents > 0
                    ? t('orderEdit.balance.state', { amount: formatCents(row.balanceDueCents) })
                    : t(`orders.paymentStates.${row.paymentState}`)
                }`}
                {row.paymentReview && (
                  <span className="mt-0.5 block w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
                    {t('orders.paymentReview.label')}
                  </span>
                )}
              </>
            ),
          },
          {
            key: 'carrier',
            label: t('orders.columns.carrier'),
            cell: (row) => row.carrierName ?? '—',
          },
          {
            key: 'total',
            label: t('orders.columns.total'),
            sort: 'total',
            className: 'text-right whitespace-nowrap',
            cell: (row) => formatCents(row.totalCents),
          },
        ]}
      />
    </AdminPage>
  );
}
