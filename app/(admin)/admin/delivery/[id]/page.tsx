import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { RateForm } from '@/components/admin/commerce/rate-form';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteRateAction } from '@/lib/admin/commerce/actions';
import { carrierChoices } from '@/lib/admin/commerce/carriers';
import { formatGrams } from '@/lib/admin/commerce/format';
import { getRateForAdmin } from '@/lib/admin/commerce/rates';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { centsInput } from '@/lib/money';
import { isDestination } from '@/lib/shipping/types';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.delivery.editTitle') };

export default async function EditRatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('delivery', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const db = getDb();
  const [found, carriers] = await Promise.all([
    getRateForAdmin(db, admin, id),
    carrierChoices(db, admin),
  ]);
  if (!found) notFound();
  const { rate, carrierName } = found;
  const t = getAdminT();
  const title = `${carrierName} · ${t(`commerce.delivery.countries.${rate.country}` as never)} · ${t(
    'commerce.delivery.band',
    { min: formatGrams(rate.minWeightGrams), max: formatGrams(rate.maxWeightGrams) },
  )}`;
  return (
    <AdminPage
      screen="delivery"
      title={title}
      trail={[{ label: title }]}
      actions={
        <DeleteButton
          id={rate.id}
          name={title}
          action={deleteRateAction}
          redirectTo={adminPath('delivery')}
        />
      }
    >
      <RateForm
        carriers={carriers}
        initial={{
          id: rate.id,
          carrierId: rate.carrierId,
          country: isDestination(rate.country) ? rate.country : 'FR',
          minWeightGrams: String(rate.minWeightGrams),
          maxWeightGrams: String(rate.maxWeightGrams),
          price: centsInput(rate.priceCents),
          freeFrom: rate.freeFromCents ? centsInput(rate.freeFromCents) : '',
          transitDaysMin: String(rate.transitDaysMin),
          transitDaysMax: String(rate.transitDaysMax),
        }}
      />
    </AdminPage>
  );
}
