import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { ManufacturerForm } from '@/components/admin/paint/manufacturer-form';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('paint.manufacturers.new') };

export default async function NewManufacturerPage() {
  await requireAdminPage(adminNewPath('paintManufacturers'));
  const t = getAdminT();
  return (
    <AdminPage
      screen="paintManufacturers"
      title={t('paint.manufacturers.new')}
      trail={[{ label: t('paint.manufacturers.new') }]}
    >
      <ManufacturerForm
        initial={{ name: '', slug: '', category: 'auto', codeLocation: '', isActive: true }}
      />
    </AdminPage>
  );
}
