import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { ProPriceForm } from '@/components/admin/commerce/pro-price-form';
import { productFormOptions } from '@/lib/admin/products/queries';
import { ADMIN_PRO_PRICES_PATH, adminNewPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.proPrices.new') };

export default async function NewProPricePage() {
  const admin = await requireAdminPage(adminNewPath('proPrices'));
  const t = getAdminT();
  const options = await productFormOptions(admin);
  return (
    <AdminPage
      screen="promotions"
      title={t('commerce.proPrices.new')}
      trail={[
        { label: t('commerce.proPrices.title'), href: ADMIN_PRO_PRICES_PATH },
        { label: t('commerce.proPrices.new') },
      ]}
    >
      <ProPriceForm
        initial={{ scope: 'brand', brandId: '', categoryId: '', discountPercent: '' }}
        brands={options.brands}
        categories={options.categories}
      />
    </AdminPage>
  );
}
