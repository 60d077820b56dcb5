import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteRateAction } from '@/lib/admin/commerce/actions';
import type { DispatchSettings } from '@/lib/dispatch/rules';
import { DispatchForm } from '../dispatch-form';
import { formatGrams } from '@/lib/admin/commerce/format';
import type { AdminRateRow, RateTableState } from '@/lib/admin/commerce/rates';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { DESTINATIONS } from '@/lib/shipping/types';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

/** The page `/admin/delivery`: the zones, weight bands and rates of every carrier. */
export function DeliveryListTemplate({
  state,
  rows,
  total,
  carriers,
  dispatch,
}: {
  state: RateTableState;
  rows: AdminRateRow[];
  total: number;
  carriers: { id: string; name: string }[];
  dispatch: DispatchSettings;
}) {
  const t = getAdminT();
  const d = (key: string, values?: Record<string, string | number>) =>
    t(`commerce.delivery.${key}` as never, values as never);
  return (
    <AdminPage
      screen="delivery"
      actions={
        <Button asChild>
          <Link href={adminNewPath('delivery')}>{d('new')}</Link>
        </Button>
      }
    >
      <DataTable
        caption={d('title')}
        basePath={adminPath('delivery')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={d('searchPlaceholder')}
        filters={[
          {
            name: 'transporteur',
            label: d('filters.carrier'),
            allLabel: d('filters.allCarriers'),
            options: carriers.map((carrier) => ({ value: carrier.id, label: carrier.name })),
          },
          {
            name: 'zone',
            label: d('filters.country'),
            allLabel: d('filters.all'),
            options: DESTINATIONS.map((value) => ({ value, label: d(`countries.${value}`) })),
          },
        ]}
        columns={[
          {
            key: 'carrier',
            label: d('columns.carrier'),
            sort: 'carrier',
            cell: (row) => (
              <a
                href={adminItemPath('delivery', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.carrierName}
              </a>
            ),
          },
          {
            key: 'country',
            label: d('columns.country'),
            sort: 'country',
            cell: (row) => d(`countries.${row.country}`),
          },
          {
            key: 'band',
            label: d('columns.band'),
            sort: 'weight',
            cell: (row) =>
              d('band', {
                min: formatGrams(row.minWeightGrams),
                max: formatGrams(row.maxWeightGrams),
              }),
          },
          {
            key: 'price',
            label: d('columns.price'),
            sort: 'price',
            className: 'text-right',
            cell: (row) => formatCents(row.priceCents),
          },
          {
            key: 'freeFrom',
            label: d('columns.freeFrom'),
            className: 'text-right',
            cell: (row) => (row.freeFromCents ? formatCents(row.freeFromCents) : d('never')),
          },
          {
            key: 'transit',
            label: d('columns.transit'),
            cell: (row) =>
              t('commerce.carriers.days', { min: row.transitDaysMin, max: row.transitDaysMax }),
          },
          {
            key: 'actions',
            label: t('table.actions'),
            cell: (row) => (
              <DeleteButton
                id={row.id}
                name={`${row.carrierName} · ${row.country} · ${formatGrams(row.minWeightGrams)} – ${formatGrams(row.maxWeightGrams)} g`}
                action={deleteRateAction}
                size="sm"
              />
            ),
          },
        ]}
      />
      <section aria-labelledby="dispatch-settings" className="grid gap-3 rounded-lg border p-4">
        <h2 id="dispatch-settings" className="text-lg font-semibold">
          {t('commerce.dispatch.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('commerce.dispatch.intro')}</p>
        <DispatchForm
          initial={{
            preparationDays: String(dispatch.preparationDays),
            paintPreparationDays: String(dispatch.paintPreparationDays),
            cutoff: dispatch.cutoff,
          }}
        />
      </section>
    </AdminPage>
  );
}
