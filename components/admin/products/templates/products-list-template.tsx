import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { BULK_FORM_ID, BulkEdit, SelectAll } from '@/components/admin/products/bulk-edit';
import { BulkPriceUndo } from '@/components/admin/products/bulk-price-undo';
import { LowStockEmailToggle } from '@/components/admin/products/low-stock-email-toggle';
import { Button } from '@/components/ui/button';
import type { BulkPriceBatchSummary } from '@/lib/admin/products/bulk-price';
import type { AdminProductRow, ProductTableState } from '@/lib/admin/products/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { ROUNDING_LABELS } from '@/lib/price-rounding';
import { formatDateTime, formatPercentNumber } from '@/lib/format';
import {
  ADMIN_PRODUCTS_BIN_PATH,
  adminCsvPath,
  adminItemPath,
  adminNewPath,
  adminPath,
} from '@/lib/admin/urls';

/** « −10 %, arrondi « À x,90 € », le 27/11/2026 15:02 : 2 produits et aucune variante — A, B. » */
function batchSummary(batch: BulkPriceBatchSummary): string {
  const t = getAdminT();
  const sign = batch.percent > 0 ? '+' : '−';
  return t('products.bulkUndo.summary', {
    percent: `${sign}${formatPercentNumber(Math.abs(batch.percent))}`,
    rounding: t(`products.bulk.${ROUNDING_LABELS[batch.rounding]}`),
    date: formatDateTime(batch.createdAt),
    products: batch.products,
    variants: batch.variants,
    names: batch.names.join(', '),
    more: batch.products - batch.names.length,
  });
}

const visibility = (row: AdminProductRow) =>
  !row.isActive ? 'inactive' : row.visibleInFrontend ? 'visible' : 'hidden';

/** The page `/admin/products`: the products with stock, price and visibility; bulk edit, CSV. */
export function ProductsListTemplate({
  state,
  rows,
  total,
  brands,
  lowStockEmail,
  lastBatches,
}: {
  state: ProductTableState;
  rows: AdminProductRow[];
  total: number;
  brands: { slug: string; name: string }[];
  /** The owner's daily low-stock e-mail is on. */
  lowStockEmail: boolean;
  /** The last price changes not undone, offered to « Annuler cette modification ». */
  lastBatches: BulkPriceBatchSummary[];
}) {
  const t = getAdminT();
  return (
    <AdminPage
      screen="products"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={adminCsvPath('products', 'export')} download>
              {t('products.export')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link href={adminCsvPath('products', 'import')}>{t('products.import')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={ADMIN_PRODUCTS_BIN_PATH}>{t('products.bin.link')}</Link>
          </Button>
          <Button asChild>
            <Link href={adminNewPath('products')}>{t('products.new')}</Link>
          </Button>
        </div>
      }
    >
      <LowStockEmailToggle enabled={lowStockEmail} />
      <BulkEdit />
      {lastBatches.length > 0 && (
        <BulkPriceUndo
          batches={lastBatches.map((batch) => ({ id: batch.id, summary: batchSummary(batch) }))}
        />
      )}
      <DataTable
        caption={t('products.title')}
        basePath={adminPath('products')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={t('products.searchPlaceholder')}
        filters={[
          {
            name: 'visibilite',
            label: t('products.filters.visibility'),
            allLabel: t('products.filters.allVisibility'),
            options: (['visible', 'hidden', 'inactive'] as const).map((value) => ({
              value,
              label: t(`products.visibility.${value}`),
            })),
          },
          {
            name: 'stock',
            label: t('products.filters.stock'),
            allLabel: t('products.filters.allStock'),
            options: [
              { value: 'out', label: t('products.filters.out') },
              { value: 'low', label: t('products.filters.low') },
            ],
          },
          {
            name: 'marque',
            label: t('products.filters.brand'),
            allLabel: t('products.filters.allBrands'),
            options: brands.map((b) => ({ value: b.slug, label: b.name })),
          },
        ]}
        columns={[
          {
            key: 'select',
            label: t('products.columns.select'),
            header: <SelectAll />,
            cell: (row) => (
              <input
                type="checkbox"
                name="ids"
                value={row.id}
                form={BULK_FORM_ID}
                // The stock this row shows, checked again by a bulk stock change.
                data-stock={row.hasVariants || row.unlimitedStock ? undefined : row.stock}
                aria-label={t('products.selectRow', { name: row.name })}
                className="accent-primary size-4"
              />
            ),
          },
          {
            key: 'name',
            label: t('products.columns.name'),
            sort: 'name',
            cell: (row) => (
              <a
                href={adminItemPath('products', row.id)}
                className="text-primary font-medium hover:underline"
              >
                {row.name}
              </a>
            ),
          },
          {
            key: 'reference',
            label: t('products.columns.reference'),
            cell: (row) => row.referenceCode ?? '—',
          },
          { key: 'brand', label: t('products.columns.brand'), cell: (row) => row.brand ?? '—' },
          {
            key: 'price',
            label: t('products.columns.price'),
            sort: 'price',
            className: 'text-right whitespace-nowrap',
            cell: (row) => formatCents(row.priceTtc),
          },
          {
            key: 'stock',
            label: t('products.columns.stock'),
            sort: 'stock',
            className: 'text-right',
            cell: (row) => (row.unlimitedStock ? t('products.stockUnlimited') : row.stock),
          },
          {
            key: 'visibility',
            label: t('products.columns.visibility'),
            cell: (row) => t(`products.visibility.${visibility(row)}`),
          },
        ]}
      />
    </AdminPage>
  );
}
