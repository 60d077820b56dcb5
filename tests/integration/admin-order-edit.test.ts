/**
 * The owner's order jobs of issue 40 §2 on the real database: an order taken by phone for a
 * customer (priced by the checkout's pricing, pro prices for a verified professional, stock
 * taken, confirmation and transfer instructions queued, in the customer's account, audited)
 * and an unshipped order edited (repriced, stock moved by the differences, refused in French
 * when stock is short, once shipped; nothing written then).
 */
import '../support/admin-caller';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  editOrderAction,
  placePhoneOrderAction,
  previewOrderEditAction,
  quotePhoneOrderAction,
  searchCustomersAction,
  searchOrderProductsAction,
} from '@/lib/admin/orders/edit-actions';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/orders/place';
import { listOrdersOf } from '@/lib/orders/queries';
import { priceCartFor } from '@/lib/pricing';
import adminMessages from '@/messages/admin.fr.json';
import { admin, calling, customer } from '../support/admin-caller';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  stockedProduct,
} from '../support/checkout-fixtures';

const db = getDb();
const E = adminMessages.admin.orderEdit.errors;
const me = admin();

beforeEach(() => {
  calling.caller = me;
});

async function stockOf(productId: string): Promise<number> {
  return (
    await one<{ s: number }>(
      db,
      sql`select stock_quantity as s from products where id = ${productId}::uuid`,
    )
  ).s;
}

const key = (productId: string) => `${productId}-default`;

/** A product of its own (offset) with stock, and a pro price below its retail price. */
async function product(stock: number, offset: number) {
  const p = await stockedProduct(db, stock, offset);
  const pro = p.priceTtc - 500;
  await db.execute(sql`update products set pro_price_ttc = ${pro} where id = ${p.id}::uuid`);
  return { ...p, proPriceTtc: pro };
}

/** An order placed by the customer at checkout (bank transfer). */
async function checkoutOrder(productId: string, quantity: number) {
  const buyer = await newBuyer(db);
  const lines = [productLine(productId, quantity)];
  const shown = await priceCartFor(db, buyer.caller, lines, {
    country: 'FR',
    carrierCode: 'colissimo',
  });
  const placed = await placeOrder(
    db,
    buyer.caller,
    orderInput(buyer.addressId, lines, shown.totalTtc),
  );
  return { ...buyer, order: placed };
}

async function orderRow(id: string) {
  return one<{ total_cents: number; status: string; lines: { key: string; quantity: number }[] }>(
    db,
    sql`select total_cents, status::text as status,
          (select json_agg(json_build_object('key', line_key, 'quantity', quantity) order by line_key)
           from order_items where order_id = o.id) as lines
        from orders o where id = ${id}::uuid`,
  );
}

async function edit(
  id: string,
  lines: { key: string; quantity: number }[],
  addressId: string | null = null,
) {
  const preview = await previewOrderEditAction({ id, lines, addressId });
  if (!preview.ok) return preview;
  return editOrderAction({ id, lines, addressId, expectedTotalCents: preview.data.totalCents });
}

describe('an order taken by phone', () => {
  it('is priced for the customer (pro prices for a verified pro), takes stock and reaches their account', async () => {
    const p = await product(20, 3);
    const pro = await newBuyer(db, undefined, { professional: true });
    const individual = await newBuyer(db);
    // The customer's own cart is left as it is.
    await db.execute(sql`insert into cart_items (user_id, line_key, product_id, quantity,
        unit_price_ht, unit_price_ttc)
      values (${pro.caller.userId}::uuid, ${key(p.id)}, ${p.id}::uuid, 1, 100, 120)`);

    const found = await searchCustomersAction({ query: pro.caller.email });
    expect(found.ok && found.data.some((c) => c.id === pro.caller.userId)).toBe(true);
    const products = await searchOrderProductsAction({ query: p.name });
    expect(products.ok && products.data.some((c) => c.key === key(p.id))).toBe(true);

    const lines = [{ key: key(p.id), quantity: 3 }];
    const quote = async (who: typeof pro) => {
      const q = await quotePhoneOrderAction({
        customerId: who.caller.userId,
        lines,
        addressId: who.addressId,
        carrierCode: 'colissimo',
      });
      if (!q.ok) throw new Error(q.error);
      return q.data;
    };
    const proQuote = await quote(pro);
    const retailQuote = await quote(individual);
    expect(proQuote.lines[0]!.unitTtc).toBe(p.proPriceTtc);
    expect(retailQuote.lines[0]!.unitTtc).toBe(p.priceTtc);
    expect(proQuote.totalCents).toBe(retailQuote.totalCents - 3 * 500);
    // The checkout's own price for that customer, to the cent.
    const checkout = await priceCartFor(db, pro.caller, [productLine(p.id, 3)], {
      country: 'FR',
      carrierCode: 'colissimo',
    });
    expect(proQuote.totalCents).toBe(checkout.totalTtc);

    const placed = await placePhoneOrderAction({
      idempotencyKey: randomUUID(),
      customerId: pro.caller.userId,
      lines,
      addressId: pro.addressId,
      carrierCode: 'colissimo',
      expectedTotalCents: proQuote.totalCents,
    });
    if (!placed.ok) throw new Error(placed.error);
    expect(await stockOf(p.id)).toBe(17);
    const row = await one<{ total_cents: number; payment_method: string; professional: boolean }>(
      db,
      sql`select total_cents, payment_method::text as payment_method, professional from orders
          where id = ${placed.data.id}::uuid`,
    );
    expect(row).toEqual({
      total_cents: proQuote.totalCents,
      payment_method: 'transfer',
      professional: true,
    });
    const account = await listOrdersOf(db, pro.caller.userId);
    expect(account.map((o) => o.orderNumber)).toContain(placed.data.orderNumber);
    const mails = await db.execute<{ template: string }>(sql`
      select template from email_outbox where to_address = ${pro.caller.email} order by template`);
    expect(mails.rows.map((m) => m.template)).toEqual([
      'order-confirmation',
      'order-transfer-instructions',
    ]);
    const cart = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from cart_items where user_id = ${pro.caller.userId}::uuid`,
    );
    expect(cart.n).toBe(1);
    const audit = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from admin_audit_log where action = 'admin.orders.phone'
          and entity_id = ${placed.data.id}`,
    );
    expect(audit.n).toBe(1);
  });

  it('is refused at a total the owner was not shown, and for a customer that is not an admin caller', async () => {
    const p = await product(5, 4);
    const buyer = await newBuyer(db);
    const input = {
      idempotencyKey: randomUUID(),
      customerId: buyer.caller.userId,
      lines: [{ key: key(p.id), quantity: 2 }],
      addressId: buyer.addressId,
      carrierCode: 'colissimo',
      expectedTotalCents: 1,
    };
    const wrong = await placePhoneOrderAction(input);
    expect(wrong.ok).toBe(false);
    expect(await stockOf(p.id)).toBe(5);
    calling.caller = customer();
    const forbidden = await placePhoneOrderAction(input);
    expect(forbidden.ok || forbidden.code).toBe('forbidden');
  });
});

describe('an unshipped order edited', () => {
  it('is repriced and moves stock by the differences, with the customer told', async () => {
    const a = await product(10, 5);
    const b = await product(10, 6);
    const { order, caller } = await checkoutOrder(a.id, 2);
    expect(await stockOf(a.id)).toBe(8);
    const before = await orderRow(order.id);

    // More of A.
    const more = await edit(order.id, [{ key: key(a.id), quantity: 5 }]);
    if (!more.ok) throw new Error(more.error);
    expect(await stockOf(a.id)).toBe(5);
    const after = await orderRow(order.id);
    const asCheckout = async (lines: unknown[]) =>
      (await priceCartFor(db, caller, lines, { country: 'FR', carrierCode: 'colissimo' })).totalTtc;
    expect(after.total_cents).toBe(await asCheckout([productLine(a.id, 5)]));
    expect(after.total_cents).toBeGreaterThan(before.total_cents);
    expect(more.data.previousCents).toBe(before.total_cents);

    // A removed, B added: A's five go back, B's one is taken.
    const swap = await edit(order.id, [
      { key: key(a.id), quantity: 0 },
      { key: key(b.id), quantity: 1 },
    ]);
    if (!swap.ok) throw new Error(swap.error);
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(9);
    const swapped = await orderRow(order.id);
    expect(swapped.lines).toEqual([{ key: key(b.id), quantity: 1 }]);
    expect(swapped.total_cents).toBe(await asCheckout([productLine(b.id, 1)]));

    const mails = await db.execute<{ subject: string }>(sql`
      select subject from email_outbox where to_address = ${caller.email}
        and subject like '%modifiée%'`);
    expect(mails.rows).toHaveLength(2);
    const audit = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from admin_audit_log where action = 'admin.orders.edit'
          and entity_id = ${order.id}`,
    );
    expect(audit.n).toBe(2);
  });

  it('keeps the stock it holds as its own: 8 on the shelf and 2 held allow 10', async () => {
    const a = await product(10, 7);
    const { order } = await checkoutOrder(a.id, 2);
    const all = await edit(order.id, [{ key: key(a.id), quantity: 10 }]);
    expect(all.ok).toBe(true);
    expect(await stockOf(a.id)).toBe(0);
  });

  it('is refused in French when the stock is short, and nothing moves', async () => {
    const a = await product(4, 8);
    const { order } = await checkoutOrder(a.id, 2);
    const before = await orderRow(order.id);
    const lines = [{ key: key(a.id), quantity: 3 }];
    const preview = await previewOrderEditAction({ id: order.id, lines, addressId: null });
    if (!preview.ok) throw new Error(preview.error);
    // Sold meanwhile: one left on the shelf when the owner saves four.
    await db.execute(sql`update products set stock_quantity = 0 where id = ${a.id}::uuid`);
    const short = await editOrderAction({
      id: order.id,
      lines,
      addressId: null,
      expectedTotalCents: preview.data.totalCents,
    });
    expect(short.ok).toBe(false);
    expect(!short.ok && short.error).toMatch(/Stock|stock/);
    expect(await stockOf(a.id)).toBe(0);
    expect(await orderRow(order.id)).toEqual(before);
  });

  it('is refused at a total the owner was not shown', async () => {
    const a = await product(10, 9);
    const { order } = await checkoutOrder(a.id, 1);
    const result = await editOrderAction({
      id: order.id,
      lines: [{ key: key(a.id), quantity: 2 }],
      addressId: null,
      expectedTotalCents: 1,
    });
    expect(result).toMatchObject({ ok: false, error: E.totalChanged });
    expect(await stockOf(a.id)).toBe(9);
  });

  it('moves to another saved address of the customer, not to anyone else’s', async () => {
    const a = await product(10, 10);
    const { order, caller } = await checkoutOrder(a.id, 1);
    const other = await one<{ id: string }>(
      db,
      sql`insert into addresses (user_id, label, first_name, last_name, address_line1, city,
            postal_code, country)
          values (${caller.userId}::uuid, 'Atelier', 'Camille', 'Durand', '12 quai Perrache',
            'Lyon', '69002', 'France') returning id`,
    );
    const moved = await edit(order.id, [{ key: key(a.id), quantity: 1 }], other.id);
    expect(moved.ok).toBe(true);
    const address = await one<{ line: string }>(
      db,
      sql`select shipping_address->>'addressLine1' as line from orders where id = ${order.id}::uuid`,
    );
    expect(address.line).toBe('12 quai Perrache');
    const stranger = await newBuyer(db);
    const refused = await edit(order.id, [{ key: key(a.id), quantity: 1 }], stranger.addressId);
    expect(refused).toMatchObject({ ok: false, error: E.address });
  });

  it('is refused once shipped (paid orders: tests/integration/admin-order-edit-paid.test.ts)', async () => {
    const a = await product(10, 11);
    const shipped = await checkoutOrder(a.id, 1);
    await db.execute(sql`update orders set status = 'shipped', shipped_at = now()
      where id = ${shipped.order.id}::uuid`);
    const onShipped = await editOrderAction({
      id: shipped.order.id,
      lines: [{ key: key(a.id), quantity: 3 }],
      addressId: null,
      expectedTotalCents: 0,
    });
    expect(onShipped).toMatchObject({
      ok: false,
      error: E.notEditable.replace('{status}', 'expédiée'),
    });
    expect(await stockOf(a.id)).toBe(9);
  });
});
