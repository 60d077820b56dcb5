/**
 * Issue 36 §6: French invoices are chronological. A number is dated once it is taken
 * (lib/invoices/issue.ts `nextDocumentNumber`), not when its transaction began, so a higher
 * number never carries an earlier date, whatever the order in which payments started.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { markOrderPaid } from '@/lib/orders/payment';
import { createOrder } from '@/tests/support/orders';

const db = getDb();

type Dated = { number: string; issued_at: Date };

async function invoicesByNumber(orderIds: string[]): Promise<Dated[]> {
  const { rows } = await db.execute<Dated>(sql`
    select number, issued_at from invoices
    where kind = 'invoice' and order_id = any(${sql.param(orderIds)}::uuid[])
    order by number`);
  return rows;
}

/** The pairs of consecutive numbers whose later one is dated before the earlier one. */
function inversions(rows: Dated[]): string[] {
  return rows.slice(1).flatMap((row, i) => {
    const before = rows[i]!;
    return new Date(row.issued_at).getTime() < new Date(before.issued_at).getTime()
      ? [
          `${before.number} ${before.issued_at.toISOString()} > ${row.number} ${row.issued_at.toISOString()}`,
        ]
      : [];
  });
}

describe('invoice dates follow invoice numbers', () => {
  it('a payment that began first but took its number second is dated after the first number', async () => {
    const [early, late] = await Promise.all([createOrder(db), createOrder(db)]);
    await db.transaction(async (tx) => {
      // The early payment's transaction begins (its now() is fixed here)…
      await tx.execute(sql`select now()`);
      // …another payment is recorded meanwhile and takes the next number…
      expect((await markOrderPaid(db, { orderId: late!.id, method: 'transfer' })).status).toBe(
        'paid',
      );
      // …then the early one takes the number after it.
      expect((await markOrderPaid(tx, { orderId: early!.id, method: 'transfer' })).status).toBe(
        'paid',
      );
    });
    const rows = await invoicesByNumber([early!.id, late!.id]);
    expect(rows).toHaveLength(2);
    expect(inversions(rows)).toEqual([]);
  });

  it('48 payments recorded concurrently: every number is dated no earlier than the one before', async () => {
    const orders = await Promise.all(Array.from({ length: 48 }, () => createOrder(db)));
    const outcomes = await Promise.all(
      orders.map((o) => markOrderPaid(db, { orderId: o.id, method: 'transfer' })),
    );
    expect(outcomes.every((o) => o.status === 'paid')).toBe(true);
    const rows = await invoicesByNumber(orders.map((o) => o.id));
    expect(rows).toHaveLength(48);
    expect(inversions(rows)).toEqual([]);
  });
});
