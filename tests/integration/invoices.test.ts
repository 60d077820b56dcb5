/**
 * Invoices on the real Postgres: unbroken numbering under concurrent payments and rollbacks,
 * one invoice per order, immutability enforced by the database, credit notes in their own
 * sequence naming the invoice they cancel, and who may download a document.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/auth/caller';
import { getDb } from '@/lib/db/client';
import { invoiceDownload } from '@/lib/invoices/download';
import { issueCreditNote, issueInvoice } from '@/lib/invoices/issue';
import type { InvoiceData } from '@/lib/invoices/types';
import { cancelOrder, markOrderPaid } from '@/lib/orders/payment';
import { loadOrder } from '@/lib/orders/queries';
import { createOrder, newUser } from '@/tests/support/orders';

const db = getDb();
const year = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(
    new Date(),
  ),
);
const fa = (n: number) => `FA-${year}-${String(n).padStart(6, '0')}`;
const av = (n: number) => `AV-${year}-${String(n).padStart(6, '0')}`;

type InvoiceRow = {
  id: string;
  number: string;
  kind: string;
  order_id: string;
  credits_invoice_id: string | null;
  data: InvoiceData;
};

async function invoicesOf(orderId: string): Promise<InvoiceRow[]> {
  const { rows } = await db.execute<InvoiceRow>(sql`
    select id, number, kind, order_id, credits_invoice_id, data from invoices
    where order_id = ${orderId}::uuid order by kind = 'credit_note', number`);
  return rows;
}

async function paidOrder(overrides: Parameters<typeof createOrder>[1] = {}) {
  const order = await createOrder(db, overrides);
  const outcome = await markOrderPaid(db, { orderId: order.id, method: 'transfer' });
  expect(outcome.status).toBe('paid');
  const [invoice] = await invoicesOf(order.id);
  return { order, invoice: invoice! };
}

/** The database's own refusal (the trigger), not any other failure. */
async function expectRefused(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (e: unknown) => e as { cause?: { code?: string; message?: string } },
  );
  expect(error?.cause?.code).toBe('23001');
  expect(error?.cause?.message).toMatch(/cannot be (changed|deleted|truncated)/);
}

const customer = (userId: string, isAdmin = false): Caller => ({
  kind: 'customer',
  userId,
  email: `${userId}@example.fr`,
  isAdmin,
  isVerifiedProfessional: false,
});

describe('invoice numbering', () => {
  it('numbers 20 orders paid concurrently FA-…-000001 to 000020, without gap or duplicate', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => createOrder(db)));
    const outcomes = await Promise.all(
      orders.map((o) => markOrderPaid(db, { orderId: o.id, method: 'transfer' })),
    );
    expect(outcomes.every((o) => o.status === 'paid')).toBe(true);
    const { rows } = await db.execute<{ number: string; order_id: string }>(
      sql`select number, order_id from invoices where kind = 'invoice' order by number`,
    );
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => fa(i + 1)));
    expect(new Set(rows.map((r) => r.order_id))).toEqual(new Set(orders.map((o) => o.id)));
  });

  it('gives the number of a rolled-back payment to the next one: no gap', async () => {
    const rolledBack = await createOrder(db);
    await expect(
      db.transaction(async (tx) => {
        const outcome = await markOrderPaid(tx, { orderId: rolledBack.id, method: 'transfer' });
        expect(outcome.status).toBe('paid');
        expect(
          (await tx.execute(sql`select 1 from invoices where number = ${fa(21)}`)).rows,
        ).toHaveLength(1);
        throw new Error('payment aborted after the invoice was numbered');
      }),
    ).rejects.toThrow('payment aborted');
    expect(await invoicesOf(rolledBack.id)).toEqual([]);
    const { invoice } = await paidOrder();
    expect(invoice.number).toBe(fa(21));
  });

  it('issues one invoice when a payment is recorded twice', async () => {
    const { order, invoice } = await paidOrder();
    const again = await markOrderPaid(db, { orderId: order.id, method: 'transfer' });
    expect(again.status).toBe('already-paid');
    const direct = await db.transaction(async (tx) =>
      issueInvoice(tx, (await loadOrder(tx, order.id))!),
    );
    expect(direct).toEqual({ id: invoice.id, number: invoice.number, created: false });
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it('issues no invoice for an unpaid order', async () => {
    const order = await createOrder(db);
    expect(
      await db.transaction(async (tx) => issueInvoice(tx, (await loadOrder(tx, order.id))!)),
    ).toBeNull();
    expect(await invoicesOf(order.id)).toEqual([]);
  });
});

describe('an issued invoice never changes', () => {
  it('refuses to change what is printed, to delete or truncate, and stores the PDF only once', async () => {
    const { invoice } = await paidOrder();
    const refusals = [
      sql`update invoices set number = 'FA-0000-999999' where id = ${invoice.id}::uuid`,
      sql`update invoices set data = jsonb_set(data, '{totals,ttc}', '1') where id = ${invoice.id}::uuid`,
      sql`update invoices set kind = 'credit_note' where id = ${invoice.id}::uuid`,
      sql`update invoices set order_id = gen_random_uuid() where id = ${invoice.id}::uuid`,
      sql`update invoices set issued_at = now() - interval '1 year' where id = ${invoice.id}::uuid`,
      sql`delete from invoices where id = ${invoice.id}::uuid`,
      sql`truncate invoices cascade`,
    ];
    for (const statement of refusals) await expectRefused(db.execute(statement));
    // The PDF goes from nothing to bytes once, then never changes.
    await db.execute(sql`update invoices set pdf_base64 = 'QUJD' where id = ${invoice.id}::uuid`);
    await expectRefused(
      db.execute(sql`update invoices set pdf_base64 = 'WFla' where id = ${invoice.id}::uuid`),
    );
    const [after] = await invoicesOf(invoice.order_id);
    expect(after).toEqual(invoice);
  });
});

describe('credit notes', () => {
  it('cancelling a paid order issues AV-…-000001 naming the invoice, with negative amounts, once', async () => {
    const { order, invoice } = await paidOrder({ discountCents: 300, promotionCode: 'BIENVENUE' });
    expect(await cancelOrder(db, order.id, 'shop')).toBe(true);
    const docs = await invoicesOf(order.id);
    const note = docs.find((d) => d.kind === 'credit_note')!;
    expect(note.number).toBe(av(1));
    expect(note.credits_invoice_id).toBe(invoice.id);
    expect(note.data.credits).toMatchObject({
      number: invoice.number,
      issueDate: invoice.data.issueDate,
    });
    expect(note.data.totals).toEqual({
      ht: -invoice.data.totals.ht,
      vat: -invoice.data.totals.vat,
      ttc: -invoice.data.totals.ttc,
    });
    expect(note.data.totals.ttc).toBe(-order.totalCents);
    expect(note.data.lines.map((l) => l.totalTtc)).toEqual(
      invoice.data.lines.map((l) => -l.totalTtc),
    );
    expect(note.data.discount?.ttc).toBe(-300);

    // Again: no second cancellation, no second credit note.
    expect(await cancelOrder(db, order.id, 'shop')).toBe(false);
    const direct = await db.transaction((tx) => issueCreditNote(tx, invoice.id, 'encore'));
    expect(direct).toMatchObject({ id: note.id, number: note.number, created: false });
    expect(await invoicesOf(order.id)).toHaveLength(2);

    // The cancellation e-mail carries the credit note.
    const { rows } = await db.execute<{ attachments: unknown }>(sql`
      select attachments from email_outbox
      where template = 'order-cancelled' and subject like ${`%${order.orderNumber}%`}`);
    expect(rows.map((r) => r.attachments)).toEqual([[{ kind: 'invoice', invoiceId: note.id }]]);

    // Its own sequence: the next credit note is 000002, invoices go on from where they were.
    const second = await paidOrder();
    await cancelOrder(db, second.order.id, 'customer');
    expect((await invoicesOf(second.order.id)).map((d) => d.number)).toEqual([
      second.invoice.number,
      av(2),
    ]);
  });

  it('cancelling an unpaid order issues no credit note', async () => {
    const order = await createOrder(db);
    expect(await cancelOrder(db, order.id, 'expired')).toBe(true);
    expect(await invoicesOf(order.id)).toEqual([]);
  });
});

describe('downloading an invoice', () => {
  it('serves the PDF to its owner and to an admin, 404 to anyone else or for a bad id', async () => {
    const owner = await newUser(db, 'proprietaire.facture@example.fr');
    const stranger = await newUser(db, 'curieux.facture@example.fr');
    const admin = await newUser(db, 'admin.facture@example.fr');
    const { invoice } = await paidOrder({ userId: owner });

    const mine = await invoiceDownload(db, customer(owner), invoice.id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="facture-${invoice.number}.pdf"`,
    );
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const asAdmin = await invoiceDownload(db, customer(admin, true), invoice.id);
    expect(asAdmin.status).toBe(200);
    // Stored at the first download: the same bytes forever.
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(bytes)).toBe(true);

    for (const [caller, id] of [
      [customer(stranger), invoice.id],
      [{ kind: 'visitor' } as Caller, invoice.id],
      [customer(owner), 'pas-un-identifiant'],
      [customer(owner), '00000000-0000-4000-8000-000000000000'],
      [customer(admin, true), "'; drop table invoices; --"],
    ] as const) {
      const res = await invoiceDownload(db, caller, id);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toBe('Document introuvable.');
    }
  });
});
