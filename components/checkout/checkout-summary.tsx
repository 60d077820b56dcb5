'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatCents } from '@/lib/money';
import type { PricedCart } from '@/lib/pricing/types';

/**
 * The order summary of the checkout: each line, subtotal, discount, the chosen carrier's
 * price, HT / TVA 20 % / TTC (HT first for a verified professional). All the server's amounts.
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
  const carrier = cart.shipping.selected;
  const row = (label: string, value: string, testId: string, className = '') => (
    <div className={`flex justify-between gap-2 ${className}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const strong = 'border-t pt-2 text-base font-bold';
  const muted = 'text-muted-foreground';
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
              <span className="shrink-0">{formatCents(l.totalTtc)}</span>
            </li>
          ))}
      </ul>
      {cart.professional && <p className="text-sm text-emerald-700">{t('pro')}</p>}
      <dl className="space-y-2 text-sm">
        {row(t('subtotal'), formatCents(cart.subtotalTtc), 'checkout-subtotal')}
        {cart.discountTtc > 0 &&
          cart.promotion.status === 'applied' &&
          row(
            t('discount', { code: cart.promotion.code }),
            `−${formatCents(cart.discountTtc)}`,
            'checkout-discount',
            'text-success',
          )}
        {row(
          t('shipping', { carrier: carrier?.carrierName ?? '—' }),
          formatCents(cart.shippingTtc),
          'checkout-shipping',
        )}
        {cart.professional
          ? row(t('totalHt'), formatCents(cart.totalHt), 'checkout-total-ht', strong)
          : row(t('total'), formatCents(cart.totalTtc), 'checkout-total', strong)}
        {row(t('tva'), formatCents(cart.totalTva), 'checkout-tva', muted)}
        {cart.professional
          ? row(t('total'), formatCents(cart.totalTtc), 'checkout-total', muted)
          : row(t('totalHt'), formatCents(cart.totalHt), 'checkout-total-ht', muted)}
      </dl>
      {children}
    </section>
  );
}
