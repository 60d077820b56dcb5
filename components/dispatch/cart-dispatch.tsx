'use client';

import { dispatchRules, type DispatchSettings } from '@/lib/dispatch/rules';
import type { PricedCart } from '@/lib/pricing/types';
import { DispatchPromise } from './dispatch-promise';

/**
 * The cart's or checkout's dispatch day: the longer preparation when it holds colour paint
 * mixed to order, the transit of the carrier the server's pricing selected (none: no delivery
 * days said).
 */
export function CartDispatch({
  settings,
  cart,
  testId,
}: {
  settings: DispatchSettings;
  cart: PricedCart;
  testId: string;
}) {
  const lines = cart.lines.filter((line) => line.status === 'ok');
  if (lines.length === 0) return null;
  const rules = dispatchRules(
    settings,
    lines.some((line) => line.isCustomPaint),
  );
  return (
    <DispatchPromise
      rules={rules}
      transit={cart.shipping.selected?.transit ?? null}
      testId={testId}
    />
  );
}
