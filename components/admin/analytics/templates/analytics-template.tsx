import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { SalesChart } from '@/components/admin/dashboard/sales-chart';
import { adminDate } from '@/components/admin/orders/labels';
import { ANALYTICS_FIGURES_SECONDS, type analyticsFigures } from '@/lib/admin/analytics/figures';
import { MISSES_LIMIT, PERIODS, type Period, type SearchMiss } from '@/lib/admin/analytics/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-2 rounded-lg border p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-muted-foreground text-xs">{intro}</p> : null}
      {children}
    </section>
  );
}

/** The quantity and revenue columns of the products' and colours' tables. */
function figureColumns<R extends { quantity: number; revenueTtcCents: number }>(
  t: ReturnType<typeof getAdminT>,
): AdminColumn<R>[] {
  return [
    {
      key: 'quantity',
      header: t('analytics.columns.quantity'),
      numeric: true,
      cell: (row) => row.quantity,
    },
    {
      key: 'revenue',
      header: t('analytics.columns.revenue'),
      numeric: true,
      cell: (row) => formatCents(row.revenueTtcCents),
    },
  ];
}

/**
 * The page `/admin/analytics`: sales per day, week or month (`?periode=`), the products and colours sold
 * most, promotion use over the same period, and the searches that found nothing — the list the
 * shop owner reads to add missing colours.
 */
export function AnalyticsTemplate({
  period,
  figures: { sales, products, colours, promotions },
  misses,
}: {
  period: Period;
  figures: Awaited<ReturnType<typeof analyticsFigures>>;
  misses: SearchMiss[];
}) {
  const t = getAdminT();
  const total = sales.reduce((sum, bucket) => sum + bucket.revenueTtcCents, 0);
  const orders = sales.reduce((sum, bucket) => sum + bucket.orders, 0);
  const periodName = t(`analytics.periods.${period}`);
  return (
    <AdminPage screen="analytics">
      <nav aria-label={t('analytics.periodLabel')}>
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(PERIODS) as Period[]).map((key) => (
            <li key={key}>
              <Link
                href={adminPath('analytics', { periode: key === 'jour' ? undefined : key })}
                aria-current={key === period ? 'page' : undefined}
                className={`inline-block rounded-md border px-3 py-1.5 text-sm ${
                  key === period ? 'bg-primary text-primary-foreground' : 'hover:bg-muted'
                }`}
              >
                {t(`analytics.periodLinks.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-muted-foreground text-xs">
        {t('analytics.freshness', { seconds: ANALYTICS_FIGURES_SECONDS })}
      </p>

      <Section id="analytics-sales" title={t('analytics.salesTitle', { period: periodName })}>
        <p className="text-sm" data-testid="analytics-total">
          {t('analytics.salesTotal', { total: formatCents(total), count: orders })}
        </p>
        <SalesChart
          points={sales.map((bucket) => ({ ...bucket, day: bucket.start }))}
          unit={PERIODS[period].unit}
          columnLabel={t(`analytics.bucket.${period}`)}
        />
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section
          id="analytics-products"
          title={t('analytics.topProducts')}
          intro={t('analytics.linesIntro', { period: periodName })}
        >
          {products.length === 0 ? (
            <p className="text-sm">{t('analytics.none')}</p>
          ) : (
            <AdminTable
              look="summary"
              caption={t('analytics.topProducts')}
              testId="top-products"
              rows={products}
              rowKey={(row) => `${row.productId}-${row.name}`}
              columns={[
                {
                  key: 'product',
                  header: t('analytics.columns.product'),
                  cell: (row) =>
                    row.productId ? (
                      <Link
                        href={adminItemPath('products', row.productId)}
                        className="text-primary hover:underline"
                      >
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    ),
                },
                ...figureColumns<(typeof products)[number]>(t),
              ]}
            />
          )}
        </Section>

        <Section
          id="analytics-colours"
          title={t('analytics.topColours')}
          intro={t('analytics.linesIntro', { period: periodName })}
        >
          {colours.length === 0 ? (
            <p className="text-sm">{t('analytics.none')}</p>
          ) : (
            <AdminTable
              look="summary"
              caption={t('analytics.topColours')}
              testId="top-colours"
              rows={colours}
              rowKey={(row) => `${row.code}-${row.manufacturer}`}
              columns={[
                {
                  key: 'colour',
                  header: t('analytics.columns.colour'),
                  cell: (row) => (
                    <span className="flex items-center gap-2">
                      {row.swatch ? (
                        <span
                          aria-hidden="true"
                          className="inline-block size-4 shrink-0 rounded border"
                          style={{ background: row.swatch }}
                        />
                      ) : null}
                      <span>
                        {[row.manufacturer, row.code].filter(Boolean).join(' ')}
                        {row.name ? (
                          <span className="text-muted-foreground block text-xs">{row.name}</span>
                        ) : null}
                      </span>
                    </span>
                  ),
                },
                ...figureColumns<(typeof colours)[number]>(t),
              ]}
            />
          )}
        </Section>
      </div>

      <Section id="analytics-promotions" title={t('analytics.promotions', { period: periodName })}>
        {promotions.length === 0 ? (
          <p className="text-sm">{t('analytics.noPromotions')}</p>
        ) : (
          <AdminTable
            look="summary"
            caption={t('analytics.promotions', { period: periodName })}
            testId="promotion-use"
            rows={promotions}
            rowKey={(row) => row.promotionId}
            columns={[
              {
                key: 'promotion',
                header: t('analytics.columns.promotion'),
                cell: (row) => (
                  <>
                    <Link
                      href={adminItemPath('promotions', row.promotionId)}
                      className="text-primary font-medium hover:underline"
                    >
                      {row.code}
                    </Link>{' '}
                    <span className="text-muted-foreground">{row.name}</span>
                  </>
                ),
              },
              {
                key: 'uses',
                header: t('analytics.columns.uses'),
                numeric: true,
                cell: (row) => row.uses,
              },
              {
                key: 'discount',
                header: t('analytics.columns.discount'),
                numeric: true,
                cell: (row) => formatCents(row.discountCents),
              },
            ]}
          />
        )}
      </Section>

      <Section
        id="analytics-misses"
        title={t('analytics.misses')}
        intro={t('analytics.missesIntro', { limit: MISSES_LIMIT })}
      >
        {misses.length === 0 ? (
          <p className="text-sm">{t('analytics.noMisses')}</p>
        ) : (
          <AdminTable
            look="summary"
            caption={t('analytics.misses')}
            testId="search-misses"
            rows={misses}
            rowKey={(row) => row.query}
            rowProps={() => ({ 'data-testid': 'search-miss' })}
            columns={[
              {
                key: 'search',
                header: t('analytics.columns.search'),
                className: 'break-all',
                cell: (row) => row.query,
              },
              {
                key: 'count',
                header: t('analytics.columns.count'),
                numeric: true,
                cell: (row) => row.count,
              },
              {
                key: 'lastSeen',
                header: t('analytics.columns.lastSeen'),
                cell: (row) => adminDate(row.lastSeenAt),
              },
              {
                key: 'action',
                header: t('analytics.columns.action'),
                cell: (row) => (
                  <Link
                    href={adminNewPath('paintColors', { texte: row.query })}
                    className="text-primary hover:underline"
                    aria-label={t('analytics.createColourFor', { query: row.query })}
                  >
                    {t('analytics.createColour')}
                  </Link>
                ),
              },
            ]}
          />
        )}
      </Section>
    </AdminPage>
  );
}
