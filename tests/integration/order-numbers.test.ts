/**
 * Issue 36 §6: order numbers and what lib/orders/number.ts says of them. The number is drawn by
 * the statement that writes the order: a checkout refused before that write takes none; a write
 * refused at the last moment (a line sold out while the order was written) has drawn numbers
 * the sequence never gives back, so the next order's number leaves a gap, and no order carries
 * the numbers drawn.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { getCheckoutDb, getDb, getPool } from '@/lib/db/client';
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

/** The sequence's last drawn value (0 before the first draw). */
async function lastDrawn(): Promise<number> {
  const row = await one<{ last_value: number; is_called: boolean }>(
    db(),
    sql`select last_value::int as last_value, is_called from order_number_seq`,
  );
  return row.is_called ? row.last_value : 0;
}

async function shownTotal(caller: SignedIn, lines: unknown[]) {
  return (await priceCartFor(db(), caller, lines, { country: 'FR', carrierCode: 'colissimo' }))
    .totalTtc;
}

const sequenceOf = (orderNumber: string) => Number(orderNumber.split('-')[2]);

async function refused(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
}

describe('order numbers', () => {
  it('a checkout refused before the write takes no number', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 4, 40);
    const lines = [productLine(product.id, 2)];
    const total = await shownTotal(caller, lines);
    const before = await lastDrawn();
    await refused(placeOrder(db(), caller, orderInput(addressId, lines, total - 100)));
    await refused(
      placeOrder(db(), caller, orderInput(addressId, lines, total, { acceptCgv: false })),
    );
    await refused(
      placeOrder(db(), caller, orderInput(addressId, lines, total, { promoCode: 'INCONNU' })),
    );
    await refused(
      placeOrder(db(), caller, orderInput(addressId, [productLine(product.id, 9)], total)),
    );
    expect(await lastDrawn()).toBe(before);

    const placed = await placeOrder(db(), caller, orderInput(addressId, lines, total));
    expect(sequenceOf(placed.orderNumber)).toBe(before + 1);
  });

  it('a write refused at the last moment leaves a gap: its numbers are never given to an order', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 2, 41);
    const lines = [productLine(product.id, 2)];
    const total = await shownTotal(caller, lines);
    const before = await lastDrawn();

    // Two left when the cart is read; another buyer takes one before the write locks the row.
    const holder = await getPool().connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [product.id]);
      const attempt = placeOrder(getCheckoutDb(), caller, orderInput(addressId, lines, total)).then(
        () => null,
        (error: unknown) => error,
      );
      await expect
        .poll(
          () =>
            sessionsWhere(
              db(),
              sql`wait_event_type = 'Lock' and query like '%nextval(''order_number_seq'')%'`,
            ),
          { timeout: 10_000 },
        )
        .toBe(1);
      await holder.query('update products set stock_quantity = 1 where id = $1', [product.id]);
      await holder.query('commit');
      expect(await attempt).toBeInstanceOf(ActionError);
    } finally {
      holder.release();
    }

    const drawn = await lastDrawn();
    expect(drawn).toBeGreaterThan(before);
    const taken = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from orders
          where split_part(order_number, '-', 3)::int between ${before + 1} and ${drawn}`,
    );
    expect(taken.n).toBe(0);

    const next = await placeOrder(
      db(),
      caller,
      orderInput(
        addressId,
        [productLine(product.id, 1)],
        await shownTotal(caller, [productLine(product.id, 1)]),
      ),
    );
    expect(sequenceOf(next.orderNumber)).toBe(drawn + 1);
    expect(sequenceOf(next.orderNumber)).toBeGreaterThan(before + 1);
  });
});
