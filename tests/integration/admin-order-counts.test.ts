/**
 * The admin orders list's totals come from `order_counts` (migration 0024) when only status,
 * payment, method and carrier filter it: its triggers must keep it equal to counting the orders
 * after every kind of write, and the list's total must be the count of what it filters.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOrdersForAdmin, orderTableState } from '@/lib/admin/orders/queries';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { admin } from '../support/admin-caller';

const db = getDb();
const me = admin();

/** Keys whose kept count differs from the orders counted (none when the triggers are right). */
async function drift(handle: DbHandle) {
  const { rows } = await handle.execute<{ key: string; counted: number; kept: number }>(sql`
    select concat_ws('/', k.status, k.payment_state, k.payment_method, k.carrier_code) as key,
           coalesce(o.n, 0)::int as counted, coalesce(k.n, 0)::int as kept
      from (select status, payment_state, payment_method, coalesce(carrier_code, '') carrier_code,
                   count(*) n
              from orders group by 1, 2, 3, 4) o
      full join (select status, payment_state, payment_method, carrier_code, sum(n) n
                   from order_counts group by 1, 2, 3, 4) k
     using (status, payment_state, payment_method, carrier_code)
     where coalesce(o.n, 0) <> coalesce(k.n, 0)`);
  return rows;
}

let number = 0;
const insertOrders = (handle: DbHandle, rows: Array<[string, string, string, string | null]>) =>
  handle.execute<{ id: string }>(sql`
    insert into orders (order_number, email, status, payment_state, payment_method, carrier_code,
                        subtotal_cents, total_cents, shipping_address)
    values ${sql.join(
      rows.map(
        ([status, payment, method, carrier]) =>
          sql`(${`NU-COUNT-${++number}`}, 'compte@example.fr', ${status}::order_status,
               ${payment}::payment_state, ${method}::payment_method, ${carrier}, 1000, 1200,
               '{}'::jsonb)`,
      ),
      sql`, `,
    )}
    returning id`);

const totalOf = async (handle: DbHandle, params: Record<string, string>) =>
  (await listOrdersForAdmin(handle, me, orderTableState(params, ['colissimo', 'chronopost'])))
    .total;

const counted = async (handle: DbHandle, where: string) =>
  (
    await handle.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from orders where ${where}`),
    )
  ).rows[0]!.n;

describe('order_counts', () => {
  it('starts equal to the orders already there', async () => {
    expect(await drift(db)).toEqual([]);
  });

  it('follows inserts, updates of each counted column, other updates and deletes', async () => {
    const { rows } = await insertOrders(db, [
      ['pending', 'pending', 'transfer', 'colissimo'],
      ['pending', 'pending', 'transfer', 'colissimo'],
      ['paid', 'paid', 'card', 'chronopost'],
      ['shipped', 'paid', 'paypal', null],
    ]);
    expect(await drift(db)).toEqual([]);
    const [a, b, c, d] = rows.map((r) => r.id);

    await db.execute(sql`update orders set status = 'paid', payment_state = 'paid'
                         where id = ${a}::uuid`);
    expect(await drift(db)).toEqual([]);
    await db.execute(sql`update orders set carrier_code = null where id = ${b}::uuid`);
    await db.execute(sql`update orders set payment_method = 'card' where id = ${d}::uuid`);
    expect(await drift(db)).toEqual([]);

    // An update of another column changes no count and writes no row.
    const before = await db.execute<{ rows: number }>(
      sql`select count(*)::int as rows from order_counts`,
    );
    await db.execute(
      sql`update orders set notes = 'appeler avant' where id in (${a}::uuid, ${c}::uuid)`,
    );
    expect(await drift(db)).toEqual([]);
    const after = await db.execute<{ rows: number }>(
      sql`select count(*)::int as rows from order_counts`,
    );
    expect(after.rows[0]!.rows).toBe(before.rows[0]!.rows);

    await db.execute(sql`delete from orders where id in (${c}::uuid, ${d}::uuid)`);
    expect(await drift(db)).toEqual([]);
  });

  it('gives the list its totals: unfiltered, by each filter and by several', async () => {
    await insertOrders(db, [
      ['pending', 'pending', 'transfer', 'colissimo'],
      ['processing', 'paid', 'card', 'chronopost'],
      ['cancelled', 'failed', 'card', null],
    ]);
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'true'],
      [{ statut: 'pending' }, `status = 'pending'`],
      [{ paiement: 'paid' }, `payment_state = 'paid'`],
      [{ moyen: 'card' }, `payment_method = 'card'`],
      [{ transporteur: 'chronopost' }, `carrier_code = 'chronopost'`],
      [
        { statut: 'pending', paiement: 'pending', moyen: 'transfer', transporteur: 'colissimo' },
        `status = 'pending' and payment_state = 'pending' and payment_method = 'transfer'
         and carrier_code = 'colissimo'`,
      ],
      [
        { statut: 'delivered', moyen: 'paypal' },
        `status = 'delivered' and payment_method = 'paypal'`,
      ],
    ];
    for (const [params, where] of cases) {
      const expected = await counted(db, where);
      expect(await totalOf(db, params), JSON.stringify(params)).toBe(expected);
    }
    expect(await totalOf(db, {})).toBeGreaterThan(0);
    expect(await totalOf(db, { transporteur: 'chronopost' })).toBeGreaterThan(0);
  });

  it('is emptied with the orders by a truncate', async () => {
    await db
      .transaction(async (tx) => {
        // Invoices refuse a truncate (they are never erased); this one is rolled back.
        await tx.execute(sql`alter table invoices disable trigger invoices_immutable_truncate`);
        await tx.execute(sql`truncate orders cascade`);
        const { rows } = await tx.execute<{ n: number }>(
          sql`select count(*)::int as n from order_counts`,
        );
        expect(rows[0]!.n).toBe(0);
        expect(await totalOf(tx, {})).toBe(0);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
    expect(await drift(db)).toEqual([]);
  });
});
