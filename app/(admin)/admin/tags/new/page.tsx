import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { CategoryForm } from '@/components/admin/category-form';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('tags.new') };

export default async function NewCategoryPage() {
  await requireAdminPage(adminNewPath('tags'));
  const t = getAdminT();
  return (
    <AdminPage screen="tags" title={t('tags.new')} trail={[{ label: t('tags.new') }]}>
      <CategoryForm
        initial={{
          name: '',
          slug: '',
          description: '',
          section: 'carrosserie',
          position: 0,
          isActive: true,
        }}
      />
    </AdminPage>
  );
}
