import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { PromotionToggle } from '@/components/admin/commerce/promotion-toggle';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deletePromotionAction } from '@/lib/admin/commerce/actions';
import { promotionValueText } from '@/lib/admin/commerce/format';
import { formatCalendarDay } from '@/lib/format';
import {
  PROMOTION_STATES,
  type AdminPromotionRow,
  type PromotionTableState,
} from '@/lib/admin/commerce/promotions';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { ADMIN_PRO_PRICES_PATH, adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

/** The page `/admin/promotions`: the promo codes, their state and how many orders used each. */
export function PromotionsListTemplate({
  state,
  rows,
  total,
}: {
  state: PromotionTableState;
  rows: AdminPromotionRow[];
  total: number;
}) {
  const t = getAdminT();
  const p = (key: string, values?: Record<string, string>) =>
    t(`commerce.promotions.${key}` as never, values as never);
  return (
    <AdminPage
      screen="promotions"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={ADMIN_PRO_PRICES_PATH}>{t('commerce.proPrices.title')}</Link>
          </Button>
          <Button asChild>
            <Link href={adminNewPath('promotions')}>{p('new')}</Link>
          </Button>
        </div>
      }
    >
      <DataTable
        caption={p('title')}
        basePath={adminPath('promotions')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={p('searchPlaceholder')}
        filters={[
          {
            name: 'etat',
            label: p('filters.state'),
            allLabel: p('filters.all'),
            options: PROMOTION_STATES.map((value) => ({ value, label: p(`states.${value}`) })),
          },
        ]}
        columns={[
          {
            key: 'code',
            label: p('columns.code'),
            sort: 'code',
            cell: (row) => (
              <a
                href={adminItemPath('promotions', row.id)}
                className="text-primary font-mono font-medium hover:underline"
              >
                {row.code}
              </a>
            ),
          },
          { key: 'name', label: p('columns.name'), sort: 'name', cell: (row) => row.name },
          { key: 'type', label: p('columns.type'), cell: (row) => p(`types.${row.type}`) },
          {
            key: 'value',
            label: p('columns.value'),
            className: 'text-right',
            cell: (row) => promotionValueText(row) ?? p('none'),
          },
          {
            key: 'minimum',
            label: p('columns.minimum'),
            className: 'text-right',
            cell: (row) => (row.minOrderAmount ? formatCents(row.minOrderAmount) : p('none')),
          },
          {
            key: 'cap',
            label: p('columns.cap'),
            className: 'text-right',
            cell: (row) => (row.maxDiscountAmount ? formatCents(row.maxDiscountAmount) : p('none')),
          },
          {
            key: 'period',
            label: p('columns.period'),
            sort: 'validFrom',
            cell: (row) =>
              row.validUntil
                ? p('periodRange', {
                    from: formatCalendarDay(row.validFrom),
                    until: formatCalendarDay(row.validUntil),
                  })
                : p('periodFrom', { from: formatCalendarDay(row.validFrom) }),
          },
          {
            key: 'uses',
            label: p('columns.uses'),
            sort: 'uses',
            className: 'text-right',
            cell: (row) => row.uses,
          },
          { key: 'state', label: p('columns.state'), cell: (row) => p(`states.${row.state}`) },
          {
            key: 'actions',
            label: t('table.actions'),
            cell: (row) => (
              <div className="flex flex-wrap gap-2">
                <PromotionToggle id={row.id} code={row.code} isActive={row.isActive} />
                <DeleteButton
                  id={row.id}
                  name={row.code}
                  action={deletePromotionAction}
                  size="sm"
                />
              </div>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
