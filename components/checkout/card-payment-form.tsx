'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/money';
import type { CardPaymentStart } from '@/lib/payments/card';
import { paymentSuccessPath } from '@/lib/urls';
import { PaymentPreparing, PaymentProblem } from './payment-notices';

/** One Stripe.js per publishable key for the page's life; a failed load may be tried again. */
const loads = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let load = loads.get(key);
  if (!load) {
    load = loadStripe(key).catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, load);
  }
  return load;
}

/** The Payment Element and its pay button (loaded lazily by CardPayment). */
export default function CardPaymentForm({ start }: { start: CardPaymentStart }) {
  const t = useTranslations('payment');
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    stripeFor(start.publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [start.publishableKey, attempt]);

  if (failed) {
    return (
      <PaymentProblem
        message={t('card.loadFailed')}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!stripe) return <PaymentPreparing />;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: start.clientSecret,
        locale: 'fr',
        appearance: { theme: 'stripe', variables: { fontFamily: 'system-ui, sans-serif' } },
      }}
    >
      <PayForm start={start} />
    </Elements>
  );
}

function PayForm({ start }: { start: CardPaymentStart }) {
  const t = useTranslations('payment');
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    const returnUrl = new URL(paymentSuccessPath(start.orderNumber), window.location.origin);
    // On success Stripe leaves for return_url; only a refusal comes back here.
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl.toString() },
    });
    const stripeError = result.error;
    // Card and form errors are written by Stripe in French (locale 'fr'); others get ours.
    setError(
      stripeError.type === 'card_error' || stripeError.type === 'validation_error'
        ? (stripeError.message ?? t('card.failed'))
        : t('card.failed'),
    );
    setBusy(false);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-busy={busy}>
      <PaymentElement options={{ layout: 'tabs' }} />
      {error && (
        <p role="alert" className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!stripe || busy}>
        {busy ? t('card.paying') : t('card.pay', { amount: formatCents(start.amountCents) })}
      </Button>
    </form>
  );
}
