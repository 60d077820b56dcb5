'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PricedCart } from '@/lib/pricing/types';
import { SummaryRows } from './summary-rows';

const TEST_IDS = {
  subtotal: 'cart-subtotal',
  discount: 'cart-discount',
  shipping: 'cart-shipping',
  totalHt: 'cart-total-ht',
  vat: 'cart-total-tva',
  total: 'cart-total',
};

/**
 * The server's summary (lib/pricing/breakdown.ts, the checkout's too): an HT column for a
 * verified professional, a TTC one for anyone else. `children` is where the promo code form
 * and the next steps go.
 */
export function CartSummary({
  cart,
  pending,
  shipping,
  children,
}: {
  cart: PricedCart;
  pending: boolean;
  shipping: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations('cart');
  return (
    <section
      aria-labelledby="cart-summary-heading"
      aria-busy={pending}
      className="bg-card h-fit space-y-4 rounded-lg border p-5"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold">
        {t('summary')}
      </h2>
      <dl className="space-y-2 text-sm">
        <SummaryRows rows={cart.summary} testIds={TEST_IDS} />
      </dl>
      {shipping}
      {children}
    </section>
  );
}
