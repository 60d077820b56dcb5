/**
 * Placing orders (lib/orders/place.ts) on the real database: server prices, stock taken once
 * and never oversold under concurrency, idempotency, refusals that write nothing, payments
 * recorded once, cancellations and expired transfers giving stock back once.
 */
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { getCheckoutDb, getDb, getPool } from '@/lib/db/client';
import { captureTransport } from '@/tests/support/capture-transport';
import { deliverOutboxEmail } from '@/lib/mail/deliver';
import type { EmailRenderRef } from '@/lib/mail/render';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { cancelExpiredTransfers, cancelOrder, markOrderPaid } from '@/lib/orders/payment';
import { placeOrder, type PlaceOrderInput } from '@/lib/orders/place';
import { loadOrder, orderForCaller } from '@/lib/orders/queries';
import { lineMiss } from '@/lib/orders/stock';
import { priceCartFor } from '@/lib/pricing';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  sessionsWhere,
  stockedProduct,
} from '../support/checkout-fixtures';
import { takeStock } from '../support/take-stock';

const db = () => getDb();

async function stockOf(productId: string): Promise<number> {
  return (
    await one<{ s: number }>(
      db(),
      sql`select stock_quantity as s from products where id = ${productId}::uuid`,
    )
  ).s;
}

async function shownTotal(caller: SignedIn, lines: unknown[], carrierCode = 'colissimo') {
  return (await priceCartFor(db(), caller, lines, { country: 'FR', carrierCode })).totalTtc;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ActionError);
  return (error as ActionError).message;
}

async function orderCount(userId: string): Promise<number> {
  return (
    await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from orders where user_id = ${userId}::uuid`,
    )
  ).n;
}

describe('placeOrder', () => {
  it('writes the order from the server’s prices, takes the stock and queues the e-mails', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 5);
    const lines = [{ ...productLine(product.id, 2), price: 0.01, name: 'prix envoyé' }];
    await db().execute(sql`insert into cart_items (user_id, product_id, line_key, quantity,
        unit_price_ttc, unit_price_ht)
      values (${caller.userId}::uuid, ${product.id}::uuid, ${lines[0]!.id}, 2, 1, 1)`);
    const total = await shownTotal(caller, lines);

    const placed = await placeOrder(db(), caller, orderInput(addressId, lines, total));

    expect(placed.created).toBe(true);
    expect(placed.orderNumber).toMatch(/^NU-20\d\d-\d{6}$/);
    expect(placed.productSlugs).toEqual([product.slug]);
    expect(await stockOf(product.id)).toBe(3);
    const order = (await loadOrder(db(), placed.id))!;
    expect(order.status).toBe('pending');
    expect(order.subtotalCents).toBe(product.priceTtc * 2);
    expect(order.totalCents).toBe(total);
    expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.shippingCents);
    expect(order.taxCents).toBe(order.totalCents - order.totalHtCents);
    expect(order.paymentDueAt).not.toBeNull();
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      name: product.name,
      quantity: 2,
      unitTtc: product.priceTtc,
      totalTtc: product.priceTtc * 2,
    });
    expect(order.shippingAddress).toMatchObject({ city: 'Lyon', postalCode: '69003' });
    const cart = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from cart_items where user_id = ${caller.userId}::uuid`,
    );
    expect(cart.n).toBe(0);
    const mails = (
      await db().execute<{
        id: string;
        template: string;
        subject: string;
        html: string | null;
        text: string | null;
        render: unknown;
      }>(
        sql`select id, template, subject, html, text, render from email_outbox
            where to_address = ${caller.email} order by template`,
      )
    ).rows;
    // The order's transaction renders no e-mail: it queues the subject and a reference.
    expect(mails).toEqual([
      {
        id: expect.any(String),
        template: 'order-confirmation',
        subject: `Votre commande ${placed.orderNumber} est enregistrée`,
        html: null,
        text: null,
        render: { template: 'order-confirmation', orderId: placed.id },
      },
      {
        id: expect.any(String),
        template: 'order-transfer-instructions',
        subject: `Commande ${placed.orderNumber} : vos instructions de virement`,
        html: null,
        text: null,
        render: { template: 'order-transfer-instructions', orderId: placed.id },
      },
    ]);

    // The worker's delivery renders it from the saved order, sends it and keeps what it sent.
    const { transport, sent } = captureTransport();
    const deliver = (id: string) =>
      deliverOutboxEmail(db(), transport, {
        id,
        from: 'boutique@nuancier.fr',
        lastAttempt: true,
        renderBody: renderOrderEmail,
      });
    expect(await deliver(mails[1]!.id)).toBe('sent');
    const message = await simpleParser(sent[0]!);
    expect(message.subject).toBe(mails[1]!.subject);
    expect(message.text).toContain(placed.orderNumber);
    expect(message.text).toContain('IBAN');
    expect(message.html).toContain(placed.orderNumber);
    const kept = await one<{ status: string; html: string; text: string }>(
      db(),
      sql`select status::text as status, html, text from email_outbox
          where id = ${mails[1]!.id}::uuid`,
    );
    expect(kept).toEqual({ status: 'sent', html: message.html, text: expect.any(String) });
    expect(kept.text.trim()).toBe(message.text!.trim());
  });

  it('keeps each tone of a two-tone colour as its own paint in the order lines', async () => {
    const { caller, addressId } = await newBuyer(db());
    const xnp = await one<{ id: string }>(
      db(),
      sql`select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
          where c.color_code = 'XNP' and m.slug = 'peugeot'`,
    );
    const lines = [1, 2].map((tone) => ({
      id: `${xnp.id}-peinture-pot:water:1:teinte${tone}`,
      productId: xnp.id,
      variantId: `peinture-pot:water:1:teinte${tone}`,
      quantity: 1,
    }));
    const total = await shownTotal(caller, lines);
    const placed = await placeOrder(
      db(),
      caller,
      orderInput(addressId, lines, total, { customPaintAcknowledged: true }),
    );
    const order = (await loadOrder(db(), placed.id))!;
    expect(order.lines.map((l) => [l.referenceCode, l.colour?.code, l.colour?.name])).toEqual([
      ['M6N9', 'M6N9', 'Blanc Nacré'],
      ['EXL', 'EXL', 'Noir Perla Nera'],
    ]);
  });

  it('returns the first order for a repeated idempotency key, even sent at once', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 10, 1);
    const lines = [productLine(product.id, 1)];
    const input = orderInput(addressId, lines, await shownTotal(caller, lines));

    const results = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(db(), caller, input)),
    );

    expect(new Set(results.map((r) => r.orderNumber)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await orderCount(caller.userId)).toBe(1);
    expect(await stockOf(product.id)).toBe(9);
    const again = await placeOrder(db(), caller, input);
    expect(again).toMatchObject({ orderNumber: results[0]!.orderNumber, created: false });
  });

  it('sells exactly the stock to 100 concurrent buyers and tells the others in French', async () => {
    const product = await stockedProduct(db(), 10, 2);
    const lines = [productLine(product.id, 1)];
    const buyers = await Promise.all(Array.from({ length: 100 }, () => newBuyer(db())));
    const total = await shownTotal(buyers[0]!.caller, lines);

    // The checkout's pool, as the order action uses: prepared statements with generic plans.
    const outcomes = await Promise.allSettled(
      buyers.map(({ caller, addressId }) =>
        placeOrder(getCheckoutDb(), caller, orderInput(addressId, lines, total)),
      ),
    );

    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(ActionError);
      expect((reason as Error).message).toMatch(
        /^(Stock insuffisant pour .+ : un autre client|Votre panier a changé : )/,
      );
    }
    expect(await stockOf(product.id)).toBe(0);
    const sold = await one<{ orders: number; quantity: number }>(
      db(),
      sql`select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as quantity
          from orders o join order_items i on i.order_id = o.id
          where i.product_id = ${product.id}::uuid`,
    );
    expect(sold).toEqual({ orders: 10, quantity: 10 });
  });

  it('places an order in one read and one write, planned once per connection; a line short at the write goes the slower way that names it', async () => {
    const checkout = getCheckoutDb();
    const { rows } = await checkout.execute<{ plan_cache_mode: string }>(sql`show plan_cache_mode`);
    expect(rows[0]!.plan_cache_mode).toBe('force_generic_plan');
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), 4);
    const lines = [productLine(product.id, 2)];
    const total = await shownTotal(caller, lines);
    const holder = await getPool().connect();
    const statements = vi.spyOn(pg.Client.prototype, 'query');
    const ours = () => statements.mock.contexts.filter((client) => client !== holder).length;
    try {
      const placed = await placeOrder(checkout, caller, orderInput(addressId, lines, total));
      expect(placed.created).toBe(true);
      expect(ours()).toBe(2);
      statements.mockClear();

      // Two left when the cart is read; another buyer takes one before the write locks the row.
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [product.id]);
      const second = placeOrder(checkout, caller, orderInput(addressId, lines, total)).then(
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
      const error = await second;
      expect(error).toBeInstanceOf(ActionError);
      expect((error as ActionError).message).toBe(
        `Stock insuffisant pour ${product.name} : un autre client vient de commander les derniers articles. Votre commande n'a pas été passée ; ajustez votre panier.`,
      );
      expect(ours()).toBeGreaterThan(2);
    } finally {
      statements.mockRestore();
      holder.release();
    }
    expect(await stockOf(product.id)).toBe(1);
    expect(await orderCount(caller.userId)).toBe(1);
    const mails = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from email_outbox where to_address = ${caller.email}`,
    );
    expect(mails.n).toBe(2);
  });

  it('refuses what the buyer did not agree to, and writes nothing', async () => {
    const { caller, addressId } = await newBuyer(db());
    const other = await newBuyer(db());
    const product = await stockedProduct(db(), 4, 3);
    const lines = [productLine(product.id, 2)];
    const total = await shownTotal(caller, lines);
    const attempt = (overrides: Partial<PlaceOrderInput>) =>
      placeOrder(db(), caller, orderInput(addressId, lines, total, overrides));

    expect(await refusal(attempt({ expectedTotalCents: total - 100 }))).toBe(
      "Le total de votre commande a changé depuis l'affichage : vérifiez le récapitulatif puis validez à nouveau.",
    );
    expect(await refusal(attempt({ shippingAddressId: other.addressId }))).toBe(
      "Choisissez une adresse de votre carnet d'adresses.",
    );
    expect(await refusal(attempt({ acceptCgv: false }))).toBe(
      'Veuillez accepter les conditions générales de vente pour commander.',
    );
    expect(await refusal(attempt({ carrierCode: 'pigeon-voyageur' }))).toBe(
      "Ce mode de livraison n'est pas disponible pour votre panier : choisissez-en un autre.",
    );
    expect(
      await refusal(attempt({ lines: [productLine(product.id, 5)], expectedTotalCents: total })),
    ).toContain('Votre panier a changé');
    expect(await refusal(attempt({ promoCode: 'CODE-INCONNU' }))).toBe(
      "Code promo invalide – Ce code promo n'existe pas ou a expiré.",
    );
    expect(await orderCount(caller.userId)).toBe(0);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('asks for the REACH training confirmation when a 2K product is ordered', async () => {
    const { caller, addressId } = await newBuyer(db());
    const product = await one<{ id: string }>(
      db(),
      sql`select id from products p where contains_diisocyanates and is_active
            and visible_in_frontend and not has_variants
            and not exists (select 1 from product_variants v where v.product_id = p.id)
          order by slug limit 1`,
    );
    await db().execute(sql`update products set stock_quantity = 5 where id = ${product.id}::uuid`);
    const lines = [productLine(product.id, 1)];
    const carrier = (await priceCartFor(db(), caller, lines, { country: 'FR' })).shipping.selected!
      .carrierCode;
    const total = await shownTotal(caller, lines, carrier);
    const input = orderInput(addressId, lines, total, { carrierCode: carrier });

    expect(await refusal(placeOrder(db(), caller, input))).toBe(
      'Confirmez la formation des utilisateurs aux produits 2K (diisocyanates) pour commander.',
    );
    const placed = await placeOrder(db(), caller, { ...input, diisocyanateTraining: true });
    expect((await loadOrder(db(), placed.id))!.diisocyanateTrainingConfirmedAt).not.toBeNull();
  });

  it('shows an order to its owner and admins only', async () => {
    const { caller, addressId } = await newBuyer(db());
    const other = await newBuyer(db());
    const product = await stockedProduct(db(), 3, 4);
    const lines = [productLine(product.id, 1)];
    const placed = await placeOrder(
      db(),
      caller,
      orderInput(addressId, lines, await shownTotal(caller, lines)),
    );
    expect(await orderForCaller(db(), caller, placed.id)).not.toBeNull();
    expect(await orderForCaller(db(), other.caller, placed.id)).toBeNull();
    expect(await orderForCaller(db(), { kind: 'visitor' }, placed.id)).toBeNull();
    expect(
      await orderForCaller(db(), { ...other.caller, isAdmin: true }, placed.id),
    ).not.toBeNull();
  });
});

describe('payments and cancellations', () => {
  async function placed(stock: number, offset: number) {
    const { caller, addressId } = await newBuyer(db());
    const product = await stockedProduct(db(), stock, offset);
    const lines = [productLine(product.id, 2)];
    const order = await placeOrder(
      db(),
      caller,
      orderInput(addressId, lines, await shownTotal(caller, lines)),
    );
    return { order, product, caller };
  }

  it('records a payment once, refusing a wrong amount or method', async () => {
    const { order } = await placed(6, 5);
    expect(
      await markOrderPaid(db(), {
        orderId: order.id,
        method: 'transfer',
        amountCents: order.totalCents - 1,
      }),
    ).toEqual({ status: 'refused', reason: 'amount' });
    expect(await markOrderPaid(db(), { orderId: order.id, method: 'card' })).toEqual({
      status: 'refused',
      reason: 'method',
    });
    const twice = await Promise.all([
      markOrderPaid(db(), { orderId: order.id, method: 'transfer' }),
      markOrderPaid(db(), { orderId: order.id, method: 'transfer' }),
    ]);
    expect(twice.map((o) => o.status).sort()).toEqual(['already-paid', 'paid']);
    const row = (await loadOrder(db(), order.id))!;
    expect(row).toMatchObject({ status: 'paid', paymentState: 'paid', paymentDueAt: null });
    const paidMails = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from email_outbox
          where template = 'order-paid' and to_address = ${row.email}`,
    );
    expect(paidMails.n).toBe(1);
  });

  it('gives the stock back once when an order is cancelled, even twice at once', async () => {
    const { order, product } = await placed(6, 6);
    expect(await stockOf(product.id)).toBe(4);
    const results = await Promise.all([
      cancelOrder(db(), order.id, 'customer'),
      cancelOrder(db(), order.id, 'customer'),
    ]);
    expect(results.sort()).toEqual([false, true]);
    expect(await stockOf(product.id)).toBe(6);
    expect(await markOrderPaid(db(), { orderId: order.id, method: 'transfer' })).toEqual({
      status: 'refused',
      reason: 'cancelled',
    });
  });

  it('cancels unpaid transfers past their due date, leaving paid ones alone', async () => {
    const late = await placed(6, 7);
    const paid = await placed(6, 8);
    const recent = await placed(6, 9);
    await markOrderPaid(db(), { orderId: paid.order.id, method: 'transfer' });
    await db().execute(sql`update orders set payment_due_at = now() - interval '1 hour'
      where id in (${late.order.id}::uuid, ${paid.order.id}::uuid)`);

    const swept = await Promise.all([cancelExpiredTransfers(db()), cancelExpiredTransfers(db())]);

    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await loadOrder(db(), late.order.id))!.status).toBe('cancelled');
    expect(await stockOf(late.product.id)).toBe(6);
    expect((await loadOrder(db(), paid.order.id))!.status).toBe('paid');
    expect(await stockOf(paid.product.id)).toBe(4);
    expect((await loadOrder(db(), recent.order.id))!.status).toBe('pending');
    const cancelled = await one<{ render: EmailRenderRef }>(
      db(),
      sql`select render from email_outbox where template = 'order-cancelled'
          and to_address = ${late.caller.email}`,
    );
    expect((await renderOrderEmail(db(), cancelled.render)).text).toContain('remis en stock');
  });

  it('takes stock only at the price the order was priced with, and tells why a line was not taken', async () => {
    const a = await stockedProduct(db(), 5, 20);
    const b = await stockedProduct(db(), 1, 21);
    const line = (p: { id: string }, quantity: number, priceTtc: number) => ({
      key: `${p.id}-default`,
      productId: p.id,
      variantId: null,
      quantity,
      priceTtc,
    });
    // The price of `a` changed after the cart was priced (before the transaction): not taken.
    const taken = await db().transaction((tx) =>
      takeStock(tx, [line(a, 2, a.priceTtc + 1), line(b, 1, b.priceTtc)]),
    );
    expect(taken.taken.map((l) => l.productId)).toEqual([b.id]);
    expect(taken.missed.map((l) => l.productId)).toEqual([a.id]);
    expect(taken.slugs).toEqual([b.slug]);
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(0);
    expect(await lineMiss(db(), line(a, 2, a.priceTtc + 1))).toBe('changed');
    expect(await lineMiss(db(), line(b, 1, b.priceTtc))).toBe('short');
    await db().execute(sql`update products set unlimited_stock = true where id = ${b.id}::uuid`);
    expect(await lineMiss(db(), line(b, 1, b.priceTtc))).toBe('untracked');
    await db().execute(sql`update products set unlimited_stock = false where id = ${b.id}::uuid`);
  });

  it('gives every order its own number, in sequence', async () => {
    const a = await placed(6, 10);
    const b = await placed(6, 11);
    const n = (s: string) => Number(s.split('-')[2]);
    expect(n(b.order.orderNumber)).toBeGreaterThan(n(a.order.orderNumber));
  });
});
