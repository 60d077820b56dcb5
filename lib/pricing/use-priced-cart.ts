'use client';

import useSWR from 'swr';
import { useSessionStore } from '@/lib/account/session-store';
import type { CartLine } from '@/lib/cart-line';
import { BROWSER_READ } from '@/lib/hooks/browser-read';
import { priceCart } from './actions';
import type { PricedCart } from './types';

export type PricingState = {
  cart: PricedCart | null;
  /** A pricing request for the current lines is under way. */
  pending: boolean;
  error: string | null;
};

/** What the server is sent of a local line: its ids and quantity, nothing else. */
export function linesForPricing(items: readonly CartLine[]) {
  return items.map((l) => ({
    id: l.id,
    productId: l.productId,
    variantId: l.variantId,
    quantity: l.quantity,
  }));
}

/** The server's French refusal (kept apart from a network failure, which has no words). */
class PricingRefused extends Error {}

type PricingKey = readonly [
  'priced-cart',
  lines: string,
  promoCode: string | null,
  country: string,
  carrierCode: string | null,
  who: string,
];

async function fetchPricedCart([, lines, promoCode, country, carrierCode]: PricingKey) {
  const result = await priceCart({ lines: JSON.parse(lines), promoCode, country, carrierCode });
  if (!result.ok) throw new PricingRefused(result.error);
  return result.data;
}

/**
 * The server's price of the local cart, asked again whenever its lines, the promo code, the
 * destination, the carrier or the signed-in user change (a professional's prices are the
 * server's business: signing in or out prices again). Each answer is kept under the request it
 * answers (SWR), so an answer to an older request never shows for a newer one; while a request
 * runs, or after it failed, the last price stays.
 */
export function usePricedCart(
  items: readonly CartLine[],
  options: { promoCode: string | null; country: string; carrierCode?: string | null },
): PricingState {
  const { promoCode, country, carrierCode = null } = options;
  const who = useSessionStore((s) =>
    s.user ? `${s.user.email}:${s.user.isVerifiedProfessional}` : '',
  );
  const key: PricingKey = [
    'priced-cart',
    JSON.stringify(linesForPricing(items)),
    promoCode,
    country,
    carrierCode,
    who,
  ];
  // An empty cart is not sent: there is nothing to price, and a server action in flight holds
  // back the client router — a link followed meanwhile (« Passer la commande ») only leads on
  // once it returns (docs/decisions/ci-pipeline.md « Round 6 »). On a signed-in customer's cart
  // page, the empty cart before the session and the database cart are known was priced twice,
  // and its summary showed with the link while the real lines were being priced.
  const { data, error, isValidating } = useSWR(
    items.length > 0 ? key : null,
    fetchPricedCart,
    BROWSER_READ,
  );
  return {
    cart: data ?? null,
    pending: isValidating,
    error: error === undefined ? null : error instanceof PricingRefused ? error.message : '',
  };
}
