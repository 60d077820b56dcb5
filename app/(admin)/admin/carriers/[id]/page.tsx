import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { CarrierForm } from '@/components/admin/commerce/carrier-form';
import { DeleteButton } from '@/components/admin/delete-button';
import { Button } from '@/components/ui/button';
import { deleteCarrierAction } from '@/lib/admin/commerce/actions';
import { getCarrierForAdmin } from '@/lib/admin/commerce/carriers';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.carriers.editTitle') };

export default async function EditCarrierPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('carriers', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const carrier = await getCarrierForAdmin(getDb(), admin, id);
  if (!carrier) notFound();
  const t = getAdminT();
  return (
    <AdminPage
      screen="carriers"
      title={carrier.name}
      trail={[{ label: carrier.name }]}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={adminPath('delivery', { transporteur: carrier.id })}>
              {t('commerce.carriers.ratesLink')}
            </Link>
          </Button>
          <DeleteButton
            id={carrier.id}
            name={carrier.name}
            action={deleteCarrierAction}
            redirectTo={adminPath('carriers')}
          />
        </div>
      }
    >
      <CarrierForm
        initial={{
          id: carrier.id,
          code: carrier.code,
          name: carrier.name,
          description: carrier.description ?? '',
          acceptedClasses: carrier.acceptedClasses,
          dangerousParcelMaxGrams: carrier.dangerousParcelMaxGrams?.toString() ?? '',
          handlingDaysMin: String(carrier.handlingDaysMin),
          handlingDaysMax: String(carrier.handlingDaysMax),
          isStandard: carrier.isStandard,
          isActive: carrier.isActive,
          position: String(carrier.position),
        }}
      />
    </AdminPage>
  );
}
