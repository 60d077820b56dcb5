import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { DeleteButton } from '@/components/admin/delete-button';
import { ManufacturerForm } from '@/components/admin/paint/manufacturer-form';
import { deleteManufacturerAction } from '@/lib/admin/paint/actions';
import { getManufacturerForAdmin } from '@/lib/admin/paint/manufacturers';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('paint.manufacturers.editTitle') };

export default async function EditManufacturerPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('paintManufacturers', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const maker = await getManufacturerForAdmin(getDb(), admin, id);
  if (!maker) notFound();
  return (
    <AdminPage
      screen="paintManufacturers"
      title={maker.name}
      trail={[{ label: maker.name }]}
      actions={
        <DeleteButton
          id={maker.id}
          name={maker.name}
          action={deleteManufacturerAction}
          redirectTo={adminPath('paintManufacturers')}
        />
      }
    >
      <ManufacturerForm
        initial={{
          id: maker.id,
          name: maker.name,
          slug: maker.slug,
          category: maker.category,
          codeLocation: maker.codeLocation ?? '',
          isActive: maker.isActive,
        }}
      />
    </AdminPage>
  );
}
