'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { CardPaymentStart } from '@/lib/payments/card';
import { startCardPayment } from '@/lib/payments/actions';
import { PaymentPreparing, PaymentProblem } from './payment-notices';

// Stripe's React bindings and Stripe.js are fetched only once this component has an intent to
// show: no other page (and not this one before it mounts) pays for them.
const CardPaymentForm = lazy(() => import('./card-payment-form'));

type State =
  | { kind: 'starting' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; start: CardPaymentStart };

/**
 * Card payment of one order (PCI SAQ A: the card is typed into Stripe's Payment Element, an
 * iframe served by Stripe; nothing of it reaches the shop). The server creates or resumes the
 * PaymentIntent for the order's own total (`startCardPayment`), then Stripe confirms it and
 * comes back to `/payment-success?commande=<number>`, which reads the result on the server.
 */
export function CardPayment({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('payment');
  const [state, setState] = useState<State>({ kind: 'starting' });

  const start = useCallback(async () => {
    setState({ kind: 'starting' });
    try {
      const result = await startCardPayment({ orderNumber });
      setState(
        result.ok
          ? { kind: 'ready', start: result.data }
          : { kind: 'refused', message: result.error },
      );
    } catch {
      setState({ kind: 'refused', message: t('card.unreachable') });
    }
  }, [orderNumber, t]);

  useEffect(() => {
    // Subscribing to the server's answer: the state is set when the action returns.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void start();
  }, [start]);

  return (
    <section
      aria-labelledby="card-payment-title"
      className="rounded-lg border p-4 sm:p-6"
      data-testid="card-payment"
    >
      <h2 id="card-payment-title" className="text-lg font-semibold">
        {t('card.title')}
      </h2>
      <p className="text-muted-foreground mt-1 mb-4 text-sm">{t('card.intro')}</p>
      {state.kind === 'starting' && <PaymentPreparing />}
      {state.kind === 'refused' && (
        <PaymentProblem message={state.message} onRetry={() => void start()} />
      )}
      {state.kind === 'ready' && (
        <Suspense fallback={<PaymentPreparing />}>
          <CardPaymentForm start={state.start} />
        </Suspense>
      )}
    </section>
  );
}
