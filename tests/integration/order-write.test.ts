/**
 * The order's write (lib/orders/place/write.ts) when the catalogue changed between the checkout's
 * validation and its write: the one statement refuses the order as a whole, and the same
 * statement in a transaction places it (a product made unlimited meanwhile: nothing to take) or
 * refuses it in French writing nothing (a promotion withdrawn meanwhile). The usual case (one
 * statement, the e-mails' subjects carrying the number its insert returned) is in
 * orders.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { getDb } from '@/lib/db/client';
import { orderItems, stockLines } from '@/lib/orders/place/lines';
import { readCheckout } from '@/lib/orders/place/read';
import type { PlaceOrderInput } from '@/lib/orders/place/types';
import { validateCheckout } from '@/lib/orders/place/validate';
import { writeOrder } from '@/lib/orders/place/write';
import { parseLines } from '@/lib/pricing/lines';
import { priceCartFor } from '@/lib/pricing';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  stockedProduct,
} from '../support/checkout-fixtures';

const db = () => getDb();

/** Read, validate and build the order as placeOrder does, stopping before the write. */
async function accepted(caller: SignedIn, input: PlaceOrderInput) {
  const parsed = parseLines(input.lines);
  const read = await readCheckout(db(), caller, input, parsed);
  const checkout = validateCheckout(read.data, caller, input, parsed, read);
  const toTake = stockLines(parsed, checkout.lines, read.data, false);
  return {
    orderId: randomUUID(),
    caller,
    input,
    checkout,
    customer: read.customer,
    items: orderItems(parsed, checkout.lines, read.colours, toTake),
    toTake,
    dispatchOn: '2026-12-01',
  };
}

async function written(userId: string) {
  return one<{ orders: number; mails: number; uses: number }>(
    db(),
    sql`select (select count(*)::int from orders where user_id = ${userId}::uuid) as orders,
      (select count(*)::int from email_outbox e join users u on u.email = e.to_address
        where u.id = ${userId}::uuid) as mails,
      (select count(*)::int from promotion_uses where user_id = ${userId}::uuid) as uses`,
  );
}

const stockOf = async (id: string) =>
  (
    await one<{ s: number }>(
      db(),
      sql`select stock_quantity as s from products where id = ${id}::uuid`,
    )
  ).s;

describe('writeOrder', () => {
  it('places an order whose product was made unlimited since it was priced, taking no stock', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 3, 30);
    const lines = [productLine(product.id, 2)];
    const total = (
      await priceCartFor(db(), caller, lines, { country: 'FR', carrierCode: 'colissimo' })
    ).totalTtc;
    const order = await accepted(
      caller,
      orderInput(addressId, lines, total, { paymentMethod: 'card' }),
    );
    expect(order.toTake).toHaveLength(1);
    await db().execute(
      sql`update products set unlimited_stock = true where id = ${product.id}::uuid`,
    );

    const result = await writeOrder(db(), order);

    expect(result.orderNumber).toMatch(/^NU-20\d\d-\d{6}$/);
    expect(result.slugs).toEqual([]);
    expect(await stockOf(product.id)).toBe(3);
    const line = await one<{ stock_tracked: boolean; quantity: number }>(
      db(),
      sql`select stock_tracked, quantity from order_items where order_id = ${order.orderId}::uuid`,
    );
    expect(line).toEqual({ stock_tracked: false, quantity: 2 });
    const mails = await db().execute<{ subject: string }>(
      sql`select subject from email_outbox where to_address = ${caller.email}`,
    );
    expect(mails.rows).toEqual([
      { subject: `Votre commande ${result.orderNumber} est enregistrée` },
    ]);
  });

  it('refuses in French, writing nothing, when the promotion was withdrawn since it was priced', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 3, 31);
    const code = `ECRITURE-${randomUUID().slice(0, 6)}`;
    await db().execute(sql`insert into promotions (code, name, type, value, is_active, valid_from)
      values (${code}, 'Cinq pour cent', 'percentage', 5, true, now() - interval '1 day')`);
    const lines = [productLine(product.id, 1)];
    const total = (
      await priceCartFor(db(), caller, lines, {
        country: 'FR',
        carrierCode: 'colissimo',
        promoCode: code,
        fresh: true,
      })
    ).totalTtc;
    const order = await accepted(caller, orderInput(addressId, lines, total, { promoCode: code }));
    expect(order.checkout.promoCode).toBe(code);
    await db().execute(sql`update promotions set is_active = false where code = ${code}`);

    const error = await writeOrder(db(), order).then(
      () => null,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ActionError);
    expect((error as ActionError).message).toBe(
      "Le total de votre commande a changé depuis l'affichage : vérifiez le récapitulatif puis validez à nouveau.",
    );
    expect(await written(caller.userId)).toEqual({ orders: 0, mails: 0, uses: 0 });
    expect(await stockOf(product.id)).toBe(3);
  });
});
