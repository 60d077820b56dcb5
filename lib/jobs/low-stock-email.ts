import { sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD as LOW_STOCK } from '@/lib/catalogue/stock';
import type { Database } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { env } from '@/lib/env';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { SHOP_INFO } from '@/lib/site/shop-info';

/**
 * The owner's optional daily low-stock e-mail (issue 40 §5): a pg-boss cron job of the worker
 * (`owner-low-stock-email`, lib/jobs/worker.ts) queues, when the owner switched it on in
 * /admin/products, one e-mail to the shop listing the products at the products list's low-stock
 * threshold (`LOW_STOCK`, the shop's `LOW_STOCK_THRESHOLD`) or out of stock. Once a day at most: `owner_alerts` keeps the day of the
 * last one (two workers, or a job retried, queue one e-mail).
 */
export const LOW_STOCK_EMAIL_SETTING = 'owner_low_stock_email';
const ALERT_KIND = 'low-stock-daily';
const SHOP_TIME_ZONE = 'Europe/Paris';
/** Products listed in the e-mail at most (the rest is counted, and in the list's filter). */
const LISTED = 50;

/** Whether the owner asked for the daily e-mail (off until they do). */
export async function lowStockEmailEnabled(db: DbHandle): Promise<boolean> {
  const { rows } = await db.execute<{ enabled: boolean | null }>(
    sql`select (setting_value->>'enabled')::boolean as enabled from seo_settings
        where setting_key = ${LOW_STOCK_EMAIL_SETTING}`,
  );
  return rows[0]?.enabled === true;
}

type LowRow = { name: string; stock: number; total: number };

export type LowStockEmailOutcome = 'disabled' | 'nothing-low' | 'already-sent' | 'queued';

/** What the cron job runs: queues today's e-mail when it is on, something is low and none left today. */
export async function queueLowStockEmail(db: Database): Promise<LowStockEmailOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lowStockEmailEnabled(tx))) return 'disabled';
    const { rows } = await tx.execute<LowRow>(sql`
      select name, stock, count(*) over ()::int as total from (
        select p.name, case when p.has_variants
            then coalesce((select sum(v.stock_quantity)::int from product_variants v
                           where v.product_id = p.id and v.is_active), 0)
            else p.stock_quantity end as stock
        from products p
        where p.is_active and p.deleted_at is null and not p.unlimited_stock
      ) s
      where stock <= ${LOW_STOCK}
      order by stock, name
      limit ${LISTED}`);
    if (rows.length === 0) return 'nothing-low';
    const claimed = await tx.execute(sql`
      insert into owner_alerts (kind) values (${ALERT_KIND})
      on conflict (kind) do update set sent_at = now()
        where (owner_alerts.sent_at at time zone ${SHOP_TIME_ZONE})::date
          < (now() at time zone ${SHOP_TIME_ZONE})::date
      returning kind`);
    if (claimed.rows.length === 0) return 'already-sent';
    const t = getMailT('ownerAlerts');
    const count = rows[0]!.total;
    const lines = rows.map((row) => t('lowStock.line', { name: row.name, stock: row.stock }));
    const url = new URL('/admin/products?stock=low', env.SITE_URL).toString();
    await queueEmail(tx, {
      to: SHOP_INFO.email,
      subject: t('lowStock.subject', { count }),
      text: t('lowStock.body', {
        count,
        threshold: LOW_STOCK,
        lines: lines.join('\n'),
        more: count - rows.length,
        url,
      }),
      template: 'owner-alert-low-stock',
    });
    return 'queued';
  });
}
