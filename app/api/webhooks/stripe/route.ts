import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/server';
import { verifyWebhook, type Stripe } from '@/lib/payments/stripe';
import { needsReview } from '@/lib/payments/review';
import { handleStripeEvent } from '@/lib/payments/webhook';

/**
 * Stripe's webhook (POST). The signature is checked on the raw body; a missing or wrong one
 * gets 400 and nothing is done. Answers are short English JSON for machines. A verified event
 * is handled once (lib/payments/webhook.ts); a database failure answers 503 so Stripe retries.
 * Node.js runtime (the default; with Cache Components the `runtime` segment option is refused).
 */
const json = (status: number, body: Record<string, unknown>) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return json(404, { error: 'stripe webhook not configured' });
  const signature = request.headers.get('stripe-signature');
  if (!signature) return json(400, { error: 'missing signature' });
  let event: Stripe.Event;
  try {
    event = verifyWebhook(await request.text(), signature, secret);
  } catch {
    return json(400, { error: 'invalid signature' });
  }
  try {
    const decision = await handleStripeEvent(getDb(), event);
    if (decision.outcome === 'refused') {
      // Money Stripe took for an order that cannot record it (cancelled meanwhile, another
      // amount or currency) needs a person: the order is flagged « paiement à vérifier » and
      // the shop e-mailed (lib/payments/review.ts); a refund from Stripe's dashboard.
      logger[needsReview(decision.reason) ? 'error' : 'warn'](
        { event: event.id, type: event.type, order: decision.orderId, reason: decision.reason },
        'stripe : événement refusé',
      );
    }
    return json(200, { received: true, outcome: decision.outcome });
  } catch (error) {
    logger.error(
      { event: event.id, err: error instanceof Error ? error.message : String(error) },
      'stripe : événement non traité',
    );
    return json(503, { error: 'temporarily unavailable' });
  }
}
