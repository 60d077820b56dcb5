/**
 * A card payment Stripe took that the shop refuses to record (another amount, another
 * currency): the webhook still answers 200, the order is flagged « paiement à vérifier » and
 * the shop gets a French e-mail through the outbox, in the event's transaction (a second
 * delivery flags and mails nothing again). Events are signed with Stripe's own helper.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

const WEBHOOK_SECRET = vi.hoisted(() => {
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_payment_review_tests_only';
  return process.env.STRIPE_WEBHOOK_SECRET;
});

import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import { dashboardLists } from '@/lib/admin/dashboard/queries';
import { listOrdersForAdmin, orderForAdmin, orderTableState } from '@/lib/admin/orders/queries';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { signedEvent } from '../support/stripe-fake';
import { testCustomer, testOrder } from '../support/card-orders';

const db = getDb();
const me: Admin = {
  kind: 'customer',
  userId: randomUUID(),
  email: 'admin@example.fr',
  isAdmin: true,
  isVerifiedProfessional: false,
};

async function post(event: { body: string; signature: string }) {
  const res = await webhook(
    new Request('http://127.0.0.1/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    }),
  );
  return { status: res.status, json: await res.json() };
}

/** A pending card order whose intent the shop created (its reference on the order). */
async function cardOrder(totalCents: number) {
  const intentId = `pi_review_${randomUUID().slice(0, 8)}`;
  const userId = await testCustomer(db, 'revue');
  const order = await testOrder(db, {
    userId,
    method: 'card',
    totalCents,
    paymentReference: intentId,
  });
  const intent = {
    id: intentId,
    amount: totalCents,
    amount_received: totalCents,
    currency: 'eur',
    status: 'succeeded',
    metadata: { order_id: order.id },
  };
  return { order, intent };
}

async function reviewOf(orderId: string) {
  const { rows } = await db.execute<{
    payment_review: string | null;
    flagged: boolean;
    payment_state: string;
  }>(sql`select payment_review, payment_review_at is not null as flagged, payment_state::text
         from orders where id = ${orderId}::uuid`);
  return rows[0]!;
}

async function shopEmails(orderNumber: string) {
  const { rows } = await db.execute<{ to_address: string; subject: string; text: string }>(sql`
    select to_address, subject, text from email_outbox
    where template = 'payment-review' and subject like ${`%${orderNumber}%`}`);
  return rows;
}

describe('a payment refused for a wrong amount or currency', () => {
  it('a wrong amount: 200, the order flagged « paiement à vérifier », the shop e-mailed once', async () => {
    const { order, intent } = await cardOrder(12_345);
    const event = signedEvent(
      'payment_intent.succeeded',
      { ...intent, amount: 100, amount_received: 100 },
      WEBHOOK_SECRET,
    );
    expect(await post(event)).toEqual({
      status: 200,
      json: { received: true, outcome: 'refused' },
    });
    expect(await reviewOf(order.id)).toEqual({
      payment_review: 'amount',
      flagged: true,
      payment_state: 'pending',
    });
    const emails = await shopEmails(order.orderNumber);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to_address: SHOP_INFO.email,
      subject: `Paiement à vérifier : commande ${order.orderNumber}`,
    });
    expect(emails[0]!.text).toContain('le montant payé n’est pas celui de la commande.');
    expect(emails[0]!.text).toContain('Montant encaissé : 1,00');
    expect(emails[0]!.text).toContain('Montant de la commande : 123,45');
    expect(emails[0]!.text).toContain(`/admin/orders/${order.id}`);

    // What the admin screens read: the list's row, the detail, the dashboard's list.
    const { rows } = await listOrdersForAdmin(
      db,
      me,
      orderTableState({ q: order.orderNumber }, []),
    );
    expect(rows.map((r) => [r.orderNumber, r.paymentReview])).toEqual([
      [order.orderNumber, 'amount'],
    ]);
    expect((await orderForAdmin(db, me, order.id))?.paymentReview).toMatchObject({
      reason: 'amount',
    });
    expect((await dashboardLists(db, me)).toReview).toContainEqual(
      expect.objectContaining({ id: order.id, orderNumber: order.orderNumber, reason: 'amount' }),
    );

    // Stripe delivers the same event again: a duplicate, nothing mailed twice.
    expect((await post(event)).json.outcome).toBe('duplicate');
    expect(await shopEmails(order.orderNumber)).toHaveLength(1);
  });

  it('a wrong currency: flagged with its reason, the shop e-mailed in French', async () => {
    const { order, intent } = await cardOrder(5_000);
    const event = signedEvent(
      'payment_intent.succeeded',
      { ...intent, currency: 'usd' },
      WEBHOOK_SECRET,
    );
    expect((await post(event)).status).toBe(200);
    expect(await reviewOf(order.id)).toMatchObject({ payment_review: 'currency', flagged: true });
    const [email] = await shopEmails(order.orderNumber);
    expect(email!.text).toContain('le paiement n’est pas en euros.');
    expect(email!.text).toMatch(/Montant encaissé : 50,00 USD/);
  });

  it('a right payment, or a refusal with no money taken, flags nothing', async () => {
    const paid = await cardOrder(2_000);
    const good = signedEvent('payment_intent.succeeded', paid.intent, WEBHOOK_SECRET);
    expect((await post(good)).json.outcome).toBe('paid');
    expect(await reviewOf(paid.order.id)).toMatchObject({ payment_review: null, flagged: false });
    expect((await orderForAdmin(db, me, paid.order.id))?.paymentReview).toBeNull();
    expect((await dashboardLists(db, me)).toReview.map((o) => o.id)).not.toContain(paid.order.id);

    // Another intent than the order's: not this order's money, nothing to check on it.
    const other = await cardOrder(2_000);
    const foreign = signedEvent(
      'payment_intent.succeeded',
      { ...other.intent, id: 'pi_someone_else' },
      WEBHOOK_SECRET,
    );
    expect((await post(foreign)).json.outcome).toBe('refused');
    expect(await reviewOf(other.order.id)).toMatchObject({ payment_review: null });
    expect(await shopEmails(other.order.orderNumber)).toHaveLength(0);
  });
});
