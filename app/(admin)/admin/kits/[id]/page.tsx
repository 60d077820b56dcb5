import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { DeleteButton } from '@/components/admin/delete-button';
import { KitForm } from '@/components/admin/kits/kit-form';
import { deleteKitAction } from '@/lib/admin/kits/actions';
import { getKitForAdmin, kitProductChoices } from '@/lib/admin/kits/queries';
import { adminItemPath, adminPath } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import type { KitPackaging, RepairType } from '@/lib/kits/types';
import { uuidSchema } from '@/lib/validation/admin-catalogue';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('kits.editTitle') };

export default async function EditKitPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('kits', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const db = getDb();
  const [kit, products] = await Promise.all([
    getKitForAdmin(db, admin, id),
    kitProductChoices(db, admin),
  ]);
  if (!kit) notFound();
  return (
    <AdminPage
      screen="kits"
      title={kit.name}
      trail={[{ label: kit.name }]}
      actions={
        <DeleteButton
          id={kit.id}
          name={kit.name}
          action={deleteKitAction}
          redirectTo={adminPath('kits')}
        />
      }
    >
      <KitForm
        products={products}
        initial={{
          id: kit.id,
          name: kit.name,
          description: kit.description ?? '',
          repairType: kit.repairType as RepairType,
          colourProductKey: kit.colourProductKey as KitPackaging,
          colourQuantity: String(kit.colourQuantity),
          discountPercent: String(kit.discountPercent),
          position: String(kit.position),
          isPublished: kit.isPublished,
          components: kit.components.map((c) => ({
            item: c.variantId ? `${c.productId}:${c.variantId}` : c.productId,
            quantity: String(c.quantity),
          })),
        }}
      />
    </AdminPage>
  );
}
