import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { PaintConfigForm } from '@/components/admin/paint/paint-config-form';
import { getPaintConfigForAdmin } from '@/lib/admin/paint/configs';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('paint.products.editTitle') };

export default async function EditPaintConfigPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('paintProducts', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const config = await getPaintConfigForAdmin(getDb(), admin, id);
  if (!config) notFound();
  const { isActive, ...shown } = config;
  return (
    <AdminPage screen="paintProducts" title={config.title} trail={[{ label: config.title }]}>
      <PaintConfigForm key={config.id} config={shown} isActive={isActive} />
    </AdminPage>
  );
}
