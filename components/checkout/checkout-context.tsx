'use client';

import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { AddressView } from '@/lib/account/queries';
import { trackCheckoutStarted } from '@/lib/analytics/events';
import type { CartLine } from '@/lib/cart/cart';
import { usePricedCart, type PricingState } from '@/lib/pricing/use-priced-cart';
import type { PricedCart } from '@/lib/pricing/types';

const COUNTRY_CODES: Record<AddressView['country'], string> = {
  France: 'FR',
  Belgique: 'BE',
  Luxembourg: 'LU',
};

/** What the buyer chose on the page, in one object (each step changes its part). */
export type CheckoutChoices = {
  shippingId: string | null;
  billingSame: boolean;
  billingId: string | null;
  carrierCode: string | null;
  payment: 'transfer' | 'card';
  /** The address form is open (at once when the book is empty). */
  adding: boolean;
  /** The order is placed: the emptied cart shows no « empty cart » on the way to the order. */
  placed: boolean;
};

type Checkout = PricingState & {
  addresses: AddressView[];
  cardEnabled: boolean;
  items: readonly CartLine[];
  choices: CheckoutChoices;
  choose: (patch: Partial<CheckoutChoices>) => void;
  country: string;
  shipping: AddressView | null;
  /** The buyer's carrier while it is priced, then the server's (its first eligible one). */
  selectedCarrier: string | null;
  /** Lines the server cannot sell as they are (stock, product gone…). */
  problems: PricedCart['lines'];
};

const CheckoutContext = createContext<Checkout | null>(null);

export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error('useCheckout outside CheckoutProvider');
  return checkout;
}

/**
 * The checkout's shared state (medusa's checkout template is the model: the steps read one
 * store instead of props from a 400-line component): the buyer's choices, and the server's
 * pricing of the browser's cart for the chosen destination and carrier.
 */
export function CheckoutProvider({
  addresses,
  cardEnabled,
  items,
  promoCode,
  children,
}: {
  addresses: AddressView[];
  cardEnabled: boolean;
  items: readonly CartLine[];
  promoCode: string | null;
  children: React.ReactNode;
}) {
  const [choices, setChoices] = useState<CheckoutChoices>(() => ({
    shippingId: addresses[0]?.id ?? null,
    billingSame: true,
    billingId: addresses[0]?.id ?? null,
    carrierCode: null,
    payment: 'transfer',
    adding: addresses.length === 0,
    placed: false,
  }));
  const choose = (patch: Partial<CheckoutChoices>) =>
    setChoices((current) => ({ ...current, ...patch }));

  const shipping = addresses.find((a) => a.id === choices.shippingId) ?? null;
  const country = shipping ? COUNTRY_CODES[shipping.country] : 'FR';
  const pricing = usePricedCart(items, {
    promoCode,
    country,
    carrierCode: choices.carrierCode,
  });
  const { cart } = pricing;
  const selectedCarrier =
    choices.carrierCode && cart?.shipping.options.some((o) => o.carrierCode === choices.carrierCode)
      ? choices.carrierCode
      : (cart?.shipping.selected?.carrierCode ?? null);
  const problems = cart?.lines.filter((l) => l.status !== 'ok') ?? [];

  const started = useRef(false);
  useEffect(() => {
    if (!cart || started.current || cart.itemCount === 0) return;
    started.current = true;
    trackCheckoutStarted({ valueCents: cart.totalTtc, itemCount: cart.itemCount });
  }, [cart]);

  // A newly saved address becomes the delivery address.
  const known = useRef(new Set(addresses.map((a) => a.id)));
  useEffect(() => {
    const fresh = addresses.find((a) => !known.current.has(a.id));
    known.current = new Set(addresses.map((a) => a.id));
    if (fresh) setChoices((c) => ({ ...c, shippingId: fresh.id, adding: false }));
    else if (!choices.shippingId && addresses[0])
      setChoices((c) => ({ ...c, shippingId: addresses[0]!.id }));
  }, [addresses, choices.shippingId]);

  return (
    <CheckoutContext
      value={{
        ...pricing,
        addresses,
        cardEnabled,
        items,
        choices,
        choose,
        country,
        shipping,
        selectedCarrier,
        problems,
      }}
    >
      {children}
    </CheckoutContext>
  );
}
