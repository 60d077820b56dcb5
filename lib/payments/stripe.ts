import 'server-only';
import Stripe from 'stripe';
import { env, runtimeModeOf, type Env } from '@/lib/env';

/**
 * The shop's Stripe glue (server only). Card payment is offered only when the three keys are
 * set (`runtimeMode.payment.stripe`); otherwise the checkout hides the option and the actions
 * refuse. `STRIPE_API_BASE` points the client at a local fake in tests (no network here).
 */

/** Whether card payment is offered (all three Stripe keys set). The checkout reads it. */
export function cardPaymentEnabled(e: Env = env): boolean {
  return runtimeModeOf(e).payment.stripe;
}

/** The publishable key the browser loads Stripe.js with (null when card payment is off). */
export function stripePublishableKey(e: Env = env): string | null {
  return cardPaymentEnabled(e) ? (e.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null;
}

let client: Stripe | null = null;

/** The Stripe API client, built once from the configuration (throws when card payment is off). */
export function stripeClient(e: Env = env): Stripe {
  if (e !== env) return createClient(e);
  client ??= createClient(e);
  return client;
}

function createClient(e: Env): Stripe {
  if (!e.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY manquant');
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : null;
  return new Stripe(e.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Nuancier' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/**
 * Checks a webhook's signature on its raw body and returns the event. Throws
 * (`Stripe.errors.StripeSignatureVerificationError`) when it does not match.
 */
export function verifyWebhook(body: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(body, signature, secret);
}

export type { Stripe };
