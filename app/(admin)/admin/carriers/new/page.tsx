import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { CarrierForm } from '@/components/admin/commerce/carrier-form';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.carriers.new') };

export default async function NewCarrierPage() {
  await requireAdminPage(adminNewPath('carriers'));
  const t = getAdminT();
  return (
    <AdminPage
      screen="carriers"
      title={t('commerce.carriers.new')}
      trail={[{ label: t('commerce.carriers.new') }]}
    >
      <CarrierForm
        initial={{
          code: '',
          name: '',
          description: '',
          acceptedClasses: ['none'],
          dangerousParcelMaxGrams: '',
          handlingDaysMin: '1',
          handlingDaysMax: '2',
          isStandard: false,
          isActive: true,
          position: '0',
        }}
      />
    </AdminPage>
  );
}
