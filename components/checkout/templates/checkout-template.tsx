'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AddressView } from '@/lib/account/queries';
import { useCartStore } from '@/lib/cart/store';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { CATALOGUE_PATH } from '@/lib/urls';
import { CartDispatch } from '@/components/dispatch/cart-dispatch';
import type { DispatchSettings } from '@/lib/dispatch/rules';
import { CheckoutProvider, useCheckout } from '../checkout-context';
import { AddressStep } from '../steps/address-step';
import { BillingStep } from '../steps/billing-step';
import { PaymentStep } from '../steps/payment-step';
import { ReviewStep } from '../steps/review-step';
import { ShippingStep } from '../steps/shipping-step';

/**
 * The /checkout body (medusa's checkout template is the model): the steps (addresses, carrier,
 * payment, review) share one context (`../checkout-context.tsx`). The cart is the browser's
 * (kept through sign-in); every amount shown is the server's pricing for the chosen destination
 * and carrier, and the order is priced again on the server.
 */
export function CheckoutTemplate({
  addresses,
  cardEnabled,
  dispatch,
}: {
  addresses: AddressView[];
  cardEnabled: boolean;
  dispatch: DispatchSettings;
}) {
  const t = useTranslations('checkout');
  const hydrated = useHydrated();
  const items = useCartStore((s) => s.items);
  const promoCode = useCartStore((s) => s.promoCode);

  if (!hydrated) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return (
    <CheckoutProvider
      addresses={addresses}
      cardEnabled={cardEnabled}
      items={items}
      promoCode={promoCode}
    >
      <CheckoutSteps dispatch={dispatch} />
    </CheckoutProvider>
  );
}

function CheckoutSteps({ dispatch }: { dispatch: DispatchSettings }) {
  const t = useTranslations('checkout');
  const { items, choices, cart } = useCheckout();
  if (items.length === 0 && !choices.placed) {
    return (
      <div className="space-y-3 py-8 text-center">
        <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
        <p className="text-muted-foreground">{t('empty.text')}</p>
        <Button asChild>
          <Link href={CATALOGUE_PATH}>{t('empty.link')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="checkout-form">
      <div className="space-y-6">
        <AddressStep />
        <BillingStep />
        <ShippingStep />
        {cart && <CartDispatch settings={dispatch} cart={cart} testId="checkout-dispatch" />}
        <PaymentStep />
      </div>
      <ReviewStep />
    </div>
  );
}
