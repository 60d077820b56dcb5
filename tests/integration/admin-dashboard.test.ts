import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailySales, dashboardFigures, dashboardLists } from '@/lib/admin/dashboard/queries';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';

const me: Admin = {
  kind: 'customer',
  userId: randomUUID(),
  email: 'admin@example.fr',
  isAdmin: true,
  isVerifiedProfessional: false,
};
const db = () => getDb();

/** 11:00 in Paris on Sunday 15 March 2026 (UTC+1). */
const NOW = new Date('2026-03-15T10:00:00Z');
let serial = 0;

async function order(input: {
  at: string;
  status: string;
  payment: string;
  ttc: number;
  ht: number;
  customer?: Record<string, string>;
}) {
  serial += 1;
  await db().execute(sql`
    insert into orders (order_number, email, status, payment_state, payment_method, subtotal_cents,
                        total_cents, total_ht_cents, shipping_address, customer, created_at)
    values (${`NU-2026-9${String(serial).padStart(5, '0')}`}, ${`client${serial}@example.fr`},
            ${input.status}::order_status, ${input.payment}::payment_state, 'transfer',
            ${input.ttc}, ${input.ttc}, ${input.ht}, '{}'::jsonb,
            ${JSON.stringify(input.customer ?? {})}::jsonb, ${input.at}::timestamptz)`);
}

describe('admin dashboard figures', () => {
  it('counts today and this month in Paris time: orders placed (not cancelled), revenue of paid ones, HT and TTC', async () => {
    const before = await dashboardFigures(db(), me, NOW);
    // Today in Paris, paid.
    await order({
      at: '2026-03-15T09:00:00Z',
      status: 'paid',
      payment: 'paid',
      ttc: 12000,
      ht: 10000,
    });
    // 00:30 today in Paris (still yesterday in UTC), waiting for its transfer.
    await order({
      at: '2026-03-14T23:30:00Z',
      status: 'pending',
      payment: 'pending',
      ttc: 6000,
      ht: 5000,
    });
    // 23:30 yesterday in Paris, paid, being prepared.
    await order({
      at: '2026-03-14T22:30:00Z',
      status: 'processing',
      payment: 'paid',
      ttc: 2400,
      ht: 2000,
    });
    // 00:30 on 1 March in Paris, paid and shipped.
    await order({
      at: '2026-02-28T23:30:00Z',
      status: 'shipped',
      payment: 'paid',
      ttc: 3600,
      ht: 3000,
    });
    // 23:30 on 28 February in Paris: last month.
    await order({
      at: '2026-02-28T22:30:00Z',
      status: 'delivered',
      payment: 'paid',
      ttc: 9900,
      ht: 8250,
    });
    // Cancelled today, refunded this month, and one after « now ».
    await order({
      at: '2026-03-15T08:00:00Z',
      status: 'cancelled',
      payment: 'pending',
      ttc: 5000,
      ht: 4167,
    });
    await order({
      at: '2026-03-10T08:00:00Z',
      status: 'refunded',
      payment: 'refunded',
      ttc: 7000,
      ht: 5833,
    });
    await order({
      at: '2026-03-15T12:00:00Z',
      status: 'paid',
      payment: 'paid',
      ttc: 1000,
      ht: 833,
    });

    const figures = await dashboardFigures(db(), me, NOW);
    expect(figures.today).toEqual({
      orders: before.today.orders + 2,
      paidOrders: before.today.paidOrders + 1,
      revenueTtcCents: before.today.revenueTtcCents + 12000,
      revenueHtCents: before.today.revenueHtCents + 10000,
    });
    expect(figures.month).toEqual({
      orders: before.month.orders + 5,
      paidOrders: before.month.paidOrders + 3,
      revenueTtcCents: before.month.revenueTtcCents + 18000,
      revenueHtCents: before.month.revenueHtCents + 15000,
    });
    expect(before.month.paidOrders).toBe(0);
    expect(figures.averageBasketCents).toBe(6000);
    expect(figures.awaitingPayment).toBe(before.awaitingPayment + 1);
    // The paid one of today, the one being prepared, and the one after « now » (paid).
    expect(figures.awaitingShipping).toBe(before.awaitingShipping + 3);
  });

  it('counts an edited paid order at what was received, its balance due once it is paid', async () => {
    // 15 May 2026, 11:00 in Paris: a month no other test uses.
    const now = new Date('2026-05-15T09:00:00Z');
    const before = await dashboardFigures(db(), me, now);
    await order({
      at: '2026-05-15T08:00:00Z',
      status: 'paid',
      payment: 'paid',
      ttc: 12000,
      ht: 10000,
    });
    const number = `NU-2026-9${String(serial).padStart(5, '0')}`;
    await db().execute(
      sql`update orders set balance_due_cents = 3000 where order_number = ${number}`,
    );
    const due = await dashboardFigures(db(), me, now);
    expect(due.today.paidOrders).toBe(before.today.paidOrders + 1);
    expect(due.today.revenueTtcCents).toBe(before.today.revenueTtcCents + 9000);
    expect(due.today.revenueHtCents).toBe(before.today.revenueHtCents + 7500);
    await db().execute(sql`update orders set balance_due_cents = 0 where order_number = ${number}`);
    const received = await dashboardFigures(db(), me, now);
    expect(received.today.revenueTtcCents).toBe(before.today.revenueTtcCents + 12000);
  });

  it('gives 30 Paris days of paid sales, zeros included, oldest first', async () => {
    const days = await dailySales(db(), me, 30, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-02-14');
    expect(days[29]!.day).toBe('2026-03-15');
    const byDay = Object.fromEntries(days.map((d) => [d.day, d]));
    expect(byDay['2026-03-15']).toMatchObject({ orders: 1, revenueTtcCents: 12000 });
    expect(byDay['2026-03-14']).toMatchObject({ orders: 1, revenueTtcCents: 2400 });
    expect(byDay['2026-03-01']).toMatchObject({ orders: 1, revenueTtcCents: 3600 });
    expect(byDay['2026-02-28']).toMatchObject({ orders: 1, revenueTtcCents: 9900 });
    expect(byDay['2026-03-10']).toMatchObject({ orders: 0, revenueTtcCents: 0 });
  });

  it('lists the last orders newest first, named by company, else name, else e-mail', async () => {
    await order({
      at: '2099-01-02T00:00:00Z',
      status: 'paid',
      payment: 'paid',
      ttc: 100,
      ht: 83,
      customer: { company: 'Carrosserie Martin', firstName: 'Paul', lastName: 'Martin' },
    });
    await order({
      at: '2099-01-01T00:00:00Z',
      status: 'paid',
      payment: 'paid',
      ttc: 100,
      ht: 83,
      customer: { firstName: 'Léa', lastName: 'Roux' },
    });
    const { last } = await dashboardLists(db(), me, { recent: 3 });
    expect(last.map((o) => o.customer).slice(0, 2)).toEqual(['Carrosserie Martin', 'Léa Roux']);
    expect(last[2]!.createdAt.getTime()).toBeLessThanOrEqual(last[1]!.createdAt.getTime());
  });

  it('lists active variants at five units or fewer, out of stock first, and counts them all', async () => {
    const { rows: variants } = await db().execute<{ id: string }>(sql`
      select v.id from product_variants v join products p on p.id = v.product_id
       where v.is_active and p.is_active and not p.unlimited_stock order by v.id limit 3`);
    const [empty, few, enough] = variants.map((v) => v.id);
    await db().execute(sql`update product_variants set stock_quantity = 0 where id = ${empty}`);
    await db().execute(sql`update product_variants set stock_quantity = 3 where id = ${few}`);
    await db().execute(sql`update product_variants set stock_quantity = 6 where id = ${enough}`);
    const { rows: expected } = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from product_variants v join products p on p.id = v.product_id
       where v.is_active and p.is_active and not p.unlimited_stock and v.stock_quantity <= 5`);
    // The dashboard reads both lists in one statement.
    const { low, last } = await dashboardLists(db(), me, { recent: 5, low: 10_000 });
    expect(low.total).toBe(expected[0]!.n);
    expect(last.length).toBeGreaterThan(0);
    expect(low.rows).toHaveLength(low.total);
    const stocks = low.rows.map((row) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((stock) => stock <= 5)).toBe(true);
    const { rows: names } = await db().execute<{ id: string; name: string }>(sql`
      select v.id, v.variant_name as name from product_variants v where v.id in (${empty}, ${few}, ${enough})`);
    const nameOf = (id: string | undefined) => names.find((n) => n.id === id)!.name;
    const listed = (id: string | undefined, stock: number) =>
      low.rows.some((row) => row.variantName === nameOf(id) && row.stock === stock);
    expect(listed(empty, 0)).toBe(true);
    expect(listed(few, 3)).toBe(true);
    expect(low.rows.some((row) => row.stock === 6)).toBe(false);
  });
});

describe('what waits on the owner', () => {
  it('counts professionals awaiting verification and transfers past their due date', async () => {
    const before = (await dashboardLists(db(), me)).todo;
    const { rows } = await db().execute<{ id: string }>(
      sql`insert into users (email, password_hash) values (${`pro-${randomUUID()}@example.fr`}, 'x') returning id`,
    );
    const userId = rows[0]!.id;
    await db()
      .execute(sql`insert into profiles (id, email, is_professional, is_verified_professional, siret)
      values (${userId}::uuid, ${`pro-${userId}@example.fr`}, true, false, '73282932000074')`);
    // A transfer due yesterday, still waiting; and one due tomorrow, not late.
    for (const due of ['1 day', '-1 day']) {
      serial += 1;
      await db().execute(sql`
        insert into orders (order_number, email, status, payment_state, payment_method,
                            subtotal_cents, total_cents, total_ht_cents, shipping_address, payment_due_at)
        values (${`NU-2026-8${String(serial).padStart(5, '0')}`}, 'retard@example.fr', 'pending',
                'pending', 'transfer', 5000, 5000, 4167, '{}'::jsonb, now() - ${due}::interval)`);
    }
    const after = (await dashboardLists(db(), me)).todo;
    expect(after).toEqual({
      prosWaiting: before.prosWaiting + 1,
      transfersOverdue: before.transfersOverdue + 1,
    });
    await db().execute(
      sql`update profiles set is_verified_professional = true where id = ${userId}::uuid`,
    );
    expect((await dashboardLists(db(), me)).todo.prosWaiting).toBe(before.prosWaiting);
  });
});
