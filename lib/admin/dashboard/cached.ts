import 'server-only';
import { cacheLife } from 'next/cache';
import type { Admin } from '@/lib/auth';
import { isVerifiedAdmin } from '@/lib/auth/admin';
import { isAdmin } from '@/lib/auth/caller';
import { getDb } from '@/lib/db/client';
import { dailySales, dashboardFigures } from './queries';
import { isUuid } from '@/lib/uuid';

/**
 * How long the dashboard's sales figures are kept: after `revalidate` seconds the next visit
 * still gets them at once and they are computed again behind it. Those two reads aggregate the
 * month's orders (some 30,000 rows at 100,000 orders: 100–300 ms of database time each on
 * these 2 cores), so computing them at every visit of `/admin` made the page queue for seconds
 * under load. Figures a quarter of a minute old are fine for a shop owner; the last orders and
 * the new-order notice stay live.
 */
export const SALES_FIGURES_LIFE = { stale: 15, revalidate: 15, expire: 120 } as const;

/**
 * Today's and the month's figures and the 30 days' sales, cached per administrator (the
 * `Admin` that `requireAdminPage` returned is part of the key, as every admin read takes it).
 *
 * A cached function is also a server reference a request can name (issue 34): proxy.ts refuses
 * such calls, and this read checks again that its argument is a verified administrator of the
 * database, not merely an object shaped like one (on each computation only, every 15 s at most).
 */
export async function cachedSalesFigures(admin: Admin) {
  'use cache';
  cacheLife(SALES_FIGURES_LIFE);
  const verified =
    isAdmin(admin) && isUuid(String(admin.userId)) && (await isVerifiedAdmin(admin.userId));
  if (!verified) throw new Error('tableau de bord : appel sans administrateur vérifié refusé');
  const db = getDb();
  const [figures, sales] = await Promise.all([dashboardFigures(db, admin), dailySales(db, admin)]);
  return { figures, sales };
}
