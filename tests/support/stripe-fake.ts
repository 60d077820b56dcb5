/**
 * A local HTTP fake of the few Stripe API endpoints the shop calls (no network here):
 * POST /v1/payment_intents (honours Idempotency-Key), GET and POST /v1/payment_intents/:id,
 * POST /v1/refunds (honours Idempotency-Key; only a succeeded intent, at most its amount),
 * GET /v1/balance (the admin's health check).
 * It records every request (method, path, parsed form body, headers) so tests can check what
 * the server sent, and lets a test move an intent to another status (as the browser's
 * confirmation on Stripe's side would). Webhook events are built by `signedEvent` with the
 * Stripe library's own test-header helper.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeRequest = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
};

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  livemode: false;
  created: number;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
};

type FakeBalance = { object: 'balance'; livemode: false; available: []; pending: [] };

export type StripeFake = {
  url: string;
  requests: FakeRequest[];
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  /** Moves an intent to a status (`succeeded` also sets amount_received). */
  setStatus(id: string, status: string): FakeIntent;
  /** Makes the next N requests answer 500 (the provider down). */
  failNext(count: number): void;
  reset(): void;
  close(): Promise<void>;
};

/** `a=1&metadata[order_id]=x&automatic_payment_methods[enabled]=true` → nested object. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (match) {
      const inner = (out[match[1]!] ??= {}) as Record<string, unknown>;
      inner[match[2]!] = value;
    } else {
      out[key] = value;
    }
  }
  return out;
}

function stripeError(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}

export async function startStripeFake(): Promise<StripeFake> {
  const requests: FakeRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const refundByKey = new Map<string, string>();
  const byIdempotencyKey = new Map<string, string>();
  let counter = 0;
  let failures = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = parseForm(req.method === 'GET' ? url.searchParams.toString() : raw);
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        body,
        headers: req.headers,
      });
      if (failures > 0) {
        failures -= 1;
        return stripeError(res, 500, 'fake outage');
      }
      const send = (object: FakeIntent | FakeRefund | FakeBalance) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        res.end(JSON.stringify(object));
      };
      if (req.method === 'GET' && url.pathname === '/v1/balance') {
        // The admin's health check: any call the secret key allows.
        return send({ object: 'balance', livemode: false, available: [], pending: [] });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? refundByKey.get(key) : undefined;
        if (known) return send(refunds.get(known)!);
        const intent = intents.get(String(body.payment_intent));
        if (!intent)
          return stripeError(res, 404, `No such payment_intent: '${body.payment_intent}'`);
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id)
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = body.amount === undefined ? intent.amount_received : Number(body.amount);
        if (intent.status !== 'succeeded' || amount + refunded > intent.amount_received) {
          return stripeError(
            res,
            400,
            'This PaymentIntent does not have a successful charge to refund.',
          );
        }
        counter += 1;
        const refund: FakeRefund = {
          id: `re_fake_${String(counter).padStart(6, '0')}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') refundByKey.set(key, refund.id);
        return send(refund);
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return send(intents.get(known)!);
        counter += 1;
        const id = `pi_fake_${String(counter).padStart(6, '0')}`;
        const apm = body.automatic_payment_methods as { enabled?: string } | undefined;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.amount),
          amount_received: 0,
          currency: String(body.currency),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata: (body.metadata as Record<string, string>) ?? {},
          description: typeof body.description === 'string' ? body.description : null,
          automatic_payment_methods: apm ? { enabled: apm.enabled === 'true' } : null,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(id, intent);
        if (typeof key === 'string') byIdempotencyKey.set(key, id);
        return send(intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (match) {
        const intent = intents.get(match[1]!);
        if (!intent) return stripeError(res, 404, `No such payment_intent: '${match[1]}'`);
        if (req.method === 'POST' && body.metadata) {
          Object.assign(intent.metadata, body.metadata as Record<string, string>);
        }
        return send(intent);
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    setStatus(id, status) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`intention inconnue : ${id}`);
      intent.status = status;
      if (status === 'succeeded') intent.amount_received = intent.amount;
      return intent;
    },
    failNext(count) {
      failures = count;
    },
    reset() {
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let eventCounter = 0;

/**
 * A Stripe event around a PaymentIntent, as its JSON body and a `Stripe-Signature` header made
 * with the library's own test helper (`secret` wrong → a signature the route must refuse).
 */
export function signedEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | string,
  intent: Partial<FakeIntent> & { id: string },
  secret: string,
  id = `evt_fake_${Date.now()}_${(eventCounter += 1)}`,
): { id: string; body: string; signature: string } {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { object: 'payment_intent', ...intent } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return { id, body, signature };
}
