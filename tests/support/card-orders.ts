/**
 * Orders for payment tests, written straight in SQL (an order and one line) so the payment
 * tests do not depend on the checkout: a customer, an order of the chosen payment method with
 * its total, optionally on a real product whose stock it holds.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { orderNumberSql } from '@/lib/orders/number';

export async function testCustomer(db: DbHandle, label: string): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into users (email, password_hash)
    values (${`${label}-${randomUUID().slice(0, 8)}@example.fr`}, 'x') returning id`);
  return rows[0]!.id;
}

export type TestOrder = { id: string; orderNumber: string; totalCents: number };

export async function testOrder(
  db: DbHandle,
  options: {
    userId: string;
    method: 'card' | 'transfer';
    totalCents?: number;
    /** A product whose stock this order holds (taken here, as placing the order would). */
    product?: { id: string; quantity: number };
    /** Transfer: when the unpaid order expires (default in 7 days). */
    dueAt?: Date;
    status?: 'pending' | 'paid' | 'cancelled';
    paymentReference?: string | null;
  },
): Promise<TestOrder> {
  const totalCents = options.totalCents ?? 4990;
  const status = options.status ?? 'pending';
  // The number as placing an order makes it (lib/orders/number.ts), from one draw of the sequence.
  const { rows: drawn } = await db.execute<{ number: string }>(
    sql`select ${orderNumberSql(sql`s.n`)} as number from (select nextval('order_number_seq') as n) s`,
  );
  const orderNumber = drawn[0]!.number;
  const due =
    options.method === 'transfer'
      ? (options.dueAt ?? new Date(Date.now() + 7 * 86_400_000)).toISOString()
      : null;
  const address = {
    firstName: 'Julie',
    lastName: 'Test',
    addressLine1: '3 rue du Vernis',
    postalCode: '69002',
    city: 'Lyon',
    country: 'France',
  };
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into orders (order_number, user_id, email, status, subtotal_cents, shipping_cents,
      tax_cents, total_ht_cents, total_cents, shipping_address, payment_method, payment_state,
      payment_reference, payment_due_at, paid_at)
    values (${orderNumber}, ${options.userId}::uuid,
      (select email from users where id = ${options.userId}::uuid), ${status},
      ${totalCents}, 0, ${Math.round(totalCents / 6)}, ${totalCents - Math.round(totalCents / 6)},
      ${totalCents}, ${JSON.stringify(address)}::jsonb, ${options.method},
      ${status === 'paid' ? 'paid' : 'pending'}, ${options.paymentReference ?? null}, ${due},
      ${status === 'paid' ? new Date().toISOString() : null})
    returning id`);
  const id = rows[0]!.id;
  const quantity = options.product?.quantity ?? 1;
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, quantity, unit_price_ht,
      unit_price_ttc, total_ht, total_ttc, stock_tracked)
    values (${id}::uuid, ${options.product?.id ?? null}, 'Vernis 2K test', ${quantity},
      ${Math.round(totalCents / 1.2 / quantity)}, ${Math.round(totalCents / quantity)},
      ${Math.round(totalCents / 1.2)}, ${totalCents}, ${Boolean(options.product)})`);
  if (options.product) {
    await db.execute(sql`update products set stock_quantity = stock_quantity - ${quantity}
      where id = ${options.product.id}::uuid`);
  }
  return { id, orderNumber, totalCents };
}

/** A seeded product with tracked stock and no variants (its stock lives on the product row). */
export async function stockedProduct(db: DbHandle): Promise<{ id: string; stock: number }> {
  const { rows } = await db.execute<{ id: string; stock: number }>(sql`
    select p.id, p.stock_quantity as stock from products p
    where not p.unlimited_stock and p.stock_quantity >= 10
      and not exists (select 1 from product_variants v where v.product_id = p.id)
    order by p.id limit 1`);
  if (!rows[0]) throw new Error('aucun produit à stock suivi dans le jeu de données');
  return rows[0];
}

export async function productStock(db: DbHandle, productId: string): Promise<number> {
  const { rows } = await db.execute<{ stock: number }>(
    sql`select stock_quantity as stock from products where id = ${productId}::uuid`,
  );
  return rows[0]!.stock;
}
