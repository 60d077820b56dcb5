import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { CsvImport } from '@/components/admin/csv-import';
import { importProductsAction } from '@/lib/admin/products/actions';
import { PRODUCT_CSV_COLUMNS } from '@/lib/admin/products/csv';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminCsvPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('products.importTitle') };

export default async function ImportProductsPage() {
  await requireAdminPage(adminCsvPath('products', 'import'));
  const t = getAdminT();
  return (
    <AdminPage
      screen="products"
      title={t('products.importTitle')}
      trail={[{ label: t('products.importTitle') }]}
    >
      <p className="text-muted-foreground max-w-3xl text-sm">
        {t('products.importHelp', { columns: PRODUCT_CSV_COLUMNS.join(', ') })}
      </p>
      <CsvImport action={importProductsAction} keyLabel="slug" />
    </AdminPage>
  );
}
