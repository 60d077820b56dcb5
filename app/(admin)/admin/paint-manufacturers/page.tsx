import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteManufacturerAction } from '@/lib/admin/paint/actions';
import { listManufacturersForAdmin, manufacturerTableState } from '@/lib/admin/paint/manufacturers';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { COLOUR_CATEGORIES } from '@/lib/validation/admin-colours';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.paintManufacturers') };

/** `/admin/paint-manufacturers`: the vehicle makers of the colour catalogue, with colour counts. */
export default async function AdminManufacturersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('paintManufacturers'));
  const t = getAdminT();
  const state = manufacturerTableState(await searchParams);
  const { rows, total } = await listManufacturersForAdmin(getDb(), admin, state);
  const yesNo = (value: boolean) => (value ? t('table.yes') : t('table.no'));
  return (
    <AdminPage
      screen="paintManufacturers"
      actions={
        <Button asChild>
          <Link href={adminNewPath('paintManufacturers')}>{t('paint.manufacturers.new')}</Link>
        </Button>
      }
    >
      <DataTable
        caption={t('paint.manufacturers.title')}
        basePath={adminPath('paintManufacturers')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        filters={[
          {
            name: 'categorie',
            label: t('paint.manufacturers.filters.category'),
            allLabel: t('paint.manufacturers.filters.allCategories'),
            options: COLOUR_CATEGORIES.map((value) => ({
              value,
              label: t(`paint.categories.${value}`),
            })),
          },
          {
            name: 'statut',
            label: t('paint.manufacturers.filters.status'),
            allLabel: t('paint.manufacturers.filters.all'),
            options: [
              { value: 'active', label: t('paint.manufacturers.filters.active') },
              { value: 'inactive', label: t('paint.manufacturers.filters.inactive') },
            ],
          },
        ]}
        columns={[
          {
            key: 'name',
            label: t('paint.manufacturers.columns.name'),
            sort: 'name',
            cell: (row) => (
              <a
                href={adminItemPath('paintManufacturers', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.name}
              </a>
            ),
          },
          {
            key: 'slug',
            label: t('paint.manufacturers.columns.slug'),
            sort: 'slug',
            cell: (row) => row.slug,
          },
          {
            key: 'category',
            label: t('paint.manufacturers.columns.category'),
            sort: 'category',
            cell: (row) => t(`paint.categories.${row.category}`),
          },
          {
            key: 'colours',
            label: t('paint.manufacturers.columns.colours'),
            sort: 'colours',
            className: 'text-right',
            cell: (row) => row.colours,
          },
          {
            key: 'active',
            label: t('paint.manufacturers.columns.active'),
            cell: (row) => yesNo(row.isActive),
          },
          {
            key: 'actions',
            label: t('table.actions'),
            cell: (row) => (
              <DeleteButton
                id={row.id}
                name={row.name}
                action={deleteManufacturerAction}
                size="sm"
              />
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
