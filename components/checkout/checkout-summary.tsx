'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatCents } from '@/lib/money';
import type { PricedCart } from '@/lib/pricing/types';
import { SummaryRows } from '@/components/cart/summary-rows';

const TEST_IDS = {
  subtotal: 'checkout-subtotal',
  discount: 'checkout-discount',
  shipping: 'checkout-shipping',
  totalHt: 'checkout-total-ht',
  vat: 'checkout-tva',
  total: 'checkout-total',
};

/**
 * The order summary of the checkout: each line (HT for a verified professional), then the
 * server's summary, the cart's own (lib/pricing/breakdown.ts).
 */
export function CheckoutSummary({
  cart,
  pending,
  children,
}: {
  cart: PricedCart;
  pending: boolean;
  children?: ReactNode;
}) {
  const t = useTranslations('checkout.summary');
  const tc = useTranslations('checkout');
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      aria-busy={pending}
      className="bg-card space-y-4 rounded-lg border p-4"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary-heading" className="text-lg font-semibold">
        {tc('steps.summary')}{' '}
        <span className="text-muted-foreground text-sm font-normal">
          ({t('items', { count: cart.itemCount })})
        </span>
      </h2>
      <ul className="divide-y text-sm">
        {cart.lines
          .filter((l) => l.status === 'ok')
          .map((l) => (
            <li key={l.key} className="flex justify-between gap-3 py-2" data-testid="checkout-line">
              <span>
                {l.quantity} × {l.name}
                {l.details && <span className="text-muted-foreground block">{l.details}</span>}
              </span>
              <span className="shrink-0">
                {cart.professional
                  ? t('lineHt', { amount: formatCents(l.totalHt) })
                  : t('lineTtc', { amount: formatCents(l.totalTtc) })}
              </span>
            </li>
          ))}
      </ul>
      {cart.professional && <p className="text-sm text-emerald-700">{t('pro')}</p>}
      <dl className="space-y-2 text-sm">
        <SummaryRows rows={cart.summary} testIds={TEST_IDS} />
      </dl>
      {children}
    </section>
  );
}
