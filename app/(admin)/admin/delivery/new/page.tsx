import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { RateForm } from '@/components/admin/commerce/rate-form';
import { carrierChoices } from '@/lib/admin/commerce/carriers';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminNewPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.delivery.new') };

/** A new rate; `?transporteur=<id>` preselects the carrier (from its page). */
export default async function NewRatePage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminNewPath('delivery'));
  const t = getAdminT();
  const carriers = await carrierChoices(getDb(), admin);
  const wanted = (await searchParams).transporteur;
  const carrierId = carriers.find((carrier) => carrier.id === wanted)?.id ?? carriers[0]?.id ?? '';
  return (
    <AdminPage
      screen="delivery"
      title={t('commerce.delivery.new')}
      trail={[{ label: t('commerce.delivery.new') }]}
    >
      {carriers.length === 0 ? (
        <p>{t('commerce.delivery.noCarrier')}</p>
      ) : (
        <RateForm
          carriers={carriers}
          initial={{
            carrierId,
            country: 'FR',
            minWeightGrams: '0',
            maxWeightGrams: '',
            price: '',
            freeFrom: '',
            transitDaysMin: '1',
            transitDaysMax: '3',
          }}
        />
      )}
    </AdminPage>
  );
}
