import 'server-only';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { createMemo } from '@/lib/cache/memo';
import { promotionUse, salesByPeriod, topColours, topProducts, type Period } from './queries';

/**
 * The period's figures of `/admin/analytics` (sales, tops, promotions), kept one minute per
 * server process and shared by concurrent requests: over 12 months they aggregate every order
 * line of the year (about 250 ms with 100,000 orders), and a figure a minute old is fine for a
 * trend. The searches that found nothing are read live (they are one index read).
 */
export const ANALYTICS_FIGURES_SECONDS = 60;

type Figures = {
  sales: Awaited<ReturnType<typeof salesByPeriod>>;
  products: Awaited<ReturnType<typeof topProducts>>;
  colours: Awaited<ReturnType<typeof topColours>>;
  promotions: Awaited<ReturnType<typeof promotionUse>>;
};

const memo = createMemo<Figures>({ max: 10, ttlMs: ANALYTICS_FIGURES_SECONDS * 1000 });

export function analyticsFigures(db: DbHandle, admin: Admin, period: Period): Promise<Figures> {
  return memo.get(period, async () => {
    const [sales, products, colours, promotions] = await Promise.all([
      salesByPeriod(db, admin, period),
      topProducts(db, admin, period),
      topColours(db, admin, period),
      promotionUse(db, admin, period),
    ]);
    return { sales, products, colours, promotions };
  });
}
