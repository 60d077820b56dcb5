import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { KitForm } from '@/components/admin/kits/kit-form';
import { kitProductChoices } from '@/lib/admin/kits/queries';
import { adminNewPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('kits.new') };

export default async function NewKitPage() {
  const admin = await requireAdminPage(adminNewPath('kits'));
  const t = getAdminT();
  return (
    <AdminPage screen="kits" title={t('kits.new')} trail={[{ label: t('kits.new') }]}>
      <KitForm
        products={await kitProductChoices(getDb(), admin)}
        initial={{
          name: '',
          description: '',
          repairType: 'rayure',
          colourProductKey: 'peinture-bombe',
          colourQuantity: '1',
          discountPercent: '10',
          position: '0',
          isPublished: false,
          components: [{ item: '', quantity: '1' }],
        }}
      />
    </AdminPage>
  );
}
