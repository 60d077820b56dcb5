import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { SalesChart } from '@/components/admin/dashboard/sales-chart';
import { adminDate } from '@/components/admin/orders/labels';
import { ANALYTICS_FIGURES_SECONDS, type analyticsFigures } from '@/lib/admin/analytics/figures';
import { MISSES_LIMIT, PERIODS, type Period, type SearchMiss } from '@/lib/admin/analytics/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';

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

function Th({ children, end }: { children: React.ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={`py-1 pr-2 ${end ? 'text-right' : ''}`}>
      {children}
    </th>
  );
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
                href={key === 'jour' ? '/admin/analytics' : `/admin/analytics?periode=${key}`}
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
            <table className="w-full text-left text-sm" data-testid="top-products">
              <caption className="sr-only">{t('analytics.topProducts')}</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <Th>{t('analytics.columns.product')}</Th>
                  <Th end>{t('analytics.columns.quantity')}</Th>
                  <Th end>{t('analytics.columns.revenue')}</Th>
                </tr>
              </thead>
              <tbody>
                {products.map((row) => (
                  <tr key={`${row.productId}-${row.name}`} className="border-t">
                    <td className="py-1 pr-2">
                      {row.productId ? (
                        <Link
                          href={`/admin/products/${row.productId}`}
                          className="text-primary hover:underline"
                        >
                          {row.name}
                        </Link>
                      ) : (
                        row.name
                      )}
                    </td>
                    <td className="py-1 pr-2 text-right">{row.quantity}</td>
                    <td className="py-1 pr-2 text-right">{formatCents(row.revenueTtcCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
            <table className="w-full text-left text-sm" data-testid="top-colours">
              <caption className="sr-only">{t('analytics.topColours')}</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <Th>{t('analytics.columns.colour')}</Th>
                  <Th end>{t('analytics.columns.quantity')}</Th>
                  <Th end>{t('analytics.columns.revenue')}</Th>
                </tr>
              </thead>
              <tbody>
                {colours.map((row) => (
                  <tr key={`${row.code}-${row.manufacturer}`} className="border-t">
                    <td className="py-1 pr-2">
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
                    </td>
                    <td className="py-1 pr-2 text-right">{row.quantity}</td>
                    <td className="py-1 pr-2 text-right">{formatCents(row.revenueTtcCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>
      </div>

      <Section id="analytics-promotions" title={t('analytics.promotions', { period: periodName })}>
        {promotions.length === 0 ? (
          <p className="text-sm">{t('analytics.noPromotions')}</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="promotion-use">
            <caption className="sr-only">
              {t('analytics.promotions', { period: periodName })}
            </caption>
            <thead>
              <tr className="text-muted-foreground">
                <Th>{t('analytics.columns.promotion')}</Th>
                <Th end>{t('analytics.columns.uses')}</Th>
                <Th end>{t('analytics.columns.discount')}</Th>
              </tr>
            </thead>
            <tbody>
              {promotions.map((row) => (
                <tr key={row.promotionId} className="border-t">
                  <td className="py-1 pr-2">
                    <Link
                      href={`/admin/promotions/${row.promotionId}`}
                      className="text-primary font-medium hover:underline"
                    >
                      {row.code}
                    </Link>{' '}
                    <span className="text-muted-foreground">{row.name}</span>
                  </td>
                  <td className="py-1 pr-2 text-right">{row.uses}</td>
                  <td className="py-1 pr-2 text-right">{formatCents(row.discountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
          <table className="w-full text-left text-sm" data-testid="search-misses">
            <caption className="sr-only">{t('analytics.misses')}</caption>
            <thead>
              <tr className="text-muted-foreground">
                <Th>{t('analytics.columns.search')}</Th>
                <Th end>{t('analytics.columns.count')}</Th>
                <Th>{t('analytics.columns.lastSeen')}</Th>
                <Th>{t('analytics.columns.action')}</Th>
              </tr>
            </thead>
            <tbody>
              {misses.map((row) => (
                <tr key={row.query} className="border-t" data-testid="search-miss">
                  <td className="py-1 pr-2 break-all">{row.query}</td>
                  <td className="py-1 pr-2 text-right">{row.count}</td>
                  <td className="py-1 pr-2">{adminDate(row.lastSeenAt)}</td>
                  <td className="py-1">
                    <Link
                      href={`/admin/paint-colors/new?texte=${encodeURIComponent(row.query)}`}
                      className="text-primary hover:underline"
                      aria-label={t('analytics.createColourFor', { query: row.query })}
                    >
                      {t('analytics.createColour')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
    </AdminPage>
  );
}
