import type { Metadata } from 'next';
import { DeliveryListTemplate } from '@/components/admin/commerce/templates/delivery-list-template';
import { carrierChoices } from '@/lib/admin/commerce/carriers';
import { getDispatchSettingsForAdmin } from '@/lib/admin/commerce/dispatch';
import { listRatesForAdmin, rateTableState } from '@/lib/admin/commerce/rates';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.delivery') };

/**
 * `/admin/delivery`: the carriers' rates, searched, filtered and paged in SQL
 * (`DeliveryListTemplate`), and the dispatch settings (preparation times, order cut-off).
 */
export default async function AdminDeliveryPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('delivery'));
  const db = getDb();
  const carriers = await carrierChoices(db, admin);
  const state = rateTableState(
    await searchParams,
    carriers.map((carrier) => carrier.id),
  );
  const [{ rows, total }, dispatch] = await Promise.all([
    listRatesForAdmin(db, admin, state),
    getDispatchSettingsForAdmin(db, admin),
  ]);
  return (
    <DeliveryListTemplate
      state={state}
      rows={rows}
      total={total}
      carriers={carriers}
      dispatch={dispatch}
    />
  );
}
