import { DashboardTemplate } from '@/components/admin/dashboard/templates/dashboard-template';
import { systemAlerts } from '@/lib/admin/dashboard/alerts';
import { cachedSalesFigures } from '@/lib/admin/dashboard/cached';
import { dashboardLists } from '@/lib/admin/dashboard/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { ADMIN_PATH } from '@/lib/admin/urls';

/**
 * Per request: the layout reads the session; the last orders are the database's of now, the
 * sales figures at most `SALES_FIGURES_LIFE.revalidate` seconds old (lib/admin/dashboard/cached.ts).
 */
export const instant = false;

/** `/admin`, the dashboard (`DashboardTemplate`). */
export default async function AdminDashboard() {
  const admin = await requireAdminPage(ADMIN_PATH);
  const db = getDb();
  const [figures, lists, alerts] = await Promise.all([
    cachedSalesFigures(admin),
    dashboardLists(db, admin),
    systemAlerts(db, admin),
  ]);
  return <DashboardTemplate figures={figures} lists={lists} alerts={alerts} />;
}
