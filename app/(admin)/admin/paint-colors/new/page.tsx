import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { ColourForm } from '@/components/admin/colours/colour-form';
import { makersForAdmin } from '@/lib/admin/colours/colours';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('colours.new') };

export default async function NewColourPage() {
  const admin = await requireAdminPage('/admin/paint-colors/new');
  const t = getAdminT();
  const makers = await makersForAdmin(getDb(), admin);
  return (
    <AdminPage screen="paintColors" title={t('colours.new')} trail={[{ label: t('colours.new') }]}>
      <ColourForm
        makers={makers}
        initial={{
          colorCode: '',
          colorName: '',
          category: 'auto',
          manufacturerId: '',
          cssPreview: '',
          specialEffect: '',
          colorCodeLegacy: '',
          availableWater: true,
          availableSolvent: true,
          availableGlossDirect: false,
          isActive: true,
        }}
      />
    </AdminPage>
  );
}
