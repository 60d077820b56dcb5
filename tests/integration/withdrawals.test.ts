/**
 * The withdrawal function (« Se rétracter du contrat ici », issue 39 §1) against the real
 * database: the neutral answer to wrong data, the lines offered (made-to-order paint excluded),
 * whole and partial withdrawals, never more than what is left, the deadline after delivery, the
 * throttling, the acknowledgement e-mail queued with the withdrawal, and the owner's refund.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import { markOrderPaidAction } from '@/lib/admin/orders/actions';
import { parisDay } from '@/lib/format';
import { recordWithdrawalRefundAction } from '@/lib/admin/withdrawals/actions';
import { listWithdrawals, withdrawalsOfOrder } from '@/lib/admin/withdrawals/queries';
import { getDb } from '@/lib/db/client';
import adminMessages from '@/messages/admin.fr.json';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { confirmWithdrawal, findOrderToWithdraw } from '@/lib/withdrawals/actions';
import formMessages from '@/messages/forms.fr.json';
import { admin, calling, customer, VISITOR } from '../support/admin-caller';
import { createOrder } from '../support/orders';

const db = getDb();
const M = formMessages.withdrawal;

beforeEach(async () => {
  calling.caller = VISITOR;
  await db.execute(sql`delete from rate_limits`);
  await db.execute(sql`delete from email_outbox`);
});

/** The default fixture: one made-to-order paint (1) and two varnishes. */
async function order(email = 'julie.martin@example.fr') {
  const made = await createOrder(db, { email });
  const { rows } = await db.execute<{ id: string; name: string }>(
    sql`select id, name from order_items where order_id = ${made.id}::uuid order by ctid`,
  );
  return { ...made, paintId: rows[0]!.id, varnishId: rows[1]!.id };
}

const step1 = (o: { orderNumber: string }, email = 'julie.martin@example.fr') => ({
  name: 'Julie Martin',
  orderNumber: o.orderNumber,
  email,
});

async function withdrawnRows(orderId: string) {
  const { rows } = await db.execute<{ name: string; quantity: number }>(sql`
    select i.name, sum(l.quantity)::int as quantity
    from withdrawal_lines l join order_items i on i.id = l.order_item_id
    where i.order_id = ${orderId}::uuid group by i.name order by i.name`);
  return rows;
}

describe('step 1: finding the order', () => {
  it('offers the lines left to withdraw, made-to-order paint shown as excluded', async () => {
    const o = await order();
    const found = await findOrderToWithdraw({
      ...step1(o, '  Julie.MARTIN@example.fr '),
      orderNumber: o.orderNumber.toLowerCase(),
    });
    expect(found.ok).toBe(true);
    if (!found.ok || !found.data) throw new Error('commande non trouvée');
    expect(found.data.orderNumber).toBe(o.orderNumber);
    expect(found.data.lastDay).toBeNull();
    expect(found.data.lines).toEqual([
      expect.objectContaining({
        id: o.paintId,
        name: 'Peinture carrosserie sur mesure',
        details: 'TEKNG — Gris Cassiopée · Pot 1 L',
        isCustomPaint: true,
        ordered: 1,
        withdrawable: 0,
      }),
      expect.objectContaining({ id: o.varnishId, ordered: 2, withdrawn: 0, withdrawable: 2 }),
    ]);
  });

  it('answers a wrong e-mail and an unknown number with the same neutral message', async () => {
    const o = await order();
    const wrongEmail = await findOrderToWithdraw(step1(o, 'someone.else@example.fr'));
    const unknown = await findOrderToWithdraw({ ...step1(o), orderNumber: 'NU-2026-999999' });
    expect(wrongEmail).toEqual({ ok: false, code: 'refused', error: M.notFound, fieldErrors: {} });
    expect(unknown).toEqual(wrongEmail);
    // Confirming with a wrong e-mail says the same and writes nothing.
    const confirmed = await confirmWithdrawal({
      ...step1(o, 'someone.else@example.fr'),
      lines: 'all',
    });
    expect(confirmed).toEqual(wrongEmail);
    expect(await withdrawnRows(o.id)).toEqual([]);
  });

  it('is throttled per e-mail like the other public forms', async () => {
    const o = await order();
    for (let i = 0; i < 10; i++) expect((await findOrderToWithdraw(step1(o))).ok).toBe(true);
    expect(await findOrderToWithdraw(step1(o))).toMatchObject({ ok: false, error: M.throttled });
  });

  it('refuses a cancelled order', async () => {
    const o = await order();
    await db.execute(sql`update orders set status = 'cancelled' where id = ${o.id}::uuid`);
    expect(await findOrderToWithdraw(step1(o))).toMatchObject({
      ok: false,
      error: `La commande ${o.orderNumber} est annulée : il n'y a plus rien à rétracter.`,
    });
  });
});

describe('step 2: confirming', () => {
  it('withdraws the whole order (paint aside) and queues the acknowledgement', async () => {
    const o = await order();
    const done = await confirmWithdrawal({ ...step1(o), lines: 'all' });
    expect(done.ok).toBe(true);
    if (!done.ok || !done.data) throw new Error('refusée');
    expect(done.data.lines).toEqual([{ name: 'Vernis 2K brillant', details: null, quantity: 2 }]);
    expect(await withdrawnRows(o.id)).toEqual([{ name: 'Vernis 2K brillant', quantity: 2 }]);

    const { rows } = await db.execute<{
      to_address: string;
      subject: string;
      template: string;
      render: { template: string; [key: string]: unknown };
    }>(sql`select to_address, subject, template, render from email_outbox`);
    expect(rows).toHaveLength(1);
    const mail = rows[0]!;
    expect(mail.to_address).toBe('julie.martin@example.fr');
    expect(mail.template).toBe('order-withdrawal');
    expect(mail.subject).toBe(
      `Accusé de réception de votre rétractation — commande ${o.orderNumber}`,
    );
    const { text } = await renderOrderEmail(db, mail.render);
    const at = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(done.data.createdAt);
    expect(text).toContain(`Nous avons bien reçu, le ${at}, votre rétractation de la commande`);
    expect(text).toContain('Vernis 2K brillant');
    expect(text).toContain('Quantité : 2');
    expect(text).not.toContain('Peinture carrosserie sur mesure');
  });

  it('withdraws part of a line, then the rest, never more than was ordered', async () => {
    const o = await order();
    const part = (quantity: number) =>
      confirmWithdrawal({ ...step1(o), lines: [{ id: o.varnishId, quantity }] });
    expect((await part(1)).ok).toBe(true);
    expect(await withdrawnRows(o.id)).toEqual([{ name: 'Vernis 2K brillant', quantity: 1 }]);
    // One left: two more is refused, nothing written.
    expect(await part(2)).toMatchObject({ ok: false, error: M.refused.tooMany });
    expect(await withdrawnRows(o.id)).toEqual([{ name: 'Vernis 2K brillant', quantity: 1 }]);
    // The whole order now takes the last one; then nothing is left.
    expect((await confirmWithdrawal({ ...step1(o), lines: 'all' })).ok).toBe(true);
    expect(await withdrawnRows(o.id)).toEqual([{ name: 'Vernis 2K brillant', quantity: 2 }]);
    expect(await confirmWithdrawal({ ...step1(o), lines: 'all' })).toMatchObject({
      ok: false,
      error: M.refused.nothingSelected,
    });
    const found = await findOrderToWithdraw(step1(o));
    expect(found.ok && found.data?.lines[1]).toMatchObject({ withdrawn: 2, withdrawable: 0 });
  });

  it('two confirmations at once never take more than was ordered', async () => {
    const o = await order();
    const results = await Promise.all(
      [1, 2].map(() =>
        confirmWithdrawal({ ...step1(o), lines: [{ id: o.varnishId, quantity: 2 }] }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await withdrawnRows(o.id)).toEqual([{ name: 'Vernis 2K brillant', quantity: 2 }]);
  });

  it('refuses made-to-order paint with its reason, and a line of another order', async () => {
    const o = await order();
    const other = await order();
    expect(
      await confirmWithdrawal({ ...step1(o), lines: [{ id: o.paintId, quantity: 1 }] }),
    ).toMatchObject({ ok: false, error: M.refused.excluded });
    expect(
      await confirmWithdrawal({ ...step1(o), lines: [{ id: other.varnishId, quantity: 1 }] }),
    ).toMatchObject({ ok: false, error: M.refused.unknownLine });
    expect(await withdrawnRows(o.id)).toEqual([]);
    expect(await withdrawnRows(other.id)).toEqual([]);
  });

  it('checks the deadline on the server: 14 days after delivery, then closed', async () => {
    const o = await order();
    await db.execute(sql`update orders set status = 'delivered',
      delivered_at = now() - interval '10 days' where id = ${o.id}::uuid`);
    expect((await findOrderToWithdraw(step1(o))).ok).toBe(true);
    await db.execute(sql`update orders set delivered_at = now() - interval '30 days'
      where id = ${o.id}::uuid`);
    const closed = await confirmWithdrawal({ ...step1(o), lines: 'all' });
    expect(closed).toMatchObject({ ok: false, code: 'refused' });
    expect(closed.ok ? '' : closed.error).toMatch(
      new RegExp(`^Le délai de rétractation de la commande ${o.orderNumber} a pris fin le \\d`),
    );
    expect(await withdrawnRows(o.id)).toEqual([]);
  });
});

describe('the owner', () => {
  const A = adminMessages.admin.withdrawals;

  it('sees the withdrawal with its deadlines and refunds it as an order refund, once, audited', async () => {
    const o = await order();
    const me = admin();
    const done = await confirmWithdrawal({
      ...step1(o),
      lines: [{ id: o.varnishId, quantity: 1 }],
    });
    if (!done.ok || !done.data) throw new Error('refusée');
    const [seen] = await withdrawalsOfOrder(db, me, o.id);
    expect(seen).toMatchObject({
      orderNumber: o.orderNumber,
      name: 'Julie Martin',
      lines: [{ name: 'Vernis 2K brillant', quantity: 1 }],
      returnBy: done.data.returnBy,
      refundBy: done.data.refundBy,
      refund: null,
    });
    expect((await listWithdrawals(db, me)).map((w) => w.id)).toContain(seen!.id);

    const refund = { id: seen!.id, refundedOn: parisDay(new Date()), reference: 'VIR-123' };
    // A customer may not; an unpaid order has nothing to give back yet.
    calling.caller = customer();
    expect(await recordWithdrawalRefundAction(refund)).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    calling.caller = me;
    expect(await recordWithdrawalRefundAction(refund)).toMatchObject({
      ok: false,
      error: 'Impossible de passer une commande « En attente de paiement » à « Remboursée ».',
    });
    expect((await markOrderPaidAction({ id: o.id })).ok).toBe(true);
    // A transfer's refund needs its date and reference (the order refund's own checks).
    expect(
      await recordWithdrawalRefundAction({ ...refund, refundedOn: '2026-02-30' }),
    ).toMatchObject({ ok: false, fieldErrors: { refundedOn: A.validation.dateInvalid } });
    expect(await recordWithdrawalRefundAction({ ...refund, reference: '' })).toMatchObject({
      ok: false,
      fieldErrors: { reference: adminMessages.admin.orders.refundForm.referenceRequired },
    });
    const lastNote = await lastCreditNote();

    const refunded = await recordWithdrawalRefundAction(refund);
    expect(refunded).toMatchObject({
      ok: true,
      data: { status: 'partially_refunded', amountCents: 1450, withdrawalId: seen!.id },
    });
    // The withdrawn varnish, by a partial credit note numbered next in the one sequence.
    const { rows: notes } = await db.execute<{
      number: string;
      credited: unknown;
      ttc: number;
    }>(sql`select number, credited, (data->'totals'->>'ttc')::int as ttc from invoices
           where order_id = ${o.id}::uuid and kind = 'credit_note'`);
    expect(notes).toEqual([
      { number: expect.any(String), credited: { lines: { '1': 1 }, shipping: false }, ttc: -1450 },
    ]);
    expect(Number(notes[0]!.number.slice(-6))).toBe(lastNote + 1);
    const { rows: refunds } = await db.execute<{ withdrawal_id: string; amount_cents: number }>(
      sql`select withdrawal_id, amount_cents from order_refunds where order_id = ${o.id}::uuid`,
    );
    expect(refunds).toEqual([{ withdrawal_id: seen!.id, amount_cents: 1450 }]);
    const { rows: mails } = await db.execute<{ subject: string }>(sql`
      select subject from email_outbox where template = 'order-refunded'
        and subject like ${`%${o.orderNumber}%`}`);
    expect(mails).toHaveLength(1);

    // The withdrawal shows its refund and its credit note, on the order's page and the list.
    const [after] = await withdrawalsOfOrder(db, me, o.id);
    expect(after!.refund).toEqual({
      cents: 1450,
      on: refund.refundedOn,
      reference: 'VIR-123',
      creditNote: notes[0]!.number,
    });
    // Once only.
    expect(await recordWithdrawalRefundAction(refund)).toMatchObject({
      ok: false,
      error: A.refused.alreadyRefunded,
    });
    const audit = await listAudit(db, me, { entity: 'withdrawal', entityId: seen!.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'admin.withdrawals.refund',
      after: { orderId: o.id, refundCents: 1450, creditNote: notes[0]!.number },
    });
  });

  it('gives the shipping back too when the owner says so', async () => {
    const o = await order();
    const me = admin();
    const done = await confirmWithdrawal({
      ...step1(o),
      lines: [{ id: o.varnishId, quantity: 2 }],
    });
    if (!done.ok || !done.data) throw new Error('refusée');
    const [seen] = await withdrawalsOfOrder(db, me, o.id);
    calling.caller = me;
    expect((await markOrderPaidAction({ id: o.id })).ok).toBe(true);
    const refunded = await recordWithdrawalRefundAction({
      id: seen!.id,
      shipping: true,
      refundedOn: parisDay(new Date()),
      reference: 'VIR-456',
    });
    // Two varnishes (29,00 €) and the shipping (6,90 €); the paint, made to order, is kept.
    expect(refunded).toMatchObject({
      ok: true,
      data: { status: 'partially_refunded', amountCents: 2900 + 690 },
    });
  });
});

/** The serial of the last credit note issued (0 when none). */
async function lastCreditNote(): Promise<number> {
  const { rows } = await db.execute<{ number: string | null }>(
    sql`select max(number) as number from invoices where kind = 'credit_note'`,
  );
  return rows[0]!.number ? Number(rows[0]!.number.slice(-6)) : 0;
}
