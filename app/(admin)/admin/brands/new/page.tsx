import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { BrandForm } from '@/components/admin/brand-form';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('brands.new') };

export default async function NewBrandPage() {
  await requireAdminPage(adminNewPath('brands'));
  const t = getAdminT();
  return (
    <AdminPage screen="brands" title={t('brands.new')} trail={[{ label: t('brands.new') }]}>
      <BrandForm
        initial={{ name: '', slug: '', description: '', isFeatured: false, isActive: true }}
      />
    </AdminPage>
  );
}
