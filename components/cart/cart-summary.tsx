'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatCents } from '@/lib/money';
import type { PricedCart } from '@/lib/pricing/types';

/**
 * The server's totals: subtotal, discount, shipping estimate, HT / TVA / TTC. A verified
 * professional reads HT first. `children` is where the promo code form and the next steps go.
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
  const ts = useTranslations('shipping');
  const selected = cart.shipping.selected;
  const shippingPart =
    cart.promotion.status === 'applied' ? cart.promotion.shippingDiscountCents : 0;
  const itemsDiscount = cart.discountTtc - shippingPart;
  // Rows sit directly in the <dl> (one <div> per dt/dd pair), as axe's definition-list rule wants.
  const row = (label: string, value: string, testId: string, className: string) => (
    <div className={`flex justify-between ${className}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const strong = 'border-t pt-2 text-base font-bold';
  const muted = 'text-muted-foreground';
  const ht = (className: string) =>
    row(t('totalHt'), formatCents(cart.totalHt), 'cart-total-ht', className);
  const ttc = (className: string) =>
    row(t('total'), formatCents(cart.totalTtc), 'cart-total', className);
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
        <div className="flex justify-between">
          <dt>
            {t('subtotal')}{' '}
            <span className="text-muted-foreground">
              ({t('itemCount', { count: cart.itemCount })})
            </span>
          </dt>
          <dd data-testid="cart-subtotal">{formatCents(cart.subtotalTtc)}</dd>
        </div>
        {itemsDiscount > 0 && (
          <div className="text-success flex justify-between">
            <dt>{t('discount')}</dt>
            <dd data-testid="cart-discount">−{formatCents(itemsDiscount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{ts('estimate')}</dt>
          <dd data-testid="cart-shipping">
            {!selected
              ? '—'
              : cart.shippingTtc - shippingPart === 0
                ? ts('free')
                : formatCents(cart.shippingTtc - shippingPart)}
          </dd>
        </div>
        {cart.professional ? ht(strong) : ttc(strong)}
        {cart.professional ? ttc(muted) : ht(muted)}
        {row(t('vat'), formatCents(cart.totalTva), 'cart-total-tva', muted)}
      </dl>
      {shipping}
      {children}
    </section>
  );
}
