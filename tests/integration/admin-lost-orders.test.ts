import '../support/admin-caller';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendReminderAction } from '@/lib/admin/lost-orders/actions';
import {
  LOST_AFTER_HOURS,
  lostCarts,
  sentReminders,
  unpaidOrders,
} from '@/lib/admin/lost-orders/queries';
import { REMINDER_TEMPLATE } from '@/lib/admin/lost-orders/reminders';
import { getDb } from '@/lib/db/client';
import { admin, calling } from '../support/admin-caller';

const me = admin();
const db = () => getDb();
let serial = 0;

beforeEach(() => {
  calling.caller = me;
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

async function customer(label: string) {
  serial += 1;
  const email = `${label}.${serial}.${randomUUID().slice(0, 6)}@example.fr`;
  const { rows } = await db().execute<{ id: string }>(
    sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
  );
  const id = rows[0]!.id;
  await db().execute(
    sql`insert into profiles (id, email, first_name, last_name) values (${id}, ${email}, 'Camille', ${label})`,
  );
  return { id, email };
}

async function cartLine(userId: string, at: Date, quantity = 2, ttc = 2100) {
  const productId = randomUUID();
  await db().execute(sql`
    insert into cart_items (user_id, product_id, line_key, quantity, unit_price_ht, unit_price_ttc,
                            metadata, created_at, updated_at)
    values (${userId}, ${productId}, ${`${productId}-default`}, ${quantity}, ${Math.round(ttc / 1.2)},
            ${ttc},
            ${JSON.stringify({ name: 'Bombe 400 ml', colorData: { color_code: 'QNG', color_name: 'Gris Platine', category: 'auto' } })}::jsonb,
            ${at}, ${at})`);
}

async function order(input: {
  userId?: string | null;
  email: string;
  at: Date;
  status?: string;
  payment?: string;
  total?: number;
}) {
  serial += 1;
  const { rows } = await db().execute<{ id: string; order_number: string }>(sql`
    insert into orders (order_number, user_id, email, status, payment_state, payment_method,
                        subtotal_cents, total_cents, total_ht_cents, shipping_address, customer,
                        created_at)
    values (${`NU-2026-8${String(serial).padStart(5, '0')}`}, ${input.userId ?? null}, ${input.email},
            ${input.status ?? 'pending'}::order_status, ${input.payment ?? 'pending'}::payment_state,
            'transfer', ${input.total ?? 5000}, ${input.total ?? 5000}, ${Math.round((input.total ?? 5000) / 1.2)},
            '{}'::jsonb, ${JSON.stringify({ firstName: 'Alex', lastName: 'Durand' })}::jsonb, ${input.at})
    returning id, order_number`);
  const row = rows[0]!;
  await db().execute(sql`
    insert into order_items (order_id, name, details, quantity, unit_price_ht, unit_price_ttc,
                             total_ht, total_ttc, is_custom_paint, colour)
    values (${row.id}, 'Peinture en pot 1 L', 'Renault QNG', 1, 4000, 4800, 4000, 4800, true,
            ${JSON.stringify({ code: 'QNG', name: 'Gris Platine', cssPreview: '#a7a9ac' })}::jsonb)`);
  return { id: row.id, number: row.order_number };
}

async function reminderEmails(to: string) {
  const { rows } = await db().execute<{ subject: string; html: string; text: string }>(
    sql`select subject, html, text from email_outbox where to_address = ${to} and template = ${REMINDER_TEMPLATE}`,
  );
  return rows;
}

describe('lost orders', () => {
  it(`lists a cart left for more than ${LOST_AFTER_HOURS} h with its lines and value; not a fresh one, nor one followed by an order`, async () => {
    const stale = await customer('ancien');
    await cartLine(stale.id, hoursAgo(LOST_AFTER_HOURS + 6), 2, 2100);
    await cartLine(stale.id, hoursAgo(LOST_AFTER_HOURS + 2), 1, 1500);
    const fresh = await customer('recent');
    await cartLine(fresh.id, hoursAgo(LOST_AFTER_HOURS + 10));
    // One line changed an hour ago: the cart is still alive.
    await cartLine(fresh.id, hoursAgo(1));
    const ordered = await customer('commande');
    await cartLine(ordered.id, hoursAgo(LOST_AFTER_HOURS + 10));
    await order({ userId: ordered.id, email: ordered.email, at: hoursAgo(LOST_AFTER_HOURS + 5) });

    const carts = await lostCarts(db(), me);
    const ids = carts.map((cart) => cart.userId);
    expect(ids).toContain(stale.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids).not.toContain(ordered.id);
    const cart = carts.find((c) => c.userId === stale.id)!;
    expect(cart).toMatchObject({
      email: stale.email,
      name: 'Camille ancien',
      valueCents: 2 * 2100 + 1500,
      reminder: null,
    });
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({ name: 'Bombe 400 ml', quantity: 2, colourCode: 'QNG' });
  });

  it('lists orders awaiting payment for more than the delay, not recent or paid ones', async () => {
    const email = `impaye.${randomUUID().slice(0, 6)}@example.fr`;
    const old = await order({ email, at: hoursAgo(LOST_AFTER_HOURS + 3), total: 7170 });
    const recent = await order({ email, at: hoursAgo(2) });
    const paid = await order({
      email,
      at: hoursAgo(LOST_AFTER_HOURS + 3),
      status: 'paid',
      payment: 'paid',
    });
    const ids = (await unpaidOrders(db(), me)).map((o) => o.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(recent.id);
    expect(ids).not.toContain(paid.id);
    const row = (await unpaidOrders(db(), me)).find((o) => o.id === old.id)!;
    expect(row).toMatchObject({ totalCents: 7170, name: 'Alex Durand' });
    expect(row.lines[0]).toMatchObject({ colourCode: 'QNG', swatch: '#a7a9ac' });
  });

  it('sends one reminder per cart: the second is refused in French and only one e-mail is queued', async () => {
    const lost = await customer('relance');
    await cartLine(lost.id, hoursAgo(LOST_AFTER_HOURS + 4));

    const first = await sendReminderAction({ kind: 'cart', id: lost.id });
    expect(first.ok).toBe(true);
    const second = await sendReminderAction({ kind: 'cart', id: lost.id });
    expect(second).toMatchObject({
      ok: false,
      error: 'Une relance a déjà été envoyée pour ce panier.',
    });
    // Two admins at once: still one reminder.
    const raced = await Promise.all([
      sendReminderAction({ kind: 'cart', id: lost.id }),
      sendReminderAction({ kind: 'cart', id: lost.id }),
    ]);
    expect(raced.every((r) => !r.ok)).toBe(true);

    const mails = await reminderEmails(lost.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre panier vous attend chez Nuancier');
    expect(mails[0]!.text).toContain('Reprendre mon panier');
    expect(mails[0]!.text).toContain('Teinte QNG');
    const { rows } = await db().execute<{ n: string }>(
      sql`select count(*) as n from cart_reminders where user_id = ${lost.id}`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
    const cart = (await lostCarts(db(), me)).find((c) => c.userId === lost.id)!;
    expect(cart.reminder).not.toBeNull();
  });

  it('sends one reminder per unpaid order, and refuses a cart that is not lost', async () => {
    const email = `relance.commande.${randomUUID().slice(0, 6)}@example.fr`;
    const unpaid = await order({ email, at: hoursAgo(LOST_AFTER_HOURS + 3) });
    expect((await sendReminderAction({ kind: 'order', id: unpaid.id })).ok).toBe(true);
    expect(await sendReminderAction({ kind: 'order', id: unpaid.id })).toMatchObject({
      ok: false,
      error: 'Une relance a déjà été envoyée pour cette commande.',
    });
    const mails = await reminderEmails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Votre commande ${unpaid.number} attend son paiement`);

    const alive = await customer('vivant');
    await cartLine(alive.id, hoursAgo(1));
    const refused = await sendReminderAction({ kind: 'cart', id: alive.id });
    expect(refused.ok).toBe(false);
    expect(await reminderEmails(alive.email)).toHaveLength(0);
  });

  it('shows a reminded cart as recovered once its customer orders, and an unpaid order once paid', async () => {
    const before = (await sentReminders(db(), me)).totals;
    const back = await customer('retour');
    await cartLine(back.id, hoursAgo(LOST_AFTER_HOURS + 4));
    const cartReminder = await sendReminderAction({ kind: 'cart', id: back.id });
    const email = `payee.${randomUUID().slice(0, 6)}@example.fr`;
    const unpaid = await order({ email, at: hoursAgo(LOST_AFTER_HOURS + 3), total: 6000 });
    const orderReminder = await sendReminderAction({ kind: 'order', id: unpaid.id });
    expect(cartReminder.ok && orderReminder.ok).toBe(true);

    let list = await sentReminders(db(), me);
    expect(list.totals.sent).toBe(before.sent + 2);
    expect(list.totals.recovered).toBe(before.recovered);

    // The customer comes back and orders; the transfer arrives.
    const placed = await order({
      userId: back.id,
      email: back.email,
      at: new Date(Date.now() + 1000),
      total: 9900,
    });
    await db().execute(
      sql`update orders set status = 'paid', payment_state = 'paid' where id = ${unpaid.id}`,
    );
    list = await sentReminders(db(), me);
    expect(list.totals.recovered).toBe(before.recovered + 2);
    expect(list.totals.recoveredCents).toBe(before.recoveredCents + 9900 + 6000);
    const cartRow = list.rows.find((r) => r.kind === 'cart' && r.email === back.email)!;
    expect(cartRow.recoveredOrderNumber).toBe(placed.number);
    const orderRow = list.rows.find((r) => r.kind === 'order' && r.email === email)!;
    expect(orderRow.recoveredOrderNumber).toBe(unpaid.number);
  });
});
