import type { Metadata } from 'next';
import Link from 'next/link';
import { CheckCircle2, CircleAlert, Clock } from 'lucide-react';
import { CardPayment } from '@/components/checkout/card-payment';
import { PaymentPending } from '@/components/checkout/payment-pending';
import { requireCustomerPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getPaymentT } from '@/lib/i18n/payment';
import { getT } from '@/lib/i18n/server';
import { cachedSiteLegal } from '@/lib/site/cached';
import { formatCents } from '@/lib/money';
import { cardPaymentEnabled } from '@/lib/payments/stripe';
import { paymentStatusFor, type PaymentOutcome } from '@/lib/payments/status';
import { CATALOGUE_PATH, ORDERS_PATH, orderPath, paymentSuccessPath } from '@/lib/urls';

/**
 * /payment-success?commande=<number>: where Stripe sends the customer back. The result comes
 * from the server's state (lib/payments/status.ts), never from the address: paid, still being
 * confirmed (the page follows it), failed or abandoned (pay again here), a transfer (its
 * details are on the order page), cancelled. An unknown number and another customer's order
 * read the same « commande introuvable ». Per request (the caller's own order).
 */
export const instant = false;

export const metadata: Metadata = {
  title: getPaymentT()('result.title'),
  robots: { index: false, follow: false },
};

const ICONS: Record<PaymentOutcome | 'notFound', typeof Clock> = {
  paid: CheckCircle2,
  confirming: Clock,
  failed: CircleAlert,
  transfer: Clock,
  cancelled: CircleAlert,
  notFound: CircleAlert,
};

const link = 'font-medium underline underline-offset-2';

export default async function PaymentSuccessPage({ searchParams }: PageProps<'/payment-success'>) {
  const { commande } = await searchParams;
  const number = typeof commande === 'string' ? commande.trim() : '';
  const caller = await requireCustomerPage(paymentSuccessPath(number));
  const t = getPaymentT();
  const [status, legal] = await Promise.all([
    number ? paymentStatusFor(getDb(), caller, number) : null,
    cachedSiteLegal(),
  ]);
  const view = status?.outcome ?? 'notFound';
  const Icon = ICONS[view];
  const good = view === 'paid';

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14" data-testid={`payment-${view}`}>
      <h1 className="mb-2 flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl">
        <Icon
          className={good ? 'text-success size-8' : 'text-muted-foreground size-8'}
          aria-hidden
        />
        {t(`result.${view}Title`)}
      </h1>
      {status && (
        <p className="mb-4 font-medium">
          {t('result.orderNumber', { number: status.orderNumber })} —{' '}
          {formatCents(status.totalCents)}
        </p>
      )}
      <p
        className="text-muted-foreground mb-6 leading-relaxed"
        role={view === 'confirming' ? 'status' : undefined}
      >
        {view === 'paid'
          ? t('result.paidText', { amount: formatCents(status!.totalCents) })
          : t(`result.${view}Text`)}
      </p>
      {status && view === 'confirming' && <PaymentPending orderNumber={status.orderNumber} />}
      {status && view === 'failed' && status.method === 'card' && cardPaymentEnabled() && (
        <div className="mb-6">
          <CardPayment orderNumber={status.orderNumber} />
        </div>
      )}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {status && (
          <Link href={orderPath(status.orderNumber)} className={link}>
            {t('result.viewOrder')}
          </Link>
        )}
        <Link href={ORDERS_PATH} className={link}>
          {t('result.viewOrders')}
        </Link>
        <Link href={CATALOGUE_PATH} className={link}>
          {t('result.backToShop')}
        </Link>
      </p>
      {status && legal.mediator && (
        // The consumer mediator on the order confirmation (Code de la consommation L616-1).
        <p className="text-muted-foreground mt-8 text-sm" data-testid="order-mediator">
          {getT('legal')('mediator')}
          <a href={legal.mediator.url} className={link}>
            {legal.mediator.name}
          </a>
        </p>
      )}
    </div>
  );
}
