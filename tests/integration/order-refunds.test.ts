/**
 * Refunds for every way of paying (issue 40 §2) against the real database and the local Stripe
 * fake (tests/support/stripe-fake.ts): partial refunds by line and shipping for transfers and
 * cards, the states « Partiellement remboursée » / « Remboursée », partial credit notes that add
 * up to the invoice (discount included), the balance of a paid order cancelled, the refusals
 * (nothing written), credit-note numbering without gaps under parallel refunds, the e-mails
 * through the outbox, and « Renvoyer » (confirmation, invoice), all audited.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => {
  const { startStripeFake } = await import('../support/stripe-fake');
  const server = await startStripeFake();
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake_order_refunds';
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_order_refunds';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_order_refunds_tests_only';
  process.env.STRIPE_API_BASE = server.url;
  return server;
});

import { salesByPeriod, topProducts } from '@/lib/admin/analytics/queries';
import { listAudit } from '@/lib/admin/audit';
import { dailySales, dashboardFigures } from '@/lib/admin/dashboard/queries';
import { auditActionLabel } from '@/lib/admin/audit-labels';
import {
  cancelOrderAction,
  deliverOrderAction,
  markOrderPaidAction,
  refundOrderAction,
  resendOrderDocumentAction,
  shipOrderAction,
} from '@/lib/admin/orders/actions';
import { getDb } from '@/lib/db/client';
import { parisDay } from '@/lib/format';
import type { InvoiceData } from '@/lib/invoices/types';
import { formatCents } from '@/lib/money';
import type { EmailRenderRef } from '@/lib/mail/render';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { markOrderPaid } from '@/lib/orders/payment';
import { stripeClient } from '@/lib/payments/stripe';
import adminMessages from '@/messages/admin.fr.json';
import { admin, calling } from '../support/admin-caller';
import { createOrder } from '../support/orders';

const db = getDb();
const me = admin();
const F = adminMessages.admin.orders.refundForm;
const today = () => parisDay(new Date());

afterAll(() => fake.close());
beforeEach(() => {
  calling.caller = me;
});

/** A transfer order (lines 39,90 € ×1 and 14,50 € ×2, shipping 6,90 €) paid and invoiced. */
async function paidTransfer(discountCents = 0) {
  const order = await createOrder(db, {
    discountCents,
    promotionCode: discountCents ? 'PROMO' : null,
  });
  expect((await markOrderPaidAction({ id: order.id })).ok).toBe(true);
  return order;
}

/** The same order by card, paid through the Stripe fake. */
async function paidCard() {
  const order = await createOrder(db, { paymentMethod: 'card' });
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

const transfer = (id: string, selection: object) => ({
  id,
  refundedOn: today(),
  reference: 'VIR-REMB-0001',
  ...selection,
});

async function orderState(id: string) {
  const { rows } = await db.execute<{ status: string; payment_state: string }>(sql`
    select status::text, payment_state::text from orders where id = ${id}::uuid`);
  return rows[0]!;
}

async function documents(orderId: string) {
  const { rows } = await db.execute<{
    kind: string;
    number: string;
    data: InvoiceData;
    credited: unknown;
  }>(sql`select kind, number, data, credited from invoices where order_id = ${orderId}::uuid
         order by issued_at, number`);
  return rows;
}

async function refundRows(orderId: string) {
  const { rows } = await db.execute<{
    method: string;
    amount_cents: number;
    reference: string | null;
    credit_note: string | null;
  }>(sql`select r.method::text, r.amount_cents, r.reference, i.number as credit_note
         from order_refunds r left join invoices i on i.id = r.credit_note_id
         where r.order_id = ${orderId}::uuid order by r.created_at`);
  return rows;
}

async function outbox(orderNumber: string) {
  const { rows } = await db.execute<{
    template: string;
    subject: string;
    render: EmailRenderRef;
    attachments: unknown;
  }>(sql`select template, subject, render, attachments from email_outbox
         where subject like ${`%${orderNumber}%`} order by created_at, id`);
  return rows;
}

async function creditNoteCount(): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from invoices where kind = 'credit_note'`,
  );
  return rows[0]!.n;
}

describe('a transfer refunded by line, then in full', () => {
  it('records each refund with its credit note, moves the state, e-mails the customer', async () => {
    const order = await paidTransfer();
    expect(order.totalCents).toBe(7580);

    // One varnish of the two: 14,50 €.
    const first = await refundOrderAction(
      transfer(order.id, { lines: [{ index: 1, quantity: 1 }] }),
    );
    expect(first).toMatchObject({
      ok: true,
      data: { status: 'partially_refunded', amountCents: 1450 },
    });
    expect(await orderState(order.id)).toEqual({
      status: 'partially_refunded',
      payment_state: 'paid',
    });
    let docs = await documents(order.id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const note = docs[1]!;
    expect(note.credited).toEqual({ lines: { '1': 1 }, shipping: false });
    expect(note.data.totals.ttc).toBe(-1450);
    expect(note.data.lines).toHaveLength(1);
    expect(note.data.lines[0]).toMatchObject({ name: 'Vernis 2K brillant', quantity: -1 });
    expect(note.data.credits?.number).toBe(docs[0]!.number);
    expect(await refundRows(order.id)).toEqual([
      {
        method: 'transfer',
        amount_cents: 1450,
        reference: 'VIR-REMB-0001',
        credit_note: note.number,
      },
    ]);
    const mails = (await outbox(order.orderNumber)).filter((m) => m.template === 'order-refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Remboursement de ${formatCents(1450)} pour votre commande ${order.orderNumber}`,
    );
    expect(mails[0]!.attachments).toEqual([{ kind: 'invoice', invoiceId: expect.any(String) }]);
    const rendered = await renderOrderEmail(db, mails[0]!.render);
    expect(rendered.text).toContain(`Nous vous avons remboursé ${formatCents(1450)}`);
    expect(rendered.text).toContain('par virement sur votre compte (référence VIR-REMB-0001)');
    expect(rendered.text).toContain(`L’avoir ${note.number} sur la facture ${docs[0]!.number}`);

    // The rest: the paint, the other varnish and the shipping.
    const rest = await refundOrderAction(
      transfer(order.id, {
        lines: [
          { index: 0, quantity: 1 },
          { index: 1, quantity: 1 },
        ],
        shipping: true,
      }),
    );
    expect(rest).toMatchObject({ ok: true, data: { status: 'refunded', amountCents: 6130 } });
    expect(await orderState(order.id)).toEqual({ status: 'refunded', payment_state: 'refunded' });
    docs = await documents(order.id);
    const invoice = docs[0]!.data.totals;
    const credited = docs.slice(1).reduce(
      (sum, d) => ({
        ht: sum.ht + d.data.totals.ht,
        vat: sum.vat + d.data.totals.vat,
        ttc: sum.ttc + d.data.totals.ttc,
      }),
      { ht: 0, vat: 0, ttc: 0 },
    );
    expect(credited).toEqual({ ht: -invoice.ht, vat: -invoice.vat, ttc: -invoice.ttc });

    // Nothing left: refused by the workflow (the order is « Remboursée »), nothing written.
    const count = await creditNoteCount();
    const again = await refundOrderAction(transfer(order.id, { shipping: true }));
    expect(again).toMatchObject({ ok: false });
    expect(await creditNoteCount()).toBe(count);

    const history = await listAudit(db, me, { entity: 'order', entityId: order.id });
    expect(history[0]).toMatchObject({
      action: 'admin.orders.refund',
      after: { status: 'refunded', refund: { amountCents: 6130, method: 'transfer' } },
    });
    expect(auditActionLabel('admin.orders.refund')).toBe('Remboursement enregistré');
  });

  it('credits the shipping alone, and spreads a discount so the credit notes add up', async () => {
    const order = await paidTransfer(500);
    expect(order.totalCents).toBe(7080);
    const shipping = await refundOrderAction(transfer(order.id, { shipping: true }));
    expect(shipping).toMatchObject({ ok: true, data: { amountCents: 690 } });
    // The paint (39,90 € of 68,90 € of goods) takes its share of the 5 € discount: 2,90 €.
    const paint = await refundOrderAction(
      transfer(order.id, { lines: [{ index: 0, quantity: 1 }] }),
    );
    expect(paint).toMatchObject({ ok: true, data: { amountCents: 3990 - 290 } });
    const last = await refundOrderAction(
      transfer(order.id, { lines: [{ index: 1, quantity: 2 }] }),
    );
    expect(last).toMatchObject({ ok: true, data: { status: 'refunded', amountCents: 2900 - 210 } });
    const rows = await refundRows(order.id);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(order.totalCents);
  });
});

describe('a partial refund does not stop the parcel', () => {
  const ship = (id: string) =>
    shipOrderAction({ id, carrierCode: 'colissimo', trackingNumber: '6A12345678901' });
  const R = adminMessages.admin.orders.refused;

  async function dates(id: string) {
    const { rows } = await db.execute<{ shipped: boolean; delivered: boolean }>(sql`
      select shipped_at is not null as shipped, delivered_at is not null as delivered
      from orders where id = ${id}::uuid`);
    return rows[0]!;
  }

  it('shipped then partly refunded: marked delivered, still « Partiellement remboursée »', async () => {
    const order = await paidTransfer();
    expect((await ship(order.id)).ok).toBe(true);
    const part = await refundOrderAction(
      transfer(order.id, { lines: [{ index: 1, quantity: 1 }] }),
    );
    expect(part).toMatchObject({ ok: true, data: { status: 'partially_refunded' } });
    // Shipped already: not a second time.
    expect(await ship(order.id)).toMatchObject({ ok: false, error: R.alreadyShipped });

    const delivered = await deliverOrderAction({ id: order.id });
    expect(delivered).toMatchObject({ ok: true, data: { status: 'partially_refunded' } });
    expect(await orderState(order.id)).toEqual({
      status: 'partially_refunded',
      payment_state: 'paid',
    });
    expect(await dates(order.id)).toEqual({ shipped: true, delivered: true });
    expect(await deliverOrderAction({ id: order.id })).toMatchObject({
      ok: false,
      error: R.alreadyDelivered,
    });
    const history = await listAudit(db, me, { entity: 'order', entityId: order.id });
    expect(history[0]).toMatchObject({
      action: 'admin.orders.deliver',
      after: { status: 'partially_refunded', transition: 'deliver' },
    });
  });

  it('partly refunded before it left: shipped, then delivered, keeping its refund state', async () => {
    const order = await paidTransfer();
    const toShip = async () => (await dashboardFigures(db, me)).awaitingShipping;
    const waiting = await toShip();
    expect((await refundOrderAction(transfer(order.id, { shipping: true }))).ok).toBe(true);
    // Still to ship on the dashboard.
    expect(await toShip()).toBe(waiting);
    expect(await deliverOrderAction({ id: order.id })).toMatchObject({
      ok: false,
      error: R.notShipped,
    });
    expect(await ship(order.id)).toMatchObject({
      ok: true,
      data: { status: 'partially_refunded' },
    });
    expect(await toShip()).toBe(waiting - 1);
    expect(await deliverOrderAction({ id: order.id })).toMatchObject({
      ok: true,
      data: { status: 'partially_refunded' },
    });
    expect(await dates(order.id)).toEqual({ shipped: true, delivered: true });
  });

  it('a fully refunded or cancelled order is neither shipped nor delivered', async () => {
    const refunded = await paidTransfer();
    expect((await ship(refunded.id)).ok).toBe(true);
    const all = await refundOrderAction(
      transfer(refunded.id, {
        lines: [
          { index: 0, quantity: 1 },
          { index: 1, quantity: 2 },
        ],
        shipping: true,
      }),
    );
    expect(all).toMatchObject({ ok: true, data: { status: 'refunded' } });
    expect(await deliverOrderAction({ id: refunded.id })).toMatchObject({ ok: false });
    expect(await dates(refunded.id)).toEqual({ shipped: true, delivered: false });

    const cancelled = await paidTransfer();
    expect((await cancelOrderAction({ id: cancelled.id })).ok).toBe(true);
    expect(await ship(cancelled.id)).toMatchObject({ ok: false });
    expect(await deliverOrderAction({ id: cancelled.id })).toMatchObject({ ok: false });
    expect(await dates(cancelled.id)).toEqual({ shipped: false, delivered: false });
  });
});

describe('the figures count refunds off', () => {
  const thisMonth = () => dashboardFigures(db, me).then((f) => f.month);
  const todaySales = async () => (await dailySales(db, me, 1))[0]!;
  const salesToday = async () => (await salesByPeriod(db, me, 'jour')).at(-1)!;
  const varnishSold = async () =>
    (await topProducts(db, me, 'jour')).find((p) => p.name === 'Vernis 2K brillant')?.quantity ?? 0;

  it('a partly refunded order is paid, its revenue net; refunded or cancelled ones bring nothing', async () => {
    const before = await thisMonth();
    const [dayBefore, salesBefore] = [await todaySales(), await salesToday()];
    const varnishBefore = await varnishSold();

    const partly = await paidTransfer();
    const invoice = (await documents(partly.id))[0]!.data.totals;
    expect(
      (await refundOrderAction(transfer(partly.id, { lines: [{ index: 1, quantity: 1 }] }))).ok,
    ).toBe(true);
    const note = (await documents(partly.id))[1]!.data.totals;

    const whole = await paidTransfer();
    const all = await refundOrderAction(
      transfer(whole.id, {
        lines: [
          { index: 0, quantity: 1 },
          { index: 1, quantity: 2 },
        ],
        shipping: true,
      }),
    );
    expect(all).toMatchObject({ ok: true, data: { status: 'refunded' } });

    const cancelled = await paidTransfer();
    expect((await cancelOrderAction({ id: cancelled.id })).ok).toBe(true);
    expect((await refundOrderAction(transfer(cancelled.id, {}))).ok).toBe(true);

    const after = await thisMonth();
    // Placed: the partly and the fully refunded ones; paid: the partly refunded one only.
    expect(after.orders - before.orders).toBe(2);
    expect(after.paidOrders - before.paidOrders).toBe(1);
    expect(after.revenueTtcCents - before.revenueTtcCents).toBe(7580 - 1450);
    expect(after.revenueHtCents - before.revenueHtCents).toBe(invoice.ht + note.ht);
    expect(note.ht).toBeLessThan(0);
    const day = await todaySales();
    expect(day.orders - dayBefore.orders).toBe(1);
    expect(day.revenueTtcCents - dayBefore.revenueTtcCents).toBe(6130);
    const sales = await salesToday();
    expect(sales.orders - salesBefore.orders).toBe(1);
    expect(sales.revenueTtcCents - salesBefore.revenueTtcCents).toBe(6130);
    // The products sold: the two varnishes of the partly refunded order, none of the others.
    expect((await varnishSold()) - varnishBefore).toBe(2);
  });
});

describe('refusals (nothing written)', () => {
  it('more than is left, nothing chosen, a future date, no reference: French messages', async () => {
    const order = await paidTransfer();
    const count = await creditNoteCount();
    expect(
      await refundOrderAction(transfer(order.id, { lines: [{ index: 1, quantity: 3 }] })),
    ).toMatchObject({ ok: false, error: F.tooMany });
    expect(await refundOrderAction(transfer(order.id, { lines: [] }))).toMatchObject({
      ok: false,
      error: F.nothingSelected,
    });
    expect(
      await refundOrderAction({
        id: order.id,
        lines: [{ index: 0, quantity: 1 }],
        refundedOn: '2999-01-01',
        reference: '',
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { refundedOn: F.dateInvalid, reference: F.referenceRequired },
    });
    expect(await creditNoteCount()).toBe(count);
    expect(await refundRows(order.id)).toEqual([]);
    expect(await orderState(order.id)).toEqual({ status: 'paid', payment_state: 'paid' });
  });

  it('an unpaid order has nothing to refund', async () => {
    const order = await createOrder(db);
    expect(await refundOrderAction(transfer(order.id, { shipping: true }))).toMatchObject({
      ok: false,
    });
    expect(await refundRows(order.id)).toEqual([]);
  });
});

describe('a paid transfer cancelled, then its refund recorded', () => {
  it('the cancellation promises the refund; recording it gives back the balance, no second credit note', async () => {
    const order = await paidTransfer();
    expect((await cancelOrderAction({ id: order.id })).ok).toBe(true);
    expect(await orderState(order.id)).toEqual({ status: 'cancelled', payment_state: 'paid' });
    const cancelled = (await outbox(order.orderNumber)).find(
      (m) => m.template === 'order-cancelled',
    )!;
    const text = (await renderOrderEmail(db, cancelled.render)).text;
    expect(text).toContain(
      `Votre paiement de ${formatCents(order.totalCents)} vous sera remboursé : un e-mail vous confirmera le remboursement`,
    );
    expect(text).not.toContain('il vous sera remboursé');
    expect((await documents(order.id)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);

    const refund = await refundOrderAction(transfer(order.id, {}));
    expect(refund).toMatchObject({
      ok: true,
      data: { status: 'cancelled', amountCents: order.totalCents, creditNote: null },
    });
    // Still « Annulée » (left out of the figures and the promotion uses), its payment given back.
    expect(await orderState(order.id)).toEqual({ status: 'cancelled', payment_state: 'refunded' });
    expect(await refundOrderAction(transfer(order.id, {}))).toMatchObject({
      ok: false,
      error: adminMessages.admin.orders.refused.refundNotPaid,
    });
    expect((await documents(order.id)).map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const mails = (await outbox(order.orderNumber)).map((m) => m.template);
    expect(mails.filter((t) => t === 'order-refunded')).toHaveLength(1);
  });
});

describe('cards through Stripe', () => {
  it('refunds part of a card payment through the fake, then the rest, one idempotency key each', async () => {
    const order = await paidCard();
    const first = await refundOrderAction({ id: order.id, lines: [{ index: 1, quantity: 2 }] });
    expect(first).toMatchObject({
      ok: true,
      data: { status: 'partially_refunded', amountCents: 2900 },
    });
    const second = await refundOrderAction({
      id: order.id,
      lines: [{ index: 0, quantity: 1 }],
      shipping: true,
    });
    expect(second).toMatchObject({ ok: true, data: { status: 'refunded', amountCents: 4680 } });
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === order.intentId);
    expect(refunds.map((r) => r.amount)).toEqual([2900, 4680]);
    const keys = fake.requests
      .filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === order.intentId)
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`refund-${order.id}-1`, `refund-${order.id}-2`]);
    const rows = await refundRows(order.id);
    expect(rows.map((r) => [r.method, r.amount_cents, r.reference])).toEqual([
      ['card', 2900, refunds[0]!.id],
      ['card', 4680, refunds[1]!.id],
    ]);
    expect(await orderState(order.id)).toEqual({ status: 'refunded', payment_state: 'refunded' });
  });

  it('Stripe down: refused, and the credit note number drawn is given back', async () => {
    const order = await paidCard();
    const count = await creditNoteCount();
    fake.failNext(3);
    expect(await refundOrderAction({ id: order.id, shipping: true })).toMatchObject({
      ok: false,
      error: adminMessages.admin.orders.refused.stripeFailed,
    });
    expect(await creditNoteCount()).toBe(count);
    expect(await orderState(order.id)).toEqual({ status: 'paid', payment_state: 'paid' });
  });
});

describe('credit-note numbering under parallel refunds', () => {
  it('numbers every credit note once, without gap, in date order, and never over-credits', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => paidTransfer()));
    const before = await creditNoteCount();
    // Two refunds of each order at once: the second waits for the first's lock.
    const results = await Promise.all(
      orders.flatMap((o) => [
        refundOrderAction(transfer(o.id, { lines: [{ index: 1, quantity: 2 }] })),
        refundOrderAction(transfer(o.id, { lines: [{ index: 1, quantity: 1 }], shipping: true })),
      ]),
    );
    // Each order has 2 varnishes: the pair asks for 3, so one of them is refused.
    expect(results.filter((r) => r.ok)).toHaveLength(6);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === F.tooMany)).toBe(true);
    const { rows } = await db.execute<{ number: string; issued_at: string }>(sql`
      select number, issued_at::text from invoices where kind = 'credit_note'
      order by number desc limit 6`);
    expect(await creditNoteCount()).toBe(before + 6);
    const seq = rows.map((r) => Number(r.number.slice(-6))).reverse();
    expect(seq).toEqual(seq.map((_, i) => seq[0]! + i));
    const dates = rows.map((r) => r.issued_at).reverse();
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('« Renvoyer »', () => {
  it('queues the confirmation again, and the invoice once there is one, audited', async () => {
    const order = await createOrder(db);
    expect(await resendOrderDocumentAction({ id: order.id, document: 'invoice' })).toMatchObject({
      ok: false,
      error: adminMessages.admin.orders.resend.noInvoice,
    });
    expect((await resendOrderDocumentAction({ id: order.id, document: 'confirmation' })).ok).toBe(
      true,
    );
    expect((await outbox(order.orderNumber)).map((m) => m.template)).toEqual([
      'order-confirmation',
    ]);
    expect((await markOrderPaidAction({ id: order.id })).ok).toBe(true);
    expect((await resendOrderDocumentAction({ id: order.id, document: 'invoice' })).ok).toBe(true);
    const paid = (await outbox(order.orderNumber)).filter((m) => m.template === 'order-paid');
    expect(paid).toHaveLength(2);
    expect(paid[1]!.attachments).toEqual(paid[0]!.attachments);
    const history = await listAudit(db, me, { entity: 'order', entityId: order.id });
    expect(history.filter((h) => h.action === 'admin.orders.resend')).toHaveLength(2);
    expect(auditActionLabel('admin.orders.resend')).toBe('Confirmation ou facture renvoyée');
  });
});
