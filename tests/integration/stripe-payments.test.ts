/**
 * Card payment through Stripe against a local fake of the Stripe API (tests/support/
 * stripe-fake.ts: no network here) and the real database: `startCardPayment` sends the
 * server's amount and reuses its intent, refuses what it must; the webhook checks signatures
 * built with Stripe's own test-header helper, records each event once in the transaction of
 * its effect, and refuses tampered events.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const WEBHOOK_SECRET = 'whsec_integration_tests_only';
const fake = await vi.hoisted(async () => {
  const { startStripeFake } = await import('../support/stripe-fake');
  const server = await startStripeFake();
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake_integration';
  process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_integration';
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_integration_tests_only';
  process.env.STRIPE_API_BASE = server.url;
  return server;
});
const request = vi.hoisted(() => ({ caller: { kind: 'visitor' } as unknown }));
vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  getCaller: async () => request.caller,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

import { POST as webhook } from '@/app/api/webhooks/stripe/route';
import type { SignedIn } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { GET as paymentStatusRoute } from '@/app/api/payments/status/route';
import { startCardPayment } from '@/lib/payments/actions';
import { paymentStatusFor } from '@/lib/payments/status';
import { signedEvent } from '../support/stripe-fake';
import { testCustomer, testOrder } from '../support/card-orders';

const db = getDb();

function signIn(userId: string): void {
  request.caller = {
    kind: 'customer',
    userId,
    email: 'client@example.fr',
    isAdmin: false,
    isVerifiedProfessional: false,
  } satisfies SignedIn;
}

async function orderState(id: string) {
  const { rows } = await db.execute<{
    status: string;
    payment_state: string;
    payment_reference: string | null;
    paid: boolean;
  }>(sql`select status::text, payment_state::text, payment_reference, paid_at is not null as paid
         from orders where id = ${id}::uuid`);
  return rows[0]!;
}

async function eventsOf(orderId: string) {
  const { rows } = await db.execute<{
    event_id: string;
    type: string;
    payload: { reason?: string };
  }>(
    sql`select event_id, type, payload from payment_events where order_id = ${orderId}::uuid
        order by received_at`,
  );
  return rows;
}

async function paidEmails(orderNumber: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from email_outbox
    where template = 'order-paid' and subject like ${`%${orderNumber}%`}`);
  return rows[0]!.n;
}

async function post(body: string, signature: string | null) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== null) headers.set('stripe-signature', signature);
  const res = await webhook(
    new Request('http://127.0.0.1/api/webhooks/stripe', { method: 'POST', headers, body }),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A card order of a new customer with its intent created through the action. */
async function startedCardOrder(totalCents = 12_345) {
  const userId = await testCustomer(db, 'carte');
  const order = await testOrder(db, { userId, method: 'card', totalCents });
  signIn(userId);
  const result = await startCardPayment({ orderNumber: order.orderNumber });
  if (!result.ok) throw new Error(result.error);
  const intentId = (await orderState(order.id)).payment_reference!;
  return { userId, order, intentId, start: result.data };
}

beforeEach(() => {
  fake.reset();
  request.caller = { kind: 'visitor' };
});

afterAll(async () => {
  await fake.close();
});

describe('startCardPayment', () => {
  it('creates a PaymentIntent for the order’s server amount, whatever the browser sends', async () => {
    const userId = await testCustomer(db, 'montant');
    const order = await testOrder(db, { userId, method: 'card', totalCents: 8_790 });
    signIn(userId);
    const result = await startCardPayment({
      orderNumber: order.orderNumber,
      amount: 1,
      amountCents: 1,
      currency: 'usd',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.body).toMatchObject({
      amount: '8790',
      currency: 'eur',
      metadata: { order_id: order.id, order_number: order.orderNumber },
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(sent.headers['idempotency-key']).toBe(`order-${order.id}`);
    expect(sent.headers.authorization).toBe('Bearer sk_test_fake_integration');
    const state = await orderState(order.id);
    expect(state.payment_reference).toMatch(/^pi_fake_/);
    expect(result.data).toEqual({
      clientSecret: `${state.payment_reference}_secret_fake`,
      publishableKey: 'pk_test_fake_integration',
      amountCents: 8_790,
      orderNumber: order.orderNumber,
    });
    expect(state.payment_state).toBe('pending');
  });

  it('reuses the same intent on a retry, and replaces one Stripe cancelled', async () => {
    const { order, intentId } = await startedCardOrder();
    fake.reset();
    const again = await startCardPayment({ orderNumber: order.orderNumber });
    expect(again.ok && again.data.clientSecret).toBe(`${intentId}_secret_fake`);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${intentId}`,
    ]);
    expect(fake.intents.size).toBeGreaterThan(0);

    fake.setStatus(intentId, 'canceled');
    fake.reset();
    const replaced = await startCardPayment({ orderNumber: order.orderNumber });
    expect(replaced.ok).toBe(true);
    const newId = (await orderState(order.id)).payment_reference!;
    expect(newId).not.toBe(intentId);
    expect(fake.requests[1]!.headers['idempotency-key']).toBe(
      `order-${order.id}-after-${intentId}`,
    );
  });

  it('says the payment is being confirmed when Stripe already took it (no second charge)', async () => {
    const { order, intentId } = await startedCardOrder();
    fake.setStatus(intentId, 'succeeded');
    fake.reset();
    const result = await startCardPayment({ orderNumber: order.orderNumber });
    expect(result).toMatchObject({
      ok: false,
      error: 'Votre paiement a bien été reçu : sa confirmation est en cours.',
    });
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses another customer’s order, a paid, a cancelled and a transfer order, and a visitor', async () => {
    const owner = await testCustomer(db, 'proprietaire');
    const other = await testCustomer(db, 'autre');
    const card = await testOrder(db, { userId: owner, method: 'card' });
    const paid = await testOrder(db, { userId: owner, method: 'card', status: 'paid' });
    const cancelled = await testOrder(db, { userId: owner, method: 'card', status: 'cancelled' });
    const transfer = await testOrder(db, { userId: owner, method: 'transfer' });

    expect(await startCardPayment({ orderNumber: card.orderNumber })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    signIn(other);
    expect(await startCardPayment({ orderNumber: card.orderNumber })).toMatchObject({
      ok: false,
      error: 'Commande introuvable.',
    });
    expect(await startCardPayment({ orderNumber: 'NU-2026-999999' })).toMatchObject({
      ok: false,
      error: 'Commande introuvable.',
    });
    signIn(owner);
    expect(await startCardPayment({ orderNumber: paid.orderNumber })).toMatchObject({
      ok: false,
      error: 'Cette commande est déjà payée.',
    });
    expect(await startCardPayment({ orderNumber: cancelled.orderNumber })).toMatchObject({
      ok: false,
      error: 'Cette commande est annulée : elle ne peut plus être payée.',
    });
    expect(await startCardPayment({ orderNumber: transfer.orderNumber })).toMatchObject({
      ok: false,
      error: 'Cette commande ne se règle pas par carte bancaire.',
    });
    expect(await startCardPayment({ orderNumber: '' })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(fake.requests).toHaveLength(0);
    expect((await orderState(card.id)).payment_reference).toBeNull();
  });

  it('answers in French when Stripe is down, and the order stays payable', async () => {
    const userId = await testCustomer(db, 'panne');
    const order = await testOrder(db, { userId, method: 'card' });
    signIn(userId);
    fake.failNext(10);
    const result = await startCardPayment({ orderNumber: order.orderNumber });
    fake.failNext(0);
    expect(result).toMatchObject({
      ok: false,
      error: 'Le service de paiement ne répond pas. Réessayez dans un instant.',
    });
    expect((await orderState(order.id)).payment_reference).toBeNull();
    expect((await startCardPayment({ orderNumber: order.orderNumber })).ok).toBe(true);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a missing or wrong signature with 400 and does nothing', async () => {
    const { order, intentId } = await startedCardOrder();
    const intent = { ...fake.setStatus(intentId, 'succeeded') };
    const forged = signedEvent('payment_intent.succeeded', intent, 'whsec_not_the_shops');
    expect(await post(forged.body, forged.signature)).toEqual({
      status: 400,
      json: { error: 'invalid signature' },
    });
    expect(await post(forged.body, null)).toEqual({
      status: 400,
      json: { error: 'missing signature' },
    });
    // A body changed after signing.
    const good = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    const altered = good.body.replace(`"amount":${intent.amount}`, '"amount":1');
    expect((await post(altered, good.signature)).status).toBe(400);
    expect((await post('not json', 't=1,v1=abc')).status).toBe(400);
    expect((await orderState(order.id)).payment_state).toBe('pending');
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it('records a payment once when the same event comes twice', async () => {
    const { order, intentId } = await startedCardOrder(12_345);
    const intent = { ...fake.setStatus(intentId, 'succeeded') };
    const event = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    const first = await post(event.body, event.signature);
    expect(first).toEqual({ status: 200, json: { received: true, outcome: 'paid' } });
    expect(await orderState(order.id)).toMatchObject({
      status: 'paid',
      payment_state: 'paid',
      payment_reference: intentId,
      paid: true,
    });
    const second = await post(event.body, event.signature);
    expect(second).toEqual({ status: 200, json: { received: true, outcome: 'duplicate' } });
    // Both deliveries at once: still one.
    const replay = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET, event.id);
    await Promise.all([post(replay.body, replay.signature), post(replay.body, replay.signature)]);
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await paidEmails(order.orderNumber)).toBe(1);
    // Another event for the same success (Stripe may send two): acknowledged, no second payment.
    const other = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    expect((await post(other.body, other.signature)).json.outcome).toBe('already-paid');
    expect(await paidEmails(order.orderNumber)).toBe(1);
  });

  it('keeps a failed payment pending and payable, and a failure after the success never un-pays', async () => {
    const { order, intentId } = await startedCardOrder();
    const failed = signedEvent(
      'payment_intent.payment_failed',
      { ...fake.setStatus(intentId, 'requires_payment_method') },
      WEBHOOK_SECRET,
    );
    expect((await post(failed.body, failed.signature)).json.outcome).toBe('failure-recorded');
    expect(await orderState(order.id)).toMatchObject({
      status: 'pending',
      payment_state: 'pending',
    });
    const retry = await startCardPayment({ orderNumber: order.orderNumber });
    expect(retry.ok && retry.data.clientSecret).toBe(`${intentId}_secret_fake`);

    const succeeded = signedEvent(
      'payment_intent.succeeded',
      { ...fake.setStatus(intentId, 'succeeded') },
      WEBHOOK_SECRET,
    );
    const lateFailure = signedEvent(
      'payment_intent.payment_failed',
      { ...fake.intents.get(intentId)!, status: 'requires_payment_method' },
      WEBHOOK_SECRET,
    );
    expect((await post(succeeded.body, succeeded.signature)).json.outcome).toBe('paid');
    expect((await post(lateFailure.body, lateFailure.signature)).status).toBe(200);
    expect(await orderState(order.id)).toMatchObject({ status: 'paid', payment_state: 'paid' });
    expect((await eventsOf(order.id)).map((e) => e.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
    ]);
  });

  it('refuses a tampered amount, currency, order id or intent id, and pays nothing', async () => {
    const { order, intentId } = await startedCardOrder(12_345);
    const real = { ...fake.setStatus(intentId, 'succeeded') };
    const other = await startedCardOrder(500);
    const tampered: Array<[string, Partial<typeof real> & { id: string }]> = [
      ['amount', { ...real, amount: 100, amount_received: 100 }],
      ['currency', { ...real, currency: 'usd' }],
      ['intent', { ...real, id: 'pi_fake_someone_else' }],
      // The intent of this order, claiming to pay another customer's order.
      ['intent', { ...real, metadata: { ...real.metadata, order_id: other.order.id } }],
      ['order-id', { ...real, metadata: { order_number: order.orderNumber } }],
      ['order-id', { ...real, metadata: { order_id: '00000000-0000-4000-8000-000000000000' } }],
    ];
    for (const [reason, intent] of tampered) {
      const event = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
      expect(await post(event.body, event.signature), reason).toEqual({
        status: 200,
        json: { received: true, outcome: 'refused' },
      });
      const { rows } = await db.execute<{ reason: string }>(
        sql`select payload->>'reason' as reason from payment_events where event_id = ${event.id}`,
      );
      expect(rows[0]?.reason, reason).toBe(reason);
    }
    expect((await orderState(order.id)).payment_state).toBe('pending');
    expect((await orderState(other.order.id)).payment_state).toBe('pending');
    expect(await paidEmails(order.orderNumber)).toBe(0);
  });

  it('never pays an order cancelled meanwhile (kept with its reason for a refund)', async () => {
    const { order, intentId } = await startedCardOrder(3_000);
    await db.execute(sql`update orders set status = 'cancelled' where id = ${order.id}::uuid`);
    const event = signedEvent(
      'payment_intent.succeeded',
      { ...fake.setStatus(intentId, 'succeeded') },
      WEBHOOK_SECRET,
    );
    expect((await post(event.body, event.signature)).json.outcome).toBe('refused');
    expect(await orderState(order.id)).toMatchObject({ status: 'cancelled', paid: false });
    expect((await eventsOf(order.id))[0]!.payload.reason).toBe('cancelled');
  });

  it('acknowledges events it has no use for without storing them', async () => {
    const event = signedEvent('charge.refund.updated', { id: 'pi_fake_x' }, WEBHOOK_SECRET);
    expect(await post(event.body, event.signature)).toEqual({
      status: 200,
      json: { received: true, outcome: 'ignored' },
    });
    const { rows } = await db.execute(
      sql`select 1 from payment_events where event_id = ${event.id}`,
    );
    expect(rows).toHaveLength(0);
  });
});

describe('the payment result, read from the server', () => {
  const outcome = async (number: string) => {
    const res = await paymentStatusRoute(
      new Request(`http://127.0.0.1/api/payments/status?commande=${encodeURIComponent(number)}`),
    );
    return { status: res.status, outcome: ((await res.json()) as { outcome: unknown }).outcome };
  };

  it('follows a card payment: abandoned, confirming (Stripe took it, no webhook yet), failed, paid', async () => {
    const userId = await testCustomer(db, 'resultat');
    const order = await testOrder(db, { userId, method: 'card', totalCents: 2_000 });
    signIn(userId);
    const caller = request.caller as SignedIn;
    // Not started yet: payable.
    expect((await paymentStatusFor(db, caller, order.orderNumber))?.outcome).toBe('failed');
    const started = await startCardPayment({ orderNumber: order.orderNumber });
    expect(started.ok).toBe(true);
    const intentId = (await orderState(order.id)).payment_reference!;
    // Came back without paying (the intent still waits for a card): payable again.
    expect(await outcome(order.orderNumber)).toEqual({ status: 200, outcome: 'failed' });
    fake.setStatus(intentId, 'processing');
    expect(await outcome(order.orderNumber)).toEqual({ status: 200, outcome: 'confirming' });
    const paid = signedEvent(
      'payment_intent.succeeded',
      { ...fake.setStatus(intentId, 'succeeded') },
      WEBHOOK_SECRET,
    );
    expect(await outcome(order.orderNumber)).toEqual({ status: 200, outcome: 'confirming' });
    await post(paid.body, paid.signature);
    expect(await outcome(order.orderNumber)).toEqual({ status: 200, outcome: 'paid' });
    expect(await paymentStatusFor(db, caller, order.orderNumber)).toEqual({
      orderNumber: order.orderNumber,
      method: 'card',
      totalCents: 2_000,
      outcome: 'paid',
    });
  });

  it('falls back on the webhook’s last word when Stripe does not answer', async () => {
    const { order, intentId } = await startedCardOrder();
    const caller = request.caller as SignedIn;
    fake.failNext(100);
    try {
      expect((await paymentStatusFor(db, caller, order.orderNumber))?.outcome).toBe('confirming');
      const failed = signedEvent(
        'payment_intent.payment_failed',
        { ...fake.intents.get(intentId)! },
        WEBHOOK_SECRET,
      );
      await post(failed.body, failed.signature);
      expect((await paymentStatusFor(db, caller, order.orderNumber))?.outcome).toBe('failed');
    } finally {
      fake.failNext(0);
    }
  });

  it('says transfer and cancelled, and the same nothing for another customer’s order or a visitor', async () => {
    const owner = await testCustomer(db, 'resultat-proprio');
    const transfer = await testOrder(db, { userId: owner, method: 'transfer' });
    const cancelled = await testOrder(db, { userId: owner, method: 'card', status: 'cancelled' });
    signIn(owner);
    expect(await outcome(transfer.orderNumber)).toEqual({ status: 200, outcome: 'transfer' });
    expect(await outcome(cancelled.orderNumber)).toEqual({ status: 200, outcome: 'cancelled' });
    signIn(await testCustomer(db, 'resultat-autre'));
    expect(await outcome(transfer.orderNumber)).toEqual({ status: 404, outcome: null });
    expect(await outcome('NU-2026-424242')).toEqual({ status: 404, outcome: null });
    expect(await outcome('')).toEqual({ status: 404, outcome: null });
    request.caller = { kind: 'visitor' };
    expect(await outcome(transfer.orderNumber)).toEqual({ status: 401, outcome: null });
  });
});
