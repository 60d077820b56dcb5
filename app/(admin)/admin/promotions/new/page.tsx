import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { PromotionForm } from '@/components/admin/commerce/promotion-form';
import { NO_LIMITS, shopToday } from '@/lib/admin/commerce/promotions';
import { productFormOptions } from '@/lib/admin/products/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.promotions.new') };

export default async function NewPromotionPage() {
  const admin = await requireAdminPage(adminNewPath('promotions'));
  const t = getAdminT();
  const options = await productFormOptions(admin);
  return (
    <AdminPage
      screen="promotions"
      title={t('commerce.promotions.new')}
      trail={[{ label: t('commerce.promotions.new') }]}
    >
      <PromotionForm
        initial={{
          code: '',
          name: '',
          type: 'percentage',
          value: '',
          minOrderAmount: '',
          maxDiscountAmount: '',
          validFrom: await shopToday(getDb()),
          validUntil: '',
          isActive: true,
          ...NO_LIMITS,
        }}
        brands={options.brands}
        categories={options.categories}
      />
    </AdminPage>
  );
}
