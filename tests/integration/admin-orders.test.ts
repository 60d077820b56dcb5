/**
 * The admin's order workflow against the real database and a local fake of the Stripe API
 * (tests/support/stripe-fake.ts: no network here, the real Stripe is never reached): every
 * allowed change with its follow-ups (invoice, e-mail, stock, credit note, refund, audit row),
 * every refused one with its French message and nothing written, and the list's SQL search.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => {
  const { startStripeFake } = await import('../support/stripe-fake');
  const server = await startStripeFake();
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake_admin_orders';
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_admin_orders';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_admin_orders_tests_only';
  process.env.STRIPE_API_BASE = server.url;
  return server;
});

import { listAudit } from '@/lib/admin/audit';
import {
  cancelOrderAction,
  deliverOrderAction,
  markOrderPaidAction,
  processOrderAction,
  refundOrderAction,
  saveOrderNoteAction,
  shipOrderAction,
} from '@/lib/admin/orders/actions';
import { listOrdersForAdmin, orderForAdmin, orderTableState } from '@/lib/admin/orders/queries';
import { ORDER_TRANSITIONS, type OrderTransition } from '@/lib/admin/orders/workflow';
import { getDb } from '@/lib/db/client';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/orders/constants';
import { formatCents } from '@/lib/money';
import { markOrderPaid } from '@/lib/orders/payment';
import { stripeClient } from '@/lib/payments/stripe';
import adminMessages from '@/messages/admin.fr.json';
import { admin, calling, invalidated } from '../support/admin-caller';
import { productStock, stockedProduct, testCustomer, testOrder } from '../support/card-orders';
import { createOrder } from '../support/orders';

const me = admin();
const db = getDb();
const STATUS_LABEL = adminMessages.admin.orders.statuses;

afterAll(() => fake.close());

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

async function state(id: string) {
  const { rows } = await db.execute<{
    status: string;
    payment_state: string;
    carrier_code: string | null;
    tracking_number: string | null;
    tracking_url: string | null;
    shipped: boolean;
    released: boolean;
  }>(sql`select status::text, payment_state::text, carrier_code, tracking_number, tracking_url,
           shipped_at is not null as shipped, stock_released_at is not null as released
         from orders where id = ${id}::uuid`);
  return rows[0]!;
}

async function templatesSentFor(orderNumber: string): Promise<string[]> {
  const { rows } = await db.execute<{ template: string }>(sql`
    select template from email_outbox where subject like ${`%${orderNumber}%`}
    order by created_at, id`);
  return rows.map((r) => r.template);
}

async function documentsOf(orderId: string) {
  const { rows } = await db.execute<{ kind: string; number: string }>(sql`
    select kind::text, number from invoices where order_id = ${orderId}::uuid order by kind`);
  return rows;
}

async function auditRows(): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from admin_audit_log`,
  );
  return rows[0]!.n;
}

async function setStatus(id: string, status: OrderStatus, paymentState?: string) {
  await db.execute(sql`update orders set status = ${status},
    payment_state = coalesce(${paymentState ?? null}, payment_state) where id = ${id}::uuid`);
}

/** A card order paid through the fake Stripe (an intent that succeeded), invoiced. */
async function paidCardOrder(product?: { id: string; quantity: number }) {
  const userId = await testCustomer(db, 'carte');
  const order = await testOrder(db, { userId, method: 'card', product });
  const intent = await stripeClient().paymentIntents.create({
    amount: order.totalCents,
    currency: 'eur',
    metadata: { order_id: order.id },
  });
  fake.setStatus(intent.id, 'succeeded');
  const paid = await markOrderPaid(db, {
    orderId: order.id,
    method: 'card',
    reference: intent.id,
    amountCents: order.totalCents,
  });
  expect(paid.status).toBe('paid');
  return { ...order, intentId: intent.id };
}

const ACTIONS: Record<OrderTransition, (id: string) => Promise<{ ok: boolean; error?: string }>> = {
  markPaid: (id) => markOrderPaidAction({ id }),
  process: (id) => processOrderAction({ id }),
  ship: (id) => shipOrderAction({ id, carrierCode: 'colissimo', trackingNumber: '6A12345678901' }),
  deliver: (id) => deliverOrderAction({ id }),
  cancel: (id) => cancelOrderAction({ id }),
  refund: (id) => refundOrderAction({ id, lines: [{ index: 0, quantity: 1 }] }),
};

/** The whole of a test order (one line, no shipping), as the refund dialog selects it. */
const wholeOf = (order: { id: string }, quantity = 1) => ({
  id: order.id,
  lines: [{ index: 0, quantity }],
});

describe('allowed changes', () => {
  it('marks a bank transfer received: paid, invoice issued, e-mail with the invoice, audit row', async () => {
    const userId = await testCustomer(db, 'virement');
    const order = await testOrder(db, { userId, method: 'transfer' });
    const result = await markOrderPaidAction({ id: order.id });
    expect(result).toMatchObject({ ok: true, data: { status: 'paid' } });
    expect(await state(order.id)).toMatchObject({ status: 'paid', payment_state: 'paid' });
    const docs = await documentsOf(order.id);
    expect(docs).toEqual([{ kind: 'invoice', number: expect.stringMatching(/^FA-\d{4}-\d{6}$/) }]);
    expect(await templatesSentFor(order.orderNumber)).toContain('order-paid');
    const [entry] = await listAudit(db, me, { entity: 'order', entityId: order.id });
    expect(entry).toMatchObject({ action: 'admin.orders.markPaid', actorId: me.userId });
    expect(entry?.before).toMatchObject({ status: 'pending', paymentState: 'pending' });
    expect(entry?.after).toMatchObject({
      status: 'paid',
      paymentState: 'paid',
      transition: 'markPaid',
    });
  });

  it('prepares, ships with carrier and tracking link (e-mail sent), then marks delivered', async () => {
    const userId = await testCustomer(db, 'expedition');
    const order = await testOrder(db, { userId, method: 'transfer', status: 'paid' });
    expect((await processOrderAction({ id: order.id })).ok).toBe(true);
    expect((await state(order.id)).status).toBe('processing');
    const shipped = await shipOrderAction({
      id: order.id,
      carrierCode: 'colissimo',
      trackingNumber: ' 6A12345678901 ',
    });
    expect(shipped).toMatchObject({ ok: true, data: { status: 'shipped' } });
    expect(await state(order.id)).toMatchObject({
      status: 'shipped',
      carrier_code: 'colissimo',
      tracking_number: '6A12345678901',
      tracking_url: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
      shipped: true,
    });
    expect(await templatesSentFor(order.orderNumber)).toContain('order-shipped');
    expect((await deliverOrderAction({ id: order.id })).ok).toBe(true);
    expect((await state(order.id)).status).toBe('delivered');
    const history = await listAudit(db, me, { entity: 'order', entityId: order.id });
    expect(history.map((h) => h.action)).toEqual([
      'admin.orders.deliver',
      'admin.orders.ship',
      'admin.orders.process',
    ]);
  });

  it('a carrier without a tracking page keeps the number and gives no link', async () => {
    const userId = await testCustomer(db, 'adr');
    const order = await testOrder(db, { userId, method: 'transfer', status: 'paid' });
    const shipped = await shipOrderAction({
      id: order.id,
      carrierCode: 'messagerie-adr',
      trackingNumber: 'ADR-778899',
    });
    expect(shipped.ok).toBe(true);
    expect(await state(order.id)).toMatchObject({
      tracking_number: 'ADR-778899',
      tracking_url: null,
    });
  });

  it('cancels an unpaid order: its stock goes back, the customer is told, no credit note', async () => {
    const product = await stockedProduct(db);
    const stockBefore = await productStock(db, product.id);
    const userId = await testCustomer(db, 'annulation');
    const order = await testOrder(db, {
      userId,
      method: 'transfer',
      product: { id: product.id, quantity: 3 },
    });
    expect(await productStock(db, product.id)).toBe(stockBefore - 3);
    const result = await cancelOrderAction({ id: order.id });
    expect(result).toMatchObject({ ok: true, data: { status: 'cancelled' } });
    expect(await productStock(db, product.id)).toBe(stockBefore);
    expect(await state(order.id)).toMatchObject({ status: 'cancelled', released: true });
    expect(await templatesSentFor(order.orderNumber)).toContain('order-cancelled');
    expect(await documentsOf(order.id)).toEqual([]);
    expect(invalidated.length).toBeGreaterThan(0);
  });

  it('cancels an invoiced transfer order with a credit note', async () => {
    const userId = await testCustomer(db, 'avoir');
    const order = await testOrder(db, { userId, method: 'transfer' });
    expect((await markOrderPaidAction({ id: order.id })).ok).toBe(true);
    expect((await cancelOrderAction({ id: order.id })).ok).toBe(true);
    const kinds = (await documentsOf(order.id)).map((d) => d.kind).sort();
    expect(kinds).toEqual(['credit_note', 'invoice']);
  });

  it('refunds a card payment through the Stripe fake: refund of the total, credit note, stock back', async () => {
    const product = await stockedProduct(db);
    const stockBefore = await productStock(db, product.id);
    const order = await paidCardOrder({ id: product.id, quantity: 2 });
    const result = await refundOrderAction(wholeOf(order, 2));
    expect(result).toMatchObject({ ok: true, data: { status: 'refunded' } });
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === order.intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(order.totalCents);
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(sent.headers['idempotency-key']).toBe(`refund-${order.id}-1`);
    expect(await state(order.id)).toMatchObject({ status: 'refunded', payment_state: 'refunded' });
    expect(await productStock(db, product.id)).toBe(stockBefore);
    expect((await documentsOf(order.id)).map((d) => d.kind).sort()).toEqual([
      'credit_note',
      'invoice',
    ]);
    const { rows } = await db.execute<{ type: string }>(
      sql`select type from payment_events where order_id = ${order.id}::uuid`,
    );
    expect(rows).toEqual([{ type: 'refund.created' }]);
    const { rows: subjects } = await db.execute<{ subject: string }>(sql`
      select subject from email_outbox where template = 'order-refunded'
        and subject like ${`%${order.orderNumber}%`}`);
    expect(subjects).toEqual([
      { subject: `Remboursement de ${formatCents(4990)} pour votre commande ${order.orderNumber}` },
    ]);
    // Asked again: refused by the workflow, Stripe not called a second time.
    const again = await refundOrderAction(wholeOf(order, 2));
    expect(again).toMatchObject({
      ok: false,
      error: `Impossible de passer une commande « ${STATUS_LABEL.refunded} » à « ${STATUS_LABEL.refunded} ».`,
    });
    expect(
      [...fake.refunds.values()].filter((r) => r.payment_intent === order.intentId),
    ).toHaveLength(1);
  });

  it('refunds a delivered card order without touching stock', async () => {
    const product = await stockedProduct(db);
    const order = await paidCardOrder({ id: product.id, quantity: 1 });
    await setStatus(order.id, 'delivered');
    const stock = await productStock(db, product.id);
    expect((await refundOrderAction(wholeOf(order))).ok).toBe(true);
    expect(await productStock(db, product.id)).toBe(stock);
    expect((await state(order.id)).released).toBe(false);
  });

  it('saves the internal note, audited with its old and new text', async () => {
    const order = await createOrder(db);
    expect(
      (await saveOrderNoteAction({ id: order.id, notes: 'Client rappelé, livrer après 14 h' })).ok,
    ).toBe(true);
    expect((await saveOrderNoteAction({ id: order.id, notes: 'Livrer après 15 h' })).ok).toBe(true);
    const detail = await orderForAdmin(db, me, order.id);
    expect(detail?.notes).toBe('Livrer après 15 h');
    const [last] = await listAudit(db, me, { entity: 'order', entityId: order.id });
    expect(last).toMatchObject({
      action: 'admin.orders.note',
      before: { notes: 'Client rappelé, livrer après 14 h' },
      after: { notes: 'Livrer après 15 h' },
    });
  });
});

describe('refused changes (nothing written)', () => {
  // Every (status, change) pair the table does not allow, on a transfer and on a card order.
  for (const method of ['transfer', 'card'] as const) {
    for (const status of ORDER_STATUSES) {
      const refused = (Object.keys(ORDER_TRANSITIONS) as OrderTransition[]).filter(
        (name) => !(ORDER_TRANSITIONS[name].from as readonly string[]).includes(status),
      );
      if (refused.length === 0) continue;
      it(`${method}, « ${status} »: ${refused.join(', ')} refused in French`, async () => {
        const userId = await testCustomer(db, 'refus');
        const order = await testOrder(db, { userId, method, paymentReference: 'pi_none' });
        await setStatus(order.id, status, status === 'pending' ? 'pending' : 'paid');
        const before = await state(order.id);
        const audits = await auditRows();
        for (const name of refused) {
          const result = await ACTIONS[name](order.id);
          expect(result).toEqual(
            expect.objectContaining({
              ok: false,
              error: `Impossible de passer une commande « ${STATUS_LABEL[status]} » à « ${STATUS_LABEL[ORDER_TRANSITIONS[name].to]} ».`,
            }),
          );
        }
        expect(await state(order.id)).toEqual(before);
        expect(await auditRows()).toBe(audits);
      });
    }
  }

  it('a card order is never marked paid by hand; a transfer refund needs its date and reference, never Stripe', async () => {
    const userId = await testCustomer(db, 'moyens');
    const card = await testOrder(db, { userId, method: 'card' });
    expect(await markOrderPaidAction({ id: card.id })).toMatchObject({
      ok: false,
      error: adminMessages.admin.orders.refused.markPaidCard,
    });
    const transfer = await testOrder(db, { userId, method: 'transfer' });
    expect((await markOrderPaidAction({ id: transfer.id })).ok).toBe(true);
    const calls = fake.requests.length;
    expect(await refundOrderAction(wholeOf(transfer))).toMatchObject({
      ok: false,
      error: adminMessages.admin.orders.refundForm.dateInvalid,
      fieldErrors: {
        refundedOn: adminMessages.admin.orders.refundForm.dateInvalid,
        reference: adminMessages.admin.orders.refundForm.referenceRequired,
      },
    });
    expect(fake.requests.length).toBe(calls);
    expect((await state(transfer.id)).status).toBe('paid');
    const paidCard = await paidCardOrder();
    expect(await cancelOrderAction({ id: paidCard.id })).toMatchObject({
      ok: false,
      error: adminMessages.admin.orders.refused.cancelCardPaid,
    });
    expect((await state(paidCard.id)).status).toBe('paid');
  });

  it('Stripe down: the refund is refused in French and the order stays paid', async () => {
    const order = await paidCardOrder();
    const audits = await auditRows();
    fake.failNext(3);
    const result = await refundOrderAction(wholeOf(order));
    expect(result).toMatchObject({
      ok: false,
      error: adminMessages.admin.orders.refused.stripeFailed,
    });
    expect(await state(order.id)).toMatchObject({ status: 'paid', payment_state: 'paid' });
    expect(await documentsOf(order.id)).toHaveLength(1);
    expect(await auditRows()).toBe(audits);
  });

  it('shipping needs a known carrier and a tracking number (French messages on the fields)', async () => {
    const userId = await testCustomer(db, 'transporteur');
    const order = await testOrder(db, { userId, method: 'transfer', status: 'paid' });
    expect(
      await shipOrderAction({ id: order.id, carrierCode: 'pigeon', trackingNumber: 'AB1234' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { carrierCode: adminMessages.admin.orders.refused.carrierUnknown },
    });
    expect(
      await shipOrderAction({ id: order.id, carrierCode: 'colissimo', trackingNumber: '<b>x' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { trackingNumber: adminMessages.admin.orders.refused.trackingInvalid },
    });
    expect((await state(order.id)).status).toBe('paid');
  });

  it('an unknown order is answered in French', async () => {
    expect(await markOrderPaidAction({ id: '00000000-0000-4000-8000-000000000000' })).toMatchObject(
      {
        ok: false,
        error: adminMessages.admin.orders.refused.notFound,
      },
    );
  });
});

describe('the admin list and order page', () => {
  it('searches by number, customer and colour code; filters by status, payment and date', async () => {
    const order = await createOrder(db, {
      email: 'garage.lefebvre@example.fr',
      customer: { firstName: 'Paul', lastName: 'Lefebvre', company: 'Garage Lefebvre' },
      lines: [
        {
          name: 'Peinture sur mesure',
          quantity: 1,
          unitTtc: 4590,
          colour: { code: 'ZZQ9X', name: 'Bleu test' },
        },
      ],
    });
    const list = (params: Record<string, string>) =>
      listOrdersForAdmin(db, me, orderTableState(params, ['colissimo']));
    for (const q of [order.orderNumber, 'lefebvre', 'GARAGE.LEFEBVRE@', 'zzq9x']) {
      const found = await list({ q });
      expect(
        found.rows.map((r) => r.id),
        q,
      ).toContain(order.id);
    }
    expect((await list({ q: 'personne-de-ce-nom' })).total).toBe(0);
    expect((await list({ q: 'lefebvre', statut: 'pending' })).rows.map((r) => r.id)).toContain(
      order.id,
    );
    expect((await list({ q: 'lefebvre', statut: 'shipped' })).total).toBe(0);
    expect((await list({ q: 'lefebvre', paiement: 'paid' })).total).toBe(0);
    expect(
      (await list({ q: 'lefebvre', moyen: 'transfer', transporteur: 'colissimo' })).total,
    ).toBe(1);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect((await list({ q: 'lefebvre', du: today, au: today })).total).toBe(1);
    expect((await list({ q: 'lefebvre', au: '2020-01-01' })).total).toBe(0);
    // Unknown filter values are ignored, never an error.
    expect((await list({ q: 'lefebvre', statut: 'volée', du: '2026-13-45' })).total).toBe(1);
    // Past the last page: no row carries the total, which is still given.
    const past = await list({ q: 'lefebvre', page: '2' });
    expect(past.rows).toHaveLength(0);
    expect(past.total).toBe(1);
    const everything = await list({});
    const [all] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`))
      .rows;
    expect(everything.total).toBe(all!.n);
    expect((await list({ page: String(Math.ceil(all!.n / 25) + 1) })).total).toBe(all!.n);
  });

  it('the order page holds payment events, e-mails sent and the audit history', async () => {
    const userId = await testCustomer(db, 'page');
    const order = await testOrder(db, { userId, method: 'transfer' });
    await markOrderPaidAction({ id: order.id });
    const detail = await orderForAdmin(db, me, order.id);
    expect(detail?.order.invoice?.number).toMatch(/^FA-/);
    expect(detail?.emails.map((e) => e.template)).toContain('order-paid');
    expect(detail?.history.map((h) => h.action)).toEqual(['admin.orders.markPaid']);
    expect(await orderForAdmin(db, me, 'pas-un-uuid')).toBeNull();
  });
});
