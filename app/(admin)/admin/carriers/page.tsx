import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteCarrierAction } from '@/lib/admin/commerce/actions';
import { carrierTableState, listCarriersForAdmin } from '@/lib/admin/commerce/carriers';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.carriers') };

/** `/admin/carriers`: the carriers, their delivery times, accepted classes and rate counts. */
export default async function AdminCarriersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('carriers'));
  const t = getAdminT();
  const state = carrierTableState(await searchParams);
  const { rows, total } = await listCarriersForAdmin(getDb(), admin, state);
  const c = (key: string, values?: Record<string, number>) =>
    t(`commerce.carriers.${key}` as never, values as never);
  const yesNo = (value: boolean) => (value ? t('table.yes') : t('table.no'));
  return (
    <AdminPage
      screen="carriers"
      actions={
        <Button asChild>
          <Link href={adminNewPath('carriers')}>{c('new')}</Link>
        </Button>
      }
    >
      <DataTable
        caption={c('title')}
        basePath={adminPath('carriers')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={c('searchPlaceholder')}
        filters={[
          {
            name: 'statut',
            label: c('filters.status'),
            allLabel: c('filters.all'),
            options: [
              { value: 'active', label: c('filters.active') },
              { value: 'inactive', label: c('filters.inactive') },
            ],
          },
        ]}
        columns={[
          {
            key: 'name',
            label: c('columns.name'),
            sort: 'name',
            cell: (row) => (
              <a
                href={adminItemPath('carriers', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.name}
              </a>
            ),
          },
          { key: 'code', label: c('columns.code'), sort: 'code', cell: (row) => row.code },
          {
            key: 'classes',
            label: c('columns.classes'),
            cell: (row) => row.acceptedClasses.map((value) => c(`classes.${value}`)).join(', '),
          },
          {
            key: 'handling',
            label: c('columns.handling'),
            cell: (row) => c('days', { min: row.handlingDaysMin, max: row.handlingDaysMax }),
          },
          {
            key: 'rates',
            label: c('columns.rates'),
            sort: 'rates',
            className: 'text-right',
            cell: (row) => (
              <a
                href={adminPath('delivery', { transporteur: row.id })}
                className="text-primary hover:underline"
              >
                {row.rates}
              </a>
            ),
          },
          { key: 'standard', label: c('columns.standard'), cell: (row) => yesNo(row.isStandard) },
          { key: 'active', label: c('columns.active'), cell: (row) => yesNo(row.isActive) },
          {
            key: 'actions',
            label: t('table.actions'),
            cell: (row) => (
              <DeleteButton id={row.id} name={row.name} action={deleteCarrierAction} size="sm" />
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
