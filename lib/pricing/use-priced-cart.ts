'use client';

import { useEffect, useRef, useState } from 'react';
import type { CartLine } from '@/lib/cart/cart';
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

/**
 * The server's price of the local cart, asked again whenever its lines, the promo code, the
 * destination or the carrier change; an answer to an older request is dropped.
 */
export function usePricedCart(
  items: readonly CartLine[],
  options: { promoCode: string | null; country: string; carrierCode?: string | null },
): PricingState {
  const [state, setState] = useState<PricingState>({ cart: null, pending: true, error: null });
  const request = useRef(0);
  const lines = JSON.stringify(linesForPricing(items));
  const { promoCode, country, carrierCode = null } = options;

  useEffect(() => {
    const id = ++request.current;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new request starts now
    setState((s) => ({ ...s, pending: true }));
    priceCart({ lines: JSON.parse(lines), promoCode, country, carrierCode })
      .then((result) => {
        if (id !== request.current) return;
        setState(
          result.ok
            ? { cart: result.data, pending: false, error: null }
            : (s) => ({ ...s, pending: false, error: result.error }),
        );
      })
      .catch(() => {
        if (id === request.current) setState((s) => ({ ...s, pending: false, error: '' }));
      });
  }, [lines, promoCode, country, carrierCode]);

  return state;
}
