import { LostOrdersTemplate } from '@/components/admin/lost-orders/templates/lost-orders-template';
import { lostCarts, sentReminders, unpaidOrders } from '@/lib/admin/lost-orders/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { adminPath } from '@/lib/admin/urls';

/** Per request: the layout reads the session, and the lists are the database's of now. */
export const instant = false;

/** `/admin/lost-orders`: lost carts, unpaid orders and reminders sent (`LostOrdersTemplate`). */
export default async function LostOrdersPage() {
  const admin = await requireAdminPage(adminPath('lostOrders'));
  const db = getDb();
  const now = new Date();
  const [carts, orders, reminders] = await Promise.all([
    lostCarts(db, admin, now),
    unpaidOrders(db, admin, now),
    sentReminders(db, admin),
  ]);
  return <LostOrdersTemplate now={now} carts={carts} orders={orders} reminders={reminders} />;
}
