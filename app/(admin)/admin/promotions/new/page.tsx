import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { PromotionForm } from '@/components/admin/commerce/promotion-form';
import { shopToday } from '@/lib/admin/commerce/promotions';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.promotions.new') };

export default async function NewPromotionPage() {
  await requireAdminPage(adminNewPath('promotions'));
  const t = getAdminT();
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
        }}
      />
    </AdminPage>
  );
}
