'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/actions/client';
import { lineId, type CartInput, type CartLine } from './cart';
import type { StockDecision } from './stock';
import { checkStock } from './stock-actions';
import { useCartStore } from './store';

/**
 * Adding to the cart and changing a quantity with a live stock check first (spec sections 5
 * and 8): the spec's toasts, the quantity lowered to what remains. Custom paint skips the check.
 * Returns the quantity applied (0: nothing changed).
 */
export function useCheckedCart() {
  const t = useTranslations('cart.stock');

  const decide = useCallback(
    (result: ActionResult<StockDecision> | null): number | null => {
      if (!result) {
        toast.error(t('errorTitle'), { description: t('errorText') });
        return null;
      }
      if (!result.ok) {
        toast.error(t('errorTitle'), { description: result.error });
        return null;
      }
      const decision = result.data;
      if (decision.kind === 'ok') return decision.quantity;
      toast.error(t('insufficientTitle'), {
        description: t('insufficientText', {
          stock: decision.stock,
          product: decision.name,
          inCart: decision.inCart,
        }),
      });
      if (decision.kind === 'refused') return null;
      toast.info(t('adjustedTitle'), {
        description: t('adjustedText', { product: decision.name, quantity: decision.quantity }),
      });
      return decision.quantity;
    },
    [t],
  );

  const check = useCallback(
    async (productId: string, variantId: string | null, inCart: number, requested: number) =>
      decide(await checkStock({ productId, variantId, inCart, requested }).catch(() => null)),
    [decide],
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
      const quantity = await check(input.productId, input.variantId ?? null, inCart, requested);
      if (!quantity) return 0;
      useCartStore.getState().add({ ...input, quantity });
      return quantity;
    },
    [check],
  );

  const updateQuantity = useCallback(
    async (line: CartLine, quantity: number): Promise<number> => {
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
      const allowed = await check(line.productId, line.variantId, 0, quantity);
      if (!allowed) return 0;
      useCartStore.getState().updateQuantity(line.id, allowed);
      return allowed;
    },
    [check],
  );

  return { add, updateQuantity };
}
