import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteKitAction } from '@/lib/admin/kits/actions';
import type { AdminKitRow, kitTableState } from '@/lib/admin/kits/queries';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';
import { getAdminT } from '@/lib/i18n/admin';
import { REPAIR_TYPES } from '@/lib/kits/types';

/** The page `/admin/kits`: the repair kits, their type, colour packaging and components. */
export function KitsListTemplate({
  state,
  rows,
  total,
}: {
  state: ReturnType<typeof kitTableState>;
  rows: AdminKitRow[];
  total: number;
}) {
  const t = getAdminT();
  const k = (key: string, values?: Record<string, string | number>) =>
    t(`kits.${key}` as never, values as never);
  return (
    <AdminPage
      screen="kits"
      actions={
        <Button asChild>
          <Link href={adminNewPath('kits')}>{k('new')}</Link>
        </Button>
      }
    >
      <DataTable
        caption={k('title')}
        basePath={adminPath('kits')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={k('searchPlaceholder')}
        filters={[
          {
            name: 'type',
            label: k('columns.type'),
            allLabel: k('allTypes'),
            options: REPAIR_TYPES.map((value) => ({ value, label: k(`types.${value}`) })),
          },
        ]}
        columns={[
          {
            key: 'name',
            label: k('columns.name'),
            sort: 'name',
            cell: (row) => (
              <a
                href={adminItemPath('kits', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.name}
              </a>
            ),
          },
          { key: 'type', label: k('columns.type'), cell: (row) => k(`types.${row.repairType}`) },
          {
            key: 'packaging',
            label: k('columns.packaging'),
            cell: (row) =>
              k('colourPart', {
                quantity: row.colourQuantity,
                packaging: k(`packagings.${row.colourProductKey}`),
              }),
          },
          {
            key: 'components',
            label: k('columns.components'),
            className: 'text-right',
            cell: (row) => row.components,
          },
          {
            key: 'discount',
            label: k('columns.discount'),
            className: 'text-right',
            cell: (row) => `${row.discountPercent} %`,
          },
          {
            key: 'published',
            label: k('columns.published'),
            cell: (row) => (row.isPublished ? t('table.yes') : t('table.no')),
          },
          {
            key: 'actions',
            label: t('table.actions'),
            cell: (row) => (
              <DeleteButton id={row.id} name={row.name} action={deleteKitAction} size="sm" />
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
