import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { CategoryForm } from '@/components/admin/category-form';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteCategoryAction } from '@/lib/admin/catalogue/actions';
import { getCategoryForAdmin } from '@/lib/admin/catalogue/categories';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('tags.editTitle') };

export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('tags', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const category = await getCategoryForAdmin(getDb(), admin, id);
  if (!category) notFound();
  return (
    <AdminPage
      screen="tags"
      title={category.name}
      trail={[{ label: category.name }]}
      actions={
        <DeleteButton
          id={category.id}
          name={category.name}
          action={deleteCategoryAction}
          redirectTo={adminPath('tags')}
        />
      }
    >
      <CategoryForm
        initial={{
          id: category.id,
          name: category.name,
          slug: category.slug,
          description: category.description ?? '',
          section: category.section,
          position: category.position,
          isActive: category.isActive,
        }}
      />
    </AdminPage>
  );
}
