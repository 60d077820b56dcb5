// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import type { CartLine } from './cart';
import type { StockDecision } from './stock';

const pending: ((decision: StockDecision) => void)[] = [];
vi.mock('./stock-actions', () => ({
  checkStock: () =>
    new Promise((resolve) => pending.push((decision) => resolve({ ok: true, data: decision }))),
}));
vi.mock('next-intl', () => ({ useTranslations: () => (key: string) => key }));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

const { useCheckedCart } = await import('./use-checked-cart');
const { useCartStore } = await import('./store');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('a stock answer for an older quantity never replaces a newer quantity', async () => {
  let checked!: ReturnType<typeof useCheckedCart>;
  function Probe() {
    checked = useCheckedCart();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Probe)));
  const line = {
    id: 'p1',
    productId: 'p1',
    variantId: null,
    quantity: 4,
    isColorProduct: false,
  } as CartLine;
  useCartStore.setState({ items: [line] });

  // 5 is typed (checked against the stock), then 3 before the answer (a lowering: no check).
  const raise = checked.updateQuantity(line, 5);
  expect(pending).toHaveLength(1);
  await checked.updateQuantity(line, 3);
  expect(useCartStore.getState().items[0]?.quantity).toBe(3);

  // The stock answer for 5 arrives late: it is dropped.
  pending[0]!({ kind: 'ok', quantity: 1 });
  expect(await raise).toBe(0);
  expect(useCartStore.getState().items[0]?.quantity).toBe(3);

  // A later raise on its own is applied.
  const again = checked.updateQuantity(useCartStore.getState().items[0]!, 4);
  pending[1]!({ kind: 'ok', quantity: 1 });
  expect(await again).toBe(4);
  expect(useCartStore.getState().items[0]?.quantity).toBe(4);
  await act(async () => root.unmount());
});
