import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { RestoreButton } from '@/components/admin/products/restore-button';
import type { BinRow } from '@/lib/admin/products/bin';
import { getAdminT } from '@/lib/i18n/admin';
import { formatDate, formatDateTime } from '@/lib/format';

/** The page `/admin/products/corbeille`: the deleted products, each with « Restaurer ». */
export function ProductsBinTemplate({ rows, days }: { rows: BinRow[]; days: number }) {
  const t = getAdminT();
  return (
    <AdminPage
      screen="products"
      title={t('products.bin.title')}
      trail={[{ label: t('products.bin.title') }]}
    >
      <p className="text-muted-foreground max-w-3xl text-sm">{t('products.bin.help', { days })}</p>
      <AdminTable
        caption={t('products.bin.title')}
        look="boxed"
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('products.bin.empty')}
        columns={[
          {
            key: 'name',
            header: t('products.bin.columns.name'),
            rowHeader: true,
            cell: (row) => row.name,
          },
          {
            key: 'reference',
            header: t('products.bin.columns.reference'),
            cell: (row) => row.referenceCode ?? '—',
          },
          {
            key: 'deletedAt',
            header: t('products.bin.columns.deletedAt'),
            cell: (row) => formatDateTime(row.deletedAt),
          },
          {
            key: 'purgeAt',
            header: t('products.bin.columns.purgeAt'),
            cell: (row) => formatDate(row.purgeAt),
          },
          {
            key: 'actions',
            header: t('products.bin.columns.actions'),
            cell: (row) => <RestoreButton id={row.id} name={row.name} />,
          },
        ]}
      />
    </AdminPage>
  );
}
