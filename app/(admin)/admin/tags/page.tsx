import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteCategoryAction } from '@/lib/admin/catalogue/actions';
import { categoryTableState, listCategoriesForAdmin } from '@/lib/admin/catalogue/categories';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { CATALOGUE_SECTIONS } from '@/lib/validation/admin-catalogue';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.tags') };

/** `/admin/tags`: the categories (the spec's tags) by section, with their product counts. */
export default async function AdminTagsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('tags'));
  const t = getAdminT();
  const state = categoryTableState(await searchParams);
  const { rows, total } = await listCategoriesForAdmin(getDb(), admin, state);
  return (
    <AdminPage
      screen="tags"
      actions={
        <Button asChild>
          <Link href={adminNewPath('tags')}>{t('tags.new')}</Link>
        </Button>
      }
    >
      <DataTable
        caption={t('tags.title')}
        basePath={adminPath('tags')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        filters={[
          {
            name: 'rayon',
            label: t('tags.filters.section'),
            allLabel: t('tags.filters.allSections'),
            options: CATALOGUE_SECTIONS.map((value) => ({
              value,
              label: t(`tags.sections.${value}`),
            })),
          },
        ]}
        columns={[
          {
            key: 'name',
            label: t('tags.columns.name'),
            sort: 'name',
            cell: (row) => (
              <a
                href={adminItemPath('tags', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.name}
              </a>
            ),
          },
          { key: 'slug', label: t('tags.columns.slug'), cell: (row) => row.slug },
          {
            key: 'section',
            label: t('tags.columns.section'),
            sort: 'section',
            cell: (row) => t(`tags.sections.${row.section}`),
          },
          {
            key: 'position',
            label: t('tags.columns.position'),
            sort: 'position',
            className: 'text-right',
            cell: (row) => row.position,
          },
          {
            key: 'products',
            label: t('tags.columns.products'),
            sort: 'products',
            className: 'text-right',
            cell: (row) => row.products,
          },
          {
            key: 'active',
            label: t('tags.columns.active'),
            cell: (row) => (row.isActive ? t('table.yes') : t('table.no')),
          },
          {
            key: 'actions',
            label: t('table.actions'),
            cell: (row) => (
              <DeleteButton id={row.id} name={row.name} action={deleteCategoryAction} size="sm" />
            ),
          },
        ]}
      />
    </AdminPage>
  );
}
