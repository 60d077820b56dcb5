/**
 * Reliability of placing orders beyond one process: buyers of the same products in opposite
 * line orders never deadlock, and a buyer process killed with SIGKILL in the middle of placing
 * orders leaves no half-written order and no stock lost or doubled.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/orders/place';
import { priceCartFor } from '@/lib/pricing';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  sessionsWhere,
  stockedProduct,
} from '../support/checkout-fixtures';

const db = () => getDb();
const root = path.resolve(__dirname, '../..');

async function stockOf(productId: string): Promise<number> {
  return (
    await one<{ s: number }>(
      db(),
      sql`select stock_quantity as s from products where id = ${productId}::uuid`,
    )
  ).s;
}

async function soldOf(productId: string): Promise<number> {
  return (
    await one<{ q: number }>(
      db(),
      sql`select coalesce(sum(quantity), 0)::int as q from order_items
          where product_id = ${productId}::uuid and stock_tracked`,
    )
  ).q;
}

describe('placing orders under stress', () => {
  it('never deadlocks when buyers list the same products in opposite orders', async () => {
    const a = await stockedProduct(db(), 15, 20);
    const b = await stockedProduct(db(), 15, 21);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => newBuyer(db())));
    const forward = [productLine(a.id, 1), productLine(b.id, 1)];
    const backward = [productLine(b.id, 1), productLine(a.id, 1)];
    const total = (
      await priceCartFor(db(), buyers[0]!.caller, forward, {
        country: 'FR',
        carrierCode: 'colissimo',
      })
    ).totalTtc;

    const outcomes = await Promise.allSettled(
      buyers.map(({ caller, addressId }, i) =>
        placeOrder(db(), caller, orderInput(addressId, i % 2 ? backward : forward, total)),
      ),
    );

    const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(errors.filter((e) => /deadlock/i.test(e))).toEqual([]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(15);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([0, 0]);
  });

  it('loses no stock and leaves no half order when a buyer process is killed with SIGKILL', async () => {
    const product = await stockedProduct(db(), 100_000, 22);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => newBuyer(db())));
    const lines = [productLine(product.id, 3)];
    const total = (
      await priceCartFor(db(), buyers[0]!.caller, lines, {
        country: 'FR',
        carrierCode: 'colissimo',
      })
    ).totalTtc;

    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './bench/lib/no-server-only.mjs',
        'tests/support/processes/place-orders.ts',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          BUYERS: JSON.stringify(buyers),
          LINES: JSON.stringify(lines),
          TOTAL: String(total),
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // Kill it once it has committed a few orders, while it is busy placing the next ones.
    let placed = 0;
    await new Promise<void>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`le processus s'est arrêté seul (${code})`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        placed += chunk
          .toString()
          .split('\n')
          .filter((l) => l === 'placed').length;
        if (placed >= 8) resolve();
      });
    });
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    // The killed connections' transactions are rolled back by Postgres once it notices.
    await expect
      .poll(() => sessionsWhere(db(), sql`state like 'idle in transaction%'`), {
        timeout: 20_000,
      })
      .toBe(0);

    const ids = sql.join(
      buyers.map((b) => sql`${b.caller.userId}::uuid`),
      sql`, `,
    );
    const orders = await one<{ n: number; empty: number }>(
      db(),
      sql`select count(*)::int as n,
            (count(*) filter (where not exists
              (select 1 from order_items i where i.order_id = o.id)))::int as empty
          from orders o where o.user_id in (${ids})`,
    );
    expect(orders.n).toBeGreaterThanOrEqual(8);
    expect(orders.empty).toBe(0);
    expect(await soldOf(product.id)).toBe(orders.n * 3);
    expect(await stockOf(product.id)).toBe(100_000 - orders.n * 3);
  });
});
