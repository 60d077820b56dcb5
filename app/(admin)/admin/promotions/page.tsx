import type { Metadata } from 'next';
import { PromotionsListTemplate } from '@/components/admin/commerce/templates/promotions-list-template';
import { listPromotionsForAdmin, promotionTableState } from '@/lib/admin/commerce/promotions';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.promotions') };

/** `/admin/promotions`: the promo codes, searched, filtered and paged in SQL (`PromotionsListTemplate`). */
export default async function AdminPromotionsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('promotions'));
  const state = promotionTableState(await searchParams);
  const { rows, total } = await listPromotionsForAdmin(getDb(), admin, state);
  return <PromotionsListTemplate state={state} rows={rows} total={total} />;
}
