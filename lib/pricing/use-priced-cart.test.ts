// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@/lib/cart-line';
import type { PricedCart } from './types';

const asked: { lines: { quantity: number }[]; answer: (cart: PricedCart) => void }[] = [];
vi.mock('./actions', () => ({
  priceCart: (input: { lines: { quantity: number }[] }) =>
    new Promise((resolve) =>
      asked.push({ lines: input.lines, answer: (cart) => resolve({ ok: true, data: cart }) }),
    ),
}));

const { usePricedCart } = await import('./use-priced-cart');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function line(quantity: number): CartLine {
  return { id: 'p1', productId: 'p1', variantId: null, quantity } as CartLine;
}
const priced = (totalTtc: number) => ({ totalTtc }) as PricedCart;

const seen: ReturnType<typeof usePricedCart>[] = [];
/** A cart of one line of `quantity`, or an empty cart for 0. */
function Probe({ quantity }: { quantity: number }) {
  const items = quantity > 0 ? [line(quantity)] : [];
  seen.unshift(usePricedCart(items, { promoCode: null, country: 'FR' }));
  return null;
}

describe('usePricedCart', () => {
  let root: ReturnType<typeof createRoot>;
  beforeEach(() => {
    asked.length = 0;
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => act(() => root.unmount()));

  it('never lets the answer to an older cart replace the newer one', async () => {
    await act(async () => root.render(createElement(Probe, { quantity: 1 })));
    await act(async () => root.render(createElement(Probe, { quantity: 2 })));
    expect(asked.map((a) => a.lines[0]?.quantity)).toEqual([1, 2]);
    const [older, newer] = asked;

    // The newer request is answered first, the older one late.
    await act(async () => newer!.answer(priced(2000)));
    expect(seen[0]).toMatchObject({ cart: { totalTtc: 2000 }, pending: false });
    await act(async () => older!.answer(priced(1000)));
    expect(seen[0]).toMatchObject({ cart: { totalTtc: 2000 }, pending: false });
  });

  it('asks nothing for an empty cart, then prices its first line', async () => {
    await act(async () => root.render(createElement(Probe, { quantity: 0 })));
    expect(asked).toEqual([]);
    expect(seen[0]).toMatchObject({ cart: null, pending: false, error: null });
    await act(async () => root.render(createElement(Probe, { quantity: 5 })));
    expect(asked.map((a) => a.lines.map((l) => l.quantity))).toEqual([[5]]);
    await act(async () => asked[0]!.answer(priced(5000)));
    expect(seen[0]).toMatchObject({ cart: { totalTtc: 5000 }, pending: false });
  });

  it('keeps the last price on screen while a new one is asked', async () => {
    await act(async () => root.render(createElement(Probe, { quantity: 3 })));
    await act(async () => asked[0]!.answer(priced(3000)));
    await act(async () => root.render(createElement(Probe, { quantity: 4 })));
    expect(seen[0]).toMatchObject({ cart: { totalTtc: 3000 }, pending: true });
    await act(async () => asked[1]!.answer(priced(4000)));
    expect(seen[0]).toMatchObject({ cart: { totalTtc: 4000 }, pending: false });
  });
});
