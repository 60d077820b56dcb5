/**
 * Editing a PAID, unshipped order (issue 40 §2, docs/decisions/order-editing.md) on the real
 * database and the local Stripe fake: the invoice is never changed, it is cancelled by a credit
 * note of its whole amount and a new invoice is issued for the edited order (gapless numbers);
 * every reader of « the invoice » reads the new one; the difference is a balance left to pay by
 * transfer (e-mailed with the bank details, shown, then recorded as received) or refunded (card:
 * Stripe; transfer: the owner's transfer, its day and reference required); stock moves by the
 * differences; the audit entry names the documents.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => {
  const { startStripeFake } = await import('../support/stripe-fake');
  const server = await startStripeFake();
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake_order_edit_paid';
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_order_edit_paid';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_order_edit_paid_tests_only';
  process.env.STRIPE_API_BASE = server.url;
  return server;
});

import { listAudit } from '@/lib/admin/audit';
import { markOrderPaidAction, refundOrderAction } from '@/lib/admin/orders/actions';
import {
  editOrderAction,
  markBalanceReceivedAction,
  previewOrderEditAction,
} from '@/lib/admin/orders/edit-actions';
import { listOrdersForAdmin, orderForAdmin, orderTableState } from '@/lib/admin/orders/queries';
import { refundPanel } from '@/lib/admin/orders/refund-view';
import { getDb } from '@/lib/db/client';
import { parisDay } from '@/lib/format';
import type { InvoiceData } from '@/lib/invoices/types';
import type { EmailRenderRef } from '@/lib/mail/render';
import { formatCents } from '@/lib/money';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { markOrderPaid } from '@/lib/orders/payment';
import { placeOrder } from '@/lib/orders/place';
import { listOrdersOf, loadOrder } from '@/lib/orders/queries';
import { stripeClient } from '@/lib/payments/stripe';
import { priceCartFor } from '@/lib/pricing';
import adminMessages from '@/messages/admin.fr.json';
import { admin, calling } from '../support/admin-caller';
import {
  newBuyer,
  one,
  orderInput,
  productLine,
  stockedProduct,
} from '../support/checkout-fixtures';

const db = getDb();
const me = admin();
const E = adminMessages.admin.orderEdit.errors;

afterAll(() => fake.close());
beforeEach(() => {
  calling.caller = me;
});

const key = (productId: string) => `${productId}-default`;

async function stockOf(productId: string): Promise<number> {
  return (
    await one<{ s: number }>(
      db,
      sql`select stock_quantity as s from products where id = ${productId}::uuid`,
    )
  ).s;
}

/** A checkout order of `quantity` units (bank transfer), paid: by transfer, or by card. */
async function paidOrder(productId: string, quantity: number, method: 'transfer' | 'card') {
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
  let intentId: string | null = null;
  if (method === 'transfer') {
    expect((await markOrderPaidAction({ id: placed.id })).ok).toBe(true);
  } else {
    await db.execute(sql`update orders set payment_method = 'card' where id = ${placed.id}::uuid`);
    const intent = await stripeClient().paymentIntents.create({
      amount: shown.totalTtc,
      currency: 'eur',
      metadata: { order_id: placed.id },
    });
    fake.setStatus(intent.id, 'succeeded');
    const paid = await markOrderPaid(db, {
      orderId: placed.id,
      method: 'card',
      reference: intent.id,
      amountCents: shown.totalTtc,
    });
    expect(paid.status).toBe('paid');
    intentId = intent.id;
  }
  return { id: placed.id, totalCents: shown.totalTtc, buyer, intentId };
}

async function documents(orderId: string) {
  const { rows } = await db.execute<{
    id: string;
    kind: string;
    number: string;
    data: InvoiceData;
    credits_invoice_id: string | null;
    replaces_invoice_id: string | null;
  }>(sql`select id, kind, number, data, credits_invoice_id, replaces_invoice_id
         from invoices where order_id = ${orderId}::uuid order by issued_at, number`);
  return rows;
}

async function orderRow(id: string) {
  return one<{
    order_number: string;
    status: string;
    payment_state: string;
    total_cents: number;
    balance_due_cents: number;
  }>(
    db,
    sql`select order_number, status::text, payment_state::text, total_cents, balance_due_cents
        from orders where id = ${id}::uuid`,
  );
}

async function outbox(orderNumber: string) {
  const { rows } = await db.execute<{
    template: string;
    subject: string;
    render: EmailRenderRef;
    attachments: { invoiceId: string }[] | null;
  }>(sql`select template, subject, render, attachments from email_outbox
         where subject like ${`%${orderNumber}%`} order by created_at, id`);
  return rows;
}

async function edit(
  id: string,
  lines: { key: string; quantity: number }[],
  refund: { refundedOn?: string; reference?: string } = {},
) {
  const preview = await previewOrderEditAction({ id, lines, addressId: null });
  if (!preview.ok) return preview;
  return editOrderAction({
    id,
    lines,
    addressId: null,
    expectedTotalCents: preview.data.totalCents,
    refundedOn: refund.refundedOn ?? '',
    reference: refund.reference ?? '',
  });
}

/** Every number of a kind this year, 1 … last of the counter: no gap, no duplicate. */
async function expectGapless(kind: 'invoice' | 'credit_note') {
  const row = await one<{ last: number; n: number; distinct_n: number; max: number }>(
    db,
    sql`select c.last,
          (select count(*)::int from invoices i where i.kind = ${kind}
             and i.number like '%-' || c.year || '-%') as n,
          (select count(distinct number)::int from invoices i where i.kind = ${kind}
             and i.number like '%-' || c.year || '-%') as distinct_n,
          (select max(split_part(number, '-', 3)::int) from invoices i where i.kind = ${kind}
             and i.number like '%-' || c.year || '-%') as max
        from document_counters c
        where c.kind = ${kind}
          and c.year = extract(year from now() at time zone 'Europe/Paris')::int`,
  );
  expect(row.n).toBe(row.last);
  expect(row.distinct_n).toBe(row.last);
  expect(row.max).toBe(row.last);
}

describe('a paid transfer order edited up', () => {
  it('replaces its invoice (credit note + new invoice), leaves a balance to pay, e-mails it, and every reader takes the new invoice', async () => {
    const p = await stockedProduct(db, 10, 20);
    const order = await paidOrder(p.id, 1, 'transfer');
    expect(await stockOf(p.id)).toBe(9);
    const [first] = await documents(order.id);
    expect(first).toMatchObject({ kind: 'invoice' });

    // Saving the order as it is issues no document.
    expect(await edit(order.id, [{ key: key(p.id), quantity: 1 }])).toMatchObject({
      ok: false,
      error: E.nothingChanged,
    });
    expect(await documents(order.id)).toEqual([first]);

    const preview = await previewOrderEditAction({
      id: order.id,
      lines: [{ key: key(p.id), quantity: 2 }],
      addressId: null,
    });
    expect(preview.ok && preview.data.settlement).toEqual({
      receivedCents: order.totalCents,
      method: 'transfer',
      kind: 'due',
      amountCents: p.priceTtc,
    });
    const done = await edit(order.id, [{ key: key(p.id), quantity: 2 }]);
    expect(done.ok).toBe(true);
    const newTotal = order.totalCents + p.priceTtc;

    // The stock follows the quantity.
    expect(await stockOf(p.id)).toBe(8);
    // The first invoice is untouched; a credit note of all of it; a new invoice replacing it.
    const docs = await documents(order.id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    const [invoice, note, replacement] = docs;
    expect(invoice!.data).toEqual(first!.data);
    expect(note!.credits_invoice_id).toBe(invoice!.id);
    expect(note!.data.totals.ttc).toBe(-order.totalCents);
    expect(replacement!.replaces_invoice_id).toBe(invoice!.id);
    expect(replacement!.data.totals.ttc).toBe(newTotal);
    expect(replacement!.data.lines[0]!.quantity).toBe(2);
    // The documents sum to what the customer owes.
    expect(docs.reduce((sum, d) => sum + d.data.totals.ttc, 0)).toBe(newTotal);
    await expectGapless('invoice');
    await expectGapless('credit_note');

    // Money still due, and not « Payé » for it; the order keeps its status rules.
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'paid',
      payment_state: 'paid',
      total_cents: newTotal,
      balance_due_cents: p.priceTtc,
    });

    // Readers of « the invoice of an order »: the current one.
    const view = await loadOrder(db, order.id);
    expect(view!.invoice).toEqual({ id: replacement!.id, number: replacement!.number });
    expect(view!.balanceDueCents).toBe(p.priceTtc);
    const mine = await listOrdersOf(db, order.buyer.caller.userId);
    expect(mine[0]!.invoice!.number).toBe(replacement!.number);
    const panel = await refundPanel(db, me, order.id);
    expect(panel.invoice!.number).toBe(replacement!.number);
    expect(panel.prior).toEqual([]);
    const listed = await listOrdersForAdmin(
      db,
      me,
      orderTableState({ q: row.order_number }, ['colissimo']),
    );
    expect(listed.rows.find((o) => o.id === order.id)!.balanceDueCents).toBe(p.priceTtc);
    const detail = await orderForAdmin(db, me, order.id);
    expect(detail!.documents.map((d) => d.number)).toEqual([invoice!.number, note!.number]);

    // The customer: the updated order with the two documents, and the balance's bank details.
    const mails = await outbox(row.order_number);
    const updated = mails.find((m) => m.subject.includes('a été modifiée'))!;
    expect(updated.attachments!.map((a) => a.invoiceId)).toEqual([note!.id, replacement!.id]);
    const instructions = mails.filter((m) => m.template === 'order-transfer-instructions').at(-1)!;
    const text = (await renderOrderEmail(db, instructions.render)).text;
    expect(text).toContain(`Il reste ${formatCents(p.priceTtc)} à payer`);
    expect(text).toContain(`nouveau total est de ${formatCents(newTotal)}`);

    // Audited with the documents.
    const audit = await listAudit(db, me, { entity: 'order', entityId: order.id, limit: 10 });
    const entry = audit.find((a) => a.action === 'admin.orders.edit')!;
    expect(entry.after).toMatchObject({
      totalCents: newTotal,
      documents: {
        cancelled: invoice!.number,
        creditNote: note!.number,
        invoice: replacement!.number,
      },
    });

    // The balance arrives: recorded once.
    expect((await markBalanceReceivedAction({ id: order.id })).ok).toBe(true);
    expect((await orderRow(order.id)).balance_due_cents).toBe(0);
    expect(await markBalanceReceivedAction({ id: order.id })).toMatchObject({
      ok: false,
      error: E.nothingDue,
    });

    // A later refund credits the new invoice (not the cancelled one).
    const refunded = await refundOrderAction({
      id: order.id,
      lines: [{ index: 0, quantity: 1 }],
      shipping: false,
      refundedOn: parisDay(new Date()),
      reference: 'VIR-EDIT-1',
    });
    expect(refunded).toMatchObject({ ok: true, data: { amountCents: p.priceTtc } });
    const after = await documents(order.id);
    expect(after.at(-1)!.credits_invoice_id).toBe(replacement!.id);
  });
});

describe('a paid transfer order edited down', () => {
  it('needs the refund transfer’s day and reference (nothing written without), then records it', async () => {
    const p = await stockedProduct(db, 10, 21);
    const order = await paidOrder(p.id, 2, 'transfer');
    expect(await stockOf(p.id)).toBe(8);
    const before = await documents(order.id);

    const refused = await edit(order.id, [{ key: key(p.id), quantity: 1 }]);
    expect(refused).toMatchObject({ ok: false });
    expect(await documents(order.id)).toEqual(before);
    expect(await stockOf(p.id)).toBe(8);
    expect((await orderRow(order.id)).total_cents).toBe(order.totalCents);

    const day = parisDay(new Date());
    const done = await edit(order.id, [{ key: key(p.id), quantity: 1 }], {
      refundedOn: day,
      reference: 'VIR-TROP-PERCU',
    });
    if (!done.ok) throw new Error(done.error);
    expect(await stockOf(p.id)).toBe(9);
    // One unit less (the shipping may cost again below the free-shipping threshold).
    const newTotal = done.data.totalCents;
    const given = order.totalCents - newTotal;
    expect(given).toBeGreaterThan(0);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      payment_state: 'paid',
      total_cents: newTotal,
      balance_due_cents: 0,
    });
    const refunds = await db.execute<{
      amount_cents: number;
      reference: string;
      order_edit: boolean;
    }>(
      sql`select amount_cents, reference, order_edit from order_refunds
          where order_id = ${order.id}::uuid`,
    );
    expect(refunds.rows).toEqual([
      { amount_cents: given, reference: 'VIR-TROP-PERCU', order_edit: true },
    ]);
    const docs = await documents(order.id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
    expect(docs.reduce((sum, d) => sum + d.data.totals.ttc, 0)).toBe(newTotal);
    // What the edit gave back is not a refund of the new total: all of it can still be refunded.
    const panel = await refundPanel(db, me, order.id);
    expect(panel.refundedCents).toBe(0);
    const mails = await outbox((await orderRow(order.id)).order_number);
    const refundMail = mails.find((m) => m.template === 'order-refunded')!;
    expect((await renderOrderEmail(db, refundMail.render)).text).toContain(
      `Nous vous avons remboursé ${formatCents(given)}`,
    );
  });
});

describe('a paid card order edited down', () => {
  it('refunds the difference through Stripe, once, in the edit', async () => {
    const p = await stockedProduct(db, 10, 22);
    const order = await paidOrder(p.id, 3, 'card');
    const done = await edit(order.id, [{ key: key(p.id), quantity: 1 }]);
    if (!done.ok) throw new Error(done.error);
    expect(await stockOf(p.id)).toBe(9);
    const given = order.totalCents - done.data.totalCents;
    expect(given).toBeGreaterThan(0);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === order.intentId);
    expect(refunds.map((r) => r.amount)).toEqual([given]);
    const row = await one<{ reference: string; method: string; order_edit: boolean }>(
      db,
      sql`select reference, method::text, order_edit from order_refunds
          where order_id = ${order.id}::uuid`,
    );
    expect(row).toEqual({ reference: refunds[0]!.id, method: 'card', order_edit: true });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      payment_state: 'paid',
      total_cents: done.data.totalCents,
      balance_due_cents: 0,
    });
  });

  it('is refused once shipped, cancelled or refunded (nothing written)', async () => {
    const p = await stockedProduct(db, 10, 23);
    const order = await paidOrder(p.id, 1, 'card');
    const before = await documents(order.id);
    for (const status of ['shipped', 'cancelled', 'refunded'] as const) {
      await db.execute(sql`update orders set status = ${status}::order_status
        where id = ${order.id}::uuid`);
      const refused = await edit(order.id, [{ key: key(p.id), quantity: 2 }]);
      expect(refused).toMatchObject({ ok: false });
      expect(refused.ok === false && refused.error).toMatch(/ne peut plus être modifiée/);
    }
    expect(await documents(order.id)).toEqual(before);
    expect(await stockOf(p.id)).toBe(9);
  });
});
