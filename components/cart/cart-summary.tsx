import type { ReactNode } from 'react';
import type { CartTotals } from '@/lib/cart/cart';
import { formatEuros } from '@/lib/money';

/** Subtotal, discount, total. `children` is where a promo code form or checkout button goes. */
export function CartSummary({
  totals,
  labels,
  children,
}: {
  totals: CartTotals;
  labels: {
    title: string;
    items: string;
    subtotal: string;
    discount: string;
    total: string;
    note: string;
  };
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="bg-card h-fit space-y-4 rounded-lg border p-5"
    >
      <h2 id="cart-summary-heading" className="text-lg font-semibold">
        {labels.title}
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between">
          <dt>
            {labels.subtotal} <span className="text-muted-foreground">({labels.items})</span>
          </dt>
          <dd data-testid="cart-subtotal">{formatEuros(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="text-success flex justify-between">
            <dt>{labels.discount}</dt>
            <dd>−{formatEuros(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t pt-2 text-base font-bold">
          <dt>{labels.total}</dt>
          <dd data-testid="cart-total">{formatEuros(totals.total)}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-xs">{labels.note}</p>
      {children}
    </section>
  );
}
