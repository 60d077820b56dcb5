/**
 * The expiry of unpaid bank transfers (lib/orders/payment.ts `cancelExpiredTransfers`, run by
 * the job worker's `orders-expire-transfers` cron queue): an overdue unpaid transfer is
 * cancelled and its stock put back once, even with two sweeps at the same moment; a paid one,
 * one not yet due and a card order are left alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { QUEUES } from '@/lib/jobs/worker';
import { cancelExpiredTransfers } from '@/lib/orders/payment';
import { productStock, stockedProduct, testCustomer, testOrder } from '../support/card-orders';
import { startTestWorker } from '../support/worker';

const db = getDb();
const past = () => new Date(Date.now() - 3_600_000);

async function state(id: string) {
  const { rows } = await db.execute<{ status: string; payment_state: string; released: boolean }>(
    sql`select status::text, payment_state::text, stock_released_at is not null as released
        from orders where id = ${id}::uuid`,
  );
  return rows[0]!;
}

afterAll(async () => {
  await db.execute(sql`delete from email_outbox`);
});

describe('expired bank transfers', () => {
  it('cancels an overdue unpaid transfer and releases its stock once, leaves the others alone', async () => {
    const product = await stockedProduct(db);
    const userId = await testCustomer(db, 'virement');
    const overdue = await testOrder(db, {
      userId,
      method: 'transfer',
      dueAt: past(),
      product: { id: product.id, quantity: 3 },
    });
    const paid = await testOrder(db, {
      userId,
      method: 'transfer',
      dueAt: past(),
      status: 'paid',
      product: { id: product.id, quantity: 2 },
    });
    const notDue = await testOrder(db, {
      userId,
      method: 'transfer',
      product: { id: product.id, quantity: 1 },
    });
    const card = await testOrder(db, {
      userId,
      method: 'card',
      product: { id: product.id, quantity: 1 },
    });
    await db.execute(
      sql`update orders set payment_due_at = now() - interval '1 day' where id = ${card.id}::uuid`,
    );
    expect(await productStock(db, product.id)).toBe(product.stock - 7);

    // Two sweeps at once (two workers): the order is cancelled and released once.
    const counts = await Promise.all([cancelExpiredTransfers(db), cancelExpiredTransfers(db)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await state(overdue.id)).toEqual({
      status: 'cancelled',
      payment_state: 'failed',
      released: true,
    });
    expect(await productStock(db, product.id)).toBe(product.stock - 4);
    expect(await state(paid.id)).toEqual({
      status: 'paid',
      payment_state: 'paid',
      released: false,
    });
    expect(await state(notDue.id)).toMatchObject({ status: 'pending', released: false });
    expect(await state(card.id)).toMatchObject({ status: 'pending', released: false });

    // Later sweeps find nothing more.
    expect(await cancelExpiredTransfers(db)).toBe(0);
    expect(await productStock(db, product.id)).toBe(product.stock - 4);
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from email_outbox
      where template = 'order-cancelled' and subject like ${`%${overdue.orderNumber}%`}`);
    expect(rows[0]!.n).toBe(1);
  });

  it('is a pg-boss cron queue of the worker (every 5 minutes, one run at a time) that sweeps', async () => {
    const product = await stockedProduct(db);
    const userId = await testCustomer(db, 'cron');
    const overdue = await testOrder(db, {
      userId,
      method: 'transfer',
      dueAt: past(),
      product: { id: product.id, quantity: 2 },
    });
    const before = await productStock(db, product.id);
    const worker = await startTestWorker();
    try {
      const { rows: schedule } = await db.execute<{ cron: string }>(
        sql`select cron from pgboss.schedule where name = ${QUEUES.expireTransfers}`,
      );
      expect(schedule).toEqual([{ cron: '*/5 * * * *' }]);
      const { rows: queue } = await db.execute<{ policy: string }>(
        sql`select policy from pgboss.queue where name = ${QUEUES.expireTransfers}`,
      );
      expect(queue).toEqual([{ policy: 'singleton' }]);
      // (The cron may have fired at the same moment: then it did the work and this finds none.)
      expect(await worker.expireTransfers()).toBeLessThanOrEqual(1);
      expect(await state(overdue.id)).toMatchObject({ status: 'cancelled', released: true });
      expect(await productStock(db, product.id)).toBe(before + 2);
    } finally {
      await worker.stop();
    }
  });
});
