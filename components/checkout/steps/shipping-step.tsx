'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/lib/money';
import { daysValues, optionDays } from '@/lib/shipping/estimate';
import { useCheckout } from '../checkout-context';

/** The carriers the server offers for this cart and destination, with their prices. */
export function ShippingStep() {
  const t = useTranslations('checkout');
  const { cart, selectedCarrier, choose } = useCheckout();
  return (
    <fieldset className="space-y-2 rounded-lg border p-4" data-testid="checkout-carriers">
      <legend className="px-1 text-lg font-semibold">{t('steps.carrier')}</legend>
      {!cart ? (
        <Skeleton className="h-16 w-full" />
      ) : cart.shipping.options.length === 0 ? (
        <p role="status" className="text-destructive text-sm">
          {cart.shipping.unavailable}
        </p>
      ) : (
        cart.shipping.options.map((o) => (
          <label
            key={o.carrierCode}
            className="flex items-start justify-between gap-3 rounded-md border p-3 text-sm"
          >
            <span className="flex items-start gap-3">
              <input
                type="radio"
                name="carrier"
                value={o.carrierCode}
                checked={selectedCarrier === o.carrierCode}
                onChange={() => choose({ carrierCode: o.carrierCode })}
                className="mt-1 size-4"
              />
              <span>
                <span className="font-medium">{o.carrierName}</span>
                <span className="text-muted-foreground block">
                  {t('carrier.transit', daysValues(optionDays(o)))}
                </span>
                {o.note && <span className="text-muted-foreground block">{o.note}</span>}
              </span>
            </span>
            <span className="font-medium">
              {o.priceCents === 0 ? t('carrier.free') : formatCents(o.priceCents)}
            </span>
          </label>
        ))
      )}
      {cart && cart.shipping.excluded.length > 0 && (
        <ul className="text-muted-foreground list-disc pl-5 text-sm">
          {cart.shipping.excluded.map((e) => (
            <li key={e.carrierCode}>{e.reason}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
