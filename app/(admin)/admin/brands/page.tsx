import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteBrandAction } from '@/lib/admin/catalogue/actions';
import { brandTableState, listBrandsForAdmin } from '@/lib/admin/catalogue/brands';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.brands') };

/** `/admin/brands`: the brands, searchable and sortable, with their product counts. */
export default async function AdminBrandsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('brands'));
  const t = getAdminT();
  const state = brandTableState(await searchParams);
  const { rows, total } = await listBrandsForAdmin(getDb(), admin, state);
  const yesNo = (value: boolean) => (value ? t('table.yes') : t('table.no'));
  return (
    <AdminPage
      screen="brands"
      actions={
        <Button asChild>
          <Link href={adminNewPath('brands')}>{t('brands.new')}</Link>
        </Button>
      }
    >
      <DataTable
        caption={t('brands.title')}
        basePath={adminPath('brands')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        filters={[
          {
            name: 'statut',
            label: t('brands.filters.status'),
            allLabel: t('brands.filters.all'),
            options: [
              { value: 'active', label: t('brands.filters.active') },
              { value: 'inactive', label: t('brands.filters.inactive') },
            ],
          },
        ]}
        columns={[
          {
            key: 'name',
            label: t('brands.columns.name'),
            sort: 'name',
            cell: (row) => (
              <a
                href={adminItemPath('brands', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.name}
              </a>
            ),
          },
          { key: 'slug', label: t('brands.columns.slug'), sort: 'slug', cell: (row) => row.slug },
          {
            key: 'products',
            label: t('brands.columns.products'),
            sort: 'products',
            className: 'text-right',
            cell: (row) => row.products,
          },
          {
            key: 'featured',
            label: t('brands.columns.featured'),
            cell: (row) => yesNo(row.isFeatured),
          },
          { key: 'active', label: t('brands.columns.active'), cell: (row) => yesNo(row.isActive) },
          {
            key: 'actions',
            label: t('table.actions'),
            cell: (row) => (
              <DeleteButton id={row.id} name={row.name} action={deleteBrandAction} size="sm" />
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
