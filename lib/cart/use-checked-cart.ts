'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { lineId, type CartInput, type CartLine } from './cart';
import type { StockDecision } from './stock';
import { checkStock } from './stock-actions';
import { useCartStore } from './store';

/**
 * The latest quantity change asked for each line: a stock answer for an older change arriving
 * after a newer one (typed 5, then 3 while 5 was being checked) is dropped, never applied over it.
 */
const turns = new Map<string, number>();
function nextTurn(lineId: string): () => boolean {
  const turn = (turns.get(lineId) ?? 0) + 1;
  turns.set(lineId, turn);
  return () => turns.get(lineId) === turn;
}

/**
 * Adding to the cart and changing a quantity with a live stock check first (spec sections 5
 * and 8): the spec's toasts, the quantity lowered to what remains. Custom paint skips the check.
 * Returns the quantity applied (0: nothing changed).
 */
export function useCheckedCart() {
  const t = useTranslations('cart.stock');

  /**
   * The server's decision with the spec's toasts; `total` gives the line's quantity once a
   * quantity is applied. Null: nothing may change (error, or no stock left).
   */
  const check = useCallback(
    async (
      line: { productId: string; variantId: string | null; inCart: number },
      requested: number,
    ): Promise<StockDecision | null> => {
      const result = await checkStock({ ...line, requested }).catch(() => null);
      if (!result) {
        toast.error(t('errorTitle'), { description: t('errorText') });
        return null;
      }
      if (!result.ok) {
        toast.error(t('errorTitle'), { description: result.error });
        return null;
      }
      const decision = result.data;
      if (decision.kind !== 'ok') {
        toast.error(t('insufficientTitle'), {
          description: t('insufficientText', {
            stock: decision.stock,
            product: decision.name,
            inCart: decision.inCart,
          }),
        });
      }
      if (decision.kind === 'adjusted') {
        toast.info(t('adjustedTitle'), {
          description: t('adjustedText', {
            product: decision.name,
            quantity: decision.inCart + decision.quantity,
          }),
        });
      }
      return decision;
    },
    [t],
  );

  const add = useCallback(
    async (input: CartInput): Promise<number> => {
      const requested = Math.max(1, Math.floor(input.quantity ?? 1));
      if (input.isColorProduct) {
        useCartStore.getState().add({ ...input, quantity: requested });
        return requested;
      }
      const id = lineId(input.productId, input.variantId);
      const inCart = useCartStore.getState().items.find((l) => l.id === id)?.quantity ?? 0;
      const variantId = input.variantId ?? null;
      const decision = await check({ productId: input.productId, variantId, inCart }, requested);
      if (!decision || decision.kind === 'refused') return 0;
      useCartStore.getState().add({ ...input, quantity: decision.quantity });
      return decision.quantity;
    },
    [check],
  );

  const updateQuantity = useCallback(
    async (line: CartLine, quantity: number): Promise<number> => {
      const isLatest = nextTurn(line.id);
      const store = useCartStore.getState();
      if (quantity <= 0) {
        store.remove(line.id);
        return 0;
      }
      // Lowering never needs a check; custom paint is never checked.
      if (line.isColorProduct || quantity <= line.quantity) {
        store.updateQuantity(line.id, quantity);
        return quantity;
      }
      const decision = await check(
        { productId: line.productId, variantId: line.variantId, inCart: line.quantity },
        quantity - line.quantity,
      );
      if (!decision || !isLatest()) return 0;
      // Spec: above the stock, the quantity becomes the stock when it is above 0.
      const next =
        decision.kind === 'ok'
          ? quantity
          : decision.kind === 'adjusted'
            ? decision.inCart + decision.quantity
            : Math.min(line.quantity, Math.max(decision.stock, 0)) || line.quantity;
      useCartStore.getState().updateQuantity(line.id, next);
      return next;
    },
    [check],
  );

  return { add, updateQuantity };
}
