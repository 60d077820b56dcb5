import type { Metadata } from 'next';
import { OrdersListTemplate } from '@/components/admin/orders/templates/orders-list-template';
import { carrierOptions, listOrdersForAdmin, orderTableState } from '@/lib/admin/orders/queries';
import type { SearchParams } from '@/lib/admin/table';
import { listWithdrawals } from '@/lib/admin/withdrawals/queries';
import { WithdrawalsSection } from '@/components/admin/withdrawals/withdrawals-section';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.orders') };

/** `/admin/orders`: every order, searched, filtered, sorted and paged in SQL (`OrdersListTemplate`). */
export default async function AdminOrdersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('orders'));
  const carriers = await carrierOptions(admin);
  const state = orderTableState(
    await searchParams,
    carriers.map((c) => c.code),
  );
  const [{ rows, total }, withdrawals] = await Promise.all([
    listOrdersForAdmin(getDb(), admin, state),
    listWithdrawals(getDb(), admin),
  ]);
  return (
    <OrdersListTemplate
      state={state}
      rows={rows}
      total={total}
      carriers={carriers}
      withdrawals={withdrawals.length > 0 && <WithdrawalsSection rows={withdrawals} />}
    />
  );
}
