import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { LiveOrders } from '@/components/admin/dashboard/live-orders';
import { SalesChart } from '@/components/admin/dashboard/sales-chart';
import { SystemAlerts } from '@/components/admin/dashboard/system-alerts';
import { SoftLinks } from '@/components/admin/soft-links';
import { adminDate, StatusBadge } from '@/components/admin/orders/labels';
import type { systemAlerts } from '@/lib/admin/dashboard/alerts';
import { type cachedSalesFigures, SALES_FIGURES_LIFE } from '@/lib/admin/dashboard/cached';
import type { dashboardLists, PeriodFigures } from '@/lib/admin/dashboard/queries';
import { LOW_STOCK } from '@/lib/admin/products/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { liveConfig } from '@/lib/notifications/live-config';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

function Period({
  title,
  figures,
  testId,
}: {
  title: string;
  figures: PeriodFigures;
  testId: string;
}) {
  const t = getAdminT();
  return (
    <section aria-label={title} className="grid gap-1 rounded-lg border p-4" data-testid={testId}>
      <h2 className="text-muted-foreground text-sm font-medium">{title}</h2>
      <p className="text-2xl font-semibold">{formatCents(figures.revenueTtcCents)}</p>
      <dl className="text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t('dashboard.revenueHt')}</dt>
          <dd>{formatCents(figures.revenueHtCents)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{t('dashboard.revenueTtc')}</dt>
          <dd>{formatCents(figures.revenueTtcCents)}</dd>
        </div>
      </dl>
      {/* Placed and paid apart: the revenue above counts paid orders only (an unpaid transfer
          is not revenue yet). */}
      <p className="text-sm" data-testid={`${testId}-orders`}>
        {t('dashboard.orders', { placed: figures.orders, paid: figures.paidOrders })}
      </p>
    </section>
  );
}

/**
 * The page `/admin`, the dashboard (its two tables' links are plain `<a>` followed by the client
 * router, `SoftLinks`: no order or product prefetched because its row is on screen): today's and this month's orders and revenue (HT and TTC), the average
 * basket, orders waiting for payment or shipping, the sales of the last 30 days, the last orders
 * (kept current as orders arrive) and the variants running out.
 */
export function DashboardTemplate({
  figures: { figures, sales },
  lists: { last, low, toReview, todo },
  alerts,
}: {
  figures: Awaited<ReturnType<typeof cachedSalesFigures>>;
  lists: Awaited<ReturnType<typeof dashboardLists>>;
  alerts: Awaited<ReturnType<typeof systemAlerts>>;
}) {
  const t = getAdminT();
  return (
    <AdminPage screen="dashboard" title={t('title')}>
      <SystemAlerts alerts={alerts} />
      {toReview.length > 0 && (
        <section
          aria-labelledby="dashboard-payment-review"
          className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="dashboard-payment-review"
        >
          <h2 id="dashboard-payment-review" className="font-semibold">
            {t('dashboard.paymentReview', { count: toReview.length })}
          </h2>
          <ul className="grid gap-1 text-sm">
            {toReview.map((order) => (
              <li key={order.id}>
                <Link href={adminItemPath('orders', order.id)} className="font-medium underline">
                  {order.orderNumber}
                </Link>{' '}
                : {t(`orders.paymentReview.reasons.${order.reason}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(todo.prosWaiting > 0 || todo.transfersOverdue > 0) && (
        <section
          aria-labelledby="dashboard-todo"
          className="grid gap-1 rounded-lg border p-4"
          data-testid="dashboard-todo"
        >
          <h2 id="dashboard-todo" className="font-semibold">
            {t('dashboard.todo.title')}
          </h2>
          <ul className="grid gap-1 text-sm">
            {todo.prosWaiting > 0 && (
              <li>
                <Link
                  href={adminPath('users', { type: 'pro-en-attente' })}
                  className="text-primary underline"
                >
                  {t('dashboard.todo.prosWaiting', { count: todo.prosWaiting })}
                </Link>
              </li>
            )}
            {todo.transfersOverdue > 0 && (
              <li>
                <Link
                  href={adminPath('orders', { statut: 'pending', moyen: 'transfer' })}
                  className="text-primary underline"
                >
                  {t('dashboard.todo.transfersOverdue', { count: todo.transfersOverdue })}
                </Link>
              </li>
            )}
          </ul>
        </section>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Period title={t('dashboard.today')} figures={figures.today} testId="dashboard-today" />
        <Period title={t('dashboard.month')} figures={figures.month} testId="dashboard-month" />
        <section
          aria-label={t('dashboard.averageBasket')}
          className="grid content-start gap-1 rounded-lg border p-4"
          data-testid="dashboard-basket"
        >
          <h2 className="text-muted-foreground text-sm font-medium">
            {t('dashboard.averageBasket')}
          </h2>
          {figures.averageBasketCents === null ? (
            <p className="text-sm">{t('dashboard.averageBasketNone')}</p>
          ) : (
            <p className="text-2xl font-semibold">{formatCents(figures.averageBasketCents)}</p>
          )}
          <p className="text-muted-foreground text-xs">{t('dashboard.revenueNote')}</p>
        </section>
        <section
          className="grid content-start gap-2 rounded-lg border p-4"
          aria-label={t('dashboard.awaitingShipping')}
        >
          <p className="flex items-baseline justify-between gap-2">
            <Link
              href={adminPath('orders', { statut: 'pending' })}
              className="text-primary text-sm hover:underline"
            >
              {t('dashboard.awaitingPayment')}
            </Link>
            <span className="text-xl font-semibold" data-testid="awaiting-payment">
              {figures.awaitingPayment}
            </span>
          </p>
          <p className="flex items-baseline justify-between gap-2">
            <Link
              href={adminPath('orders', { statut: 'paid' })}
              className="text-primary text-sm hover:underline"
            >
              {t('dashboard.awaitingShipping')}
            </Link>
            <span className="text-xl font-semibold" data-testid="awaiting-shipping">
              {figures.awaitingShipping}
            </span>
          </p>
          {/* The orders to prepare, oldest first; each has its printable picking list. */}
          <Link
            href={adminPath('orders', { statut: 'paid', tri: 'date', ordre: 'asc' })}
            className="text-sm underline"
          >
            {t('dashboard.preparation')}
          </Link>
        </section>
      </div>

      <section aria-labelledby="dashboard-chart" className="grid gap-2 rounded-lg border p-4">
        <h2 id="dashboard-chart" className="font-semibold">
          {t('dashboard.chartTitle')}
        </h2>
        <SalesChart points={sales} />
        <p className="text-muted-foreground text-xs">
          {t('dashboard.figuresAge', { seconds: SALES_FIGURES_LIFE.revalidate })}
        </p>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="dashboard-last"
          className="grid content-start gap-2 rounded-lg border p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="dashboard-last" className="font-semibold">
              {t('dashboard.lastOrders')}
            </h2>
            <Link href={adminPath('orders')} className="text-primary text-sm hover:underline">
              {t('dashboard.seeOrders')}
            </Link>
          </div>
          <LiveOrders live={liveConfig()} />
          {last.length === 0 ? (
            <p className="text-sm">{t('dashboard.noOrders')}</p>
          ) : (
            <SoftLinks>
              <AdminTable
                look="summary"
                caption={t('dashboard.lastOrders')}
                testId="last-orders"
                rows={last}
                rowKey={(order) => order.id}
                columns={[
                  {
                    key: 'number',
                    header: t('dashboard.columns.number'),
                    cell: (order) => (
                      <>
                        <a
                          href={adminItemPath('orders', order.id)}
                          className="text-primary font-medium hover:underline"
                        >
                          {order.orderNumber}
                        </a>
                        <span className="text-muted-foreground block text-xs">
                          {adminDate(order.createdAt)}
                        </span>
                      </>
                    ),
                  },
                  {
                    key: 'customer',
                    header: t('dashboard.columns.customer'),
                    cellClassName: 'break-all',
                    cell: (order) => order.customer,
                  },
                  {
                    key: 'status',
                    header: t('dashboard.columns.status'),
                    cell: (order) => <StatusBadge status={order.status} />,
                  },
                  {
                    key: 'total',
                    header: t('dashboard.columns.total'),
                    numeric: true,
                    cell: (order) => formatCents(order.totalCents),
                  },
                ]}
              />
            </SoftLinks>
          )}
        </section>

        <section
          aria-labelledby="dashboard-stock"
          className="grid content-start gap-2 rounded-lg border p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="dashboard-stock" className="font-semibold">
              {t('dashboard.lowStock')}
            </h2>
            {low.total > 0 && (
              <Link
                href={adminPath('products', { tri: 'stock', ordre: 'asc' })}
                className="text-primary text-sm hover:underline"
              >
                {t('dashboard.lowStockMore', { count: low.total })}
              </Link>
            )}
          </div>
          <p className="text-muted-foreground text-xs">
            {t('dashboard.lowStockIntro', { threshold: LOW_STOCK })}
          </p>
          {low.rows.length === 0 ? (
            <p className="text-sm">{t('dashboard.lowStockNone')}</p>
          ) : (
            <SoftLinks>
              <AdminTable
                look="summary"
                caption={t('dashboard.lowStock')}
                testId="low-stock"
                rows={low.rows}
                rowKey={(row) => `${row.productId}-${row.variantName}`}
                columns={[
                  {
                    key: 'product',
                    header: t('dashboard.columns.product'),
                    cell: (row) => (
                      <a
                        href={adminItemPath('products', row.productId)}
                        className="text-primary hover:underline"
                      >
                        {row.productName}
                      </a>
                    ),
                  },
                  {
                    key: 'variant',
                    header: t('dashboard.columns.variant'),
                    cell: (row) => row.variantName,
                  },
                  {
                    key: 'stock',
                    header: t('dashboard.columns.stock'),
                    numeric: true,
                    cell: (row) =>
                      row.stock === 0
                        ? t('dashboard.outOfStock')
                        : t('dashboard.units', { count: row.stock }),
                  },
                ]}
              />
            </SoftLinks>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
