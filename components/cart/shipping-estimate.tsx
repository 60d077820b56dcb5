'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { daysValues, optionDays } from '@/lib/shipping/estimate';
import { DESTINATIONS } from '@/lib/shipping/types';
import type { PricedCart } from '@/lib/pricing/types';

/**
 * The destination, the carrier of the estimate (the cheapest eligible one), the carriers not
 * offered for this cart and why (dangerous goods, weight).
 */
export function ShippingEstimate({
  cart,
  country,
  onCountry,
}: {
  cart: PricedCart;
  country: string;
  onCountry: (country: string) => void;
}) {
  const t = useTranslations('shipping');
  const selectId = useId();
  const selected = cart.shipping.selected;
  return (
    <div className="space-y-2 border-t pt-3 text-sm" data-testid="shipping-estimate">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={selectId}>{t('destination')}</label>
        <select
          id={selectId}
          value={country}
          onChange={(e) => onCountry(e.target.value)}
          className="border-input focus-visible:ring-ring/50 h-8 rounded-md border bg-transparent px-2 outline-none focus-visible:ring-[3px]"
        >
          {DESTINATIONS.map((code) => (
            <option key={code} value={code}>
              {t(`countries.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {selected ? (
        <p data-testid="shipping-carrier">
          {t('estimateVia', {
            carrier: selected.carrierName,
            ...daysValues(optionDays(selected)),
          })}
          {selected.note && <span className="text-muted-foreground block">{selected.note}</span>}
        </p>
      ) : (
        cart.shipping.unavailable && (
          <p className="text-destructive" role="status">
            {cart.shipping.unavailable}
          </p>
        )
      )}
      {cart.shipping.options.length > 1 && (
        <p className="text-muted-foreground" data-testid="shipping-options">
          {t('otherCarriers', {
            carriers: cart.shipping.options
              .filter((o) => o.carrierCode !== selected?.carrierCode)
              .map((o) => o.carrierName)
              .join(', '),
          })}
        </p>
      )}
      {cart.shipping.excluded.length > 0 && (
        <div data-testid="shipping-excluded">
          <p className="font-medium">{t('excludedTitle')}</p>
          <ul className="text-muted-foreground list-disc pl-5">
            {cart.shipping.excluded.map((e) => (
              <li key={e.carrierCode}>{e.reason}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
