import { AnalyticsTemplate } from '@/components/admin/analytics/templates/analytics-template';
import { analyticsFigures } from '@/lib/admin/analytics/figures';
import { parsePeriod, searchMisses } from '@/lib/admin/analytics/queries';
import type { SearchParams } from '@/lib/admin/table';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { adminPath } from '@/lib/admin/urls';

/** Per request: the layout reads the session, and the figures are the database's of now. */
export const instant = false;

/** `/admin/analytics?periode=`: sales, top products and colours, promotions, search misses. */
export default async function AnalyticsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('analytics'));
  const period = parsePeriod((await searchParams).periode);
  const db = getDb();
  const [figures, misses] = await Promise.all([
    analyticsFigures(db, admin, period),
    searchMisses(db, admin),
  ]);
  return <AnalyticsTemplate period={period} figures={figures} misses={misses} />;
}
