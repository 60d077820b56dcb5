'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addLine,
  cartTotals,
  removeLine,
  sanitizeStoredLines,
  updateLineQuantity,
  type CartInput,
  type CartLine,
} from './cart';
import { trackAddedToCart } from '@/lib/analytics/events';

export type CartState = {
  items: CartLine[];
  discount: number;
  /** Set when a stored cart was found corrupted and emptied (the UI shows 'Panier nettoyé'). */
  cleaned: boolean;
  add: (input: CartInput) => void;
  remove: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clear: () => void;
  load: (items: CartLine[]) => void;
  acknowledgeCleaned: () => void;
};

export const CART_STORAGE_KEY = 'nuancier-cart';

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      discount: 0,
      cleaned: false,
      // Spec: the discount resets to 0 on add and on load.
      add: (input) =>
        set((state) => {
          const items = addLine(state.items, input);
          if (items !== state.items) {
            trackAddedToCart({
              productId: input.productId,
              variantId: input.variantId,
              slug: input.slug,
              quantity: Math.max(1, Math.floor(input.quantity ?? 1)),
              unitPriceCents: Math.round(input.price * 100),
              isColourProduct: input.isColorProduct,
            });
          }
          return { items, discount: 0 };
        }),
      remove: (id) => set((state) => ({ items: removeLine(state.items, id) })),
      updateQuantity: (id, quantity) =>
        set((state) => ({ items: updateLineQuantity(state.items, id, quantity) })),
      clear: () => set({ items: [], discount: 0 }),
      load: (items) => set({ items: sanitizeStoredLines(items).items, discount: 0 }),
      acknowledgeCleaned: () => set({ cleaned: false }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      merge: (persisted, current) => {
        const { items, corrupted } = sanitizeStoredLines(
          (persisted as { items?: unknown } | undefined)?.items,
        );
        return { ...current, items, cleaned: corrupted };
      },
    },
  ),
);

export function useCartTotals() {
  const items = useCartStore((state) => state.items);
  const discount = useCartStore((state) => state.discount);
  return cartTotals(items, discount);
}
