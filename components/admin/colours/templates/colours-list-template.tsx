import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { ColourSwatch } from '@/components/colour/colour-swatch';
import { Button } from '@/components/ui/button';
import type { AdminColourRow, ColourTableState } from '@/lib/admin/colours/colours';
import type { SpecialEffect } from '@/lib/colours/types';
import { getAdminT } from '@/lib/i18n/admin';
import { COLOUR_CATEGORIES } from '@/lib/validation/admin-colours';
import { adminCsvPath, adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

/** The page `/admin/paint-colors`: the colour charts by category and maker, with their swatches. */
export function ColoursListTemplate({
  state,
  rows,
  total,
  makers,
}: {
  state: ColourTableState;
  rows: AdminColourRow[];
  total: number;
  makers: { slug: string; name: string }[];
}) {
  const t = getAdminT();
  return (
    <AdminPage
      screen="paintColors"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a
              href={adminCsvPath('paintColors', 'export', {
                constructeur: state.filters.constructeur,
              })}
              download
            >
              {t('colours.export')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link href={adminCsvPath('paintColors', 'import')}>{t('colours.import')}</Link>
          </Button>
          <Button asChild>
            <Link href={adminNewPath('paintColors')}>{t('colours.new')}</Link>
          </Button>
        </div>
      }
    >
      <DataTable
        caption={t('colours.title')}
        basePath={adminPath('paintColors')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={t('colours.searchPlaceholder')}
        filters={[
          {
            name: 'categorie',
            label: t('colours.filters.category'),
            allLabel: t('colours.filters.allCategories'),
            options: COLOUR_CATEGORIES.map((value) => ({
              value,
              label: t(`colours.categories.${value}`),
            })),
          },
          {
            name: 'constructeur',
            label: t('colours.filters.maker'),
            allLabel: t('colours.filters.allMakers'),
            options: makers.map((m) => ({ value: m.slug, label: m.name })),
          },
          {
            name: 'statut',
            label: t('colours.filters.status'),
            allLabel: t('colours.filters.all'),
            options: [
              { value: 'active', label: t('colours.filters.active') },
              { value: 'inactive', label: t('colours.filters.inactive') },
            ],
          },
        ]}
        columns={[
          {
            key: 'swatch',
            label: t('colours.columns.swatch'),
            cell: (row) => (
              <ColourSwatch
                cssPreview={row.cssPreview}
                effect={row.specialEffect as SpecialEffect | null}
                className="size-8 rounded border"
              />
            ),
          },
          {
            key: 'code',
            label: t('colours.columns.code'),
            sort: 'code',
            cell: (row) => (
              <a
                href={adminItemPath('paintColors', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.code}
              </a>
            ),
          },
          { key: 'name', label: t('colours.columns.name'), sort: 'name', cell: (row) => row.name },
          {
            key: 'maker',
            label: t('colours.columns.maker'),
            sort: 'maker',
            cell: (row) => row.maker ?? '—',
          },
          {
            key: 'category',
            label: t('colours.columns.category'),
            cell: (row) => t(`colours.categories.${row.category}`),
          },
          {
            key: 'finishes',
            label: t('colours.columns.finishes'),
            cell: (row) =>
              [
                row.water && t('colours.finishes.water'),
                row.solvent && t('colours.finishes.solvent'),
                row.glossDirect && t('colours.finishes.glossDirect'),
              ]
                .filter(Boolean)
                .join(', '),
          },
          {
            key: 'active',
            label: t('colours.columns.active'),
            cell: (row) => (row.isActive ? t('table.yes') : t('table.no')),
          },
        ]}
      />
    </AdminPage>
  );
}
