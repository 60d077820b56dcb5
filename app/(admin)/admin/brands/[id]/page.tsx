import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { BrandForm } from '@/components/admin/brand-form';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteBrandAction } from '@/lib/admin/catalogue/actions';
import { getBrandForAdmin } from '@/lib/admin/catalogue/brands';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { manufacturerFormValues } from '@/lib/validation/admin-hazard';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('brands.editTitle') };

export default async function EditBrandPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('brands', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const brand = await getBrandForAdmin(getDb(), admin, id);
  if (!brand) notFound();
  return (
    <AdminPage
      screen="brands"
      title={brand.name}
      trail={[{ label: brand.name }]}
      actions={
        <DeleteButton
          id={brand.id}
          name={brand.name}
          action={deleteBrandAction}
          redirectTo={adminPath('brands')}
        />
      }
    >
      <BrandForm
        initial={{
          id: brand.id,
          name: brand.name,
          slug: brand.slug,
          description: brand.description ?? '',
          isFeatured: brand.isFeatured,
          isActive: brand.isActive,
          ...manufacturerFormValues(brand),
        }}
      />
    </AdminPage>
  );
}
