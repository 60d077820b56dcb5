import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { ProductForm } from '@/components/admin/products/product-form';
import { productFormOptions } from '@/lib/admin/products/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { EMPTY_PRODUCT } from '@/lib/admin/products/form-values';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('products.new') };

export default async function NewProductPage() {
  const admin = await requireAdminPage(adminNewPath('products'));
  const t = getAdminT();
  const options = await productFormOptions(admin);
  return (
    <AdminPage screen="products" title={t('products.new')} trail={[{ label: t('products.new') }]}>
      <ProductForm
        initial={EMPTY_PRODUCT}
        brands={options.brands}
        categories={options.categories}
      />
    </AdminPage>
  );
}
