/**
 * The owner's optional daily low-stock e-mail (issue 40 §5): switched on from the products
 * list's action, scheduled by the worker as a pg-boss cron job, queued to the shop with the
 * products at the low-stock threshold or under, at most once a day, and nothing when off.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLowStockEmailAction } from '@/lib/admin/products/actions';
import { getDb } from '@/lib/db/client';
import { queueLowStockEmail } from '@/lib/jobs/low-stock-email';
import { QUEUES } from '@/lib/jobs/worker';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { admin, calling } from '../support/admin-caller';
import { stockedProduct } from '../support/checkout-fixtures';
import { startTestWorker } from '../support/worker';

const db = getDb();

beforeEach(() => {
  calling.caller = admin();
});

async function lowStockEmails() {
  const { rows } = await db.execute<{ to_address: string; subject: string; text: string }>(
    sql`select to_address, subject, text from email_outbox where template = 'owner-alert-low-stock'`,
  );
  return rows;
}

describe('the daily low-stock e-mail', () => {
  it('is off until the owner switches it on, then queued once a day with the low products', async () => {
    await db.execute(sql`update products set stock_quantity = 100 where not has_variants`);
    const low = await stockedProduct(db, 2, 0);
    expect(await queueLowStockEmail(db)).toBe('disabled');
    expect(await lowStockEmails()).toEqual([]);

    expect(await setLowStockEmailAction({ enabled: true })).toMatchObject({
      ok: true,
      data: { enabled: true },
    });
    expect(await queueLowStockEmail(db)).toBe('queued');
    const [mail, ...others] = await lowStockEmails();
    expect(others).toEqual([]);
    expect(mail!.to_address).toBe(SHOP_INFO.email);
    expect(mail!.subject).toMatch(/^Nuancier : \d+ produits? en stock bas$/);
    expect(mail!.text).toContain(`- ${low.name} : 2 en stock`);
    expect(mail!.text).toContain('/admin/products?stock=low');

    // The cron job run again the same day (or by a second worker) queues nothing more.
    expect(await queueLowStockEmail(db)).toBe('already-sent');
    await db.execute(
      sql`update owner_alerts set sent_at = now() - interval '1 day' where kind = 'low-stock-daily'`,
    );
    expect(await queueLowStockEmail(db)).toBe('queued');
    expect(await lowStockEmails()).toHaveLength(2);

    expect((await setLowStockEmailAction({ enabled: false })).ok).toBe(true);
    await db.execute(
      sql`update owner_alerts set sent_at = now() - interval '1 day' where kind = 'low-stock-daily'`,
    );
    expect(await queueLowStockEmail(db)).toBe('disabled');
    expect(await lowStockEmails()).toHaveLength(2);
  });

  it('is a cron job of the worker, one run at a time', async () => {
    const worker = await startTestWorker();
    try {
      const { rows: schedule } = await db.execute<{ cron: string; timezone: string }>(
        sql`select cron, timezone from pgboss.schedule where name = ${QUEUES.lowStockEmail}`,
      );
      expect(schedule).toEqual([{ cron: '0 7 * * *', timezone: 'Europe/Paris' }]);
      const { rows: queue } = await db.execute<{ policy: string }>(
        sql`select policy from pgboss.queue where name = ${QUEUES.lowStockEmail}`,
      );
      expect(queue).toEqual([{ policy: 'singleton' }]);
      await setLowStockEmailAction({ enabled: true });
      await db.execute(sql`delete from owner_alerts where kind = 'low-stock-daily'`);
      expect(await worker.lowStockEmail()).toBe('queued');
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
