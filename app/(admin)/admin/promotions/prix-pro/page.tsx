import type { Metadata } from 'next';
import { ProPricesListTemplate } from '@/components/admin/commerce/templates/pro-prices-list-template';
import { listProPricesForAdmin } from '@/lib/admin/commerce/pro-prices';
import { ADMIN_PRO_PRICES_PATH } from '@/lib/admin/urls';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.proPrices.title') };

/** `/admin/promotions/prix-pro`: professional prices by brand and category (`ProPricesListTemplate`). */
export default async function AdminProPricesPage() {
  const admin = await requireAdminPage(ADMIN_PRO_PRICES_PATH);
  return <ProPricesListTemplate rows={await listProPricesForAdmin(getDb(), admin)} />;
}
