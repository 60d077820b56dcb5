'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  addLine,
  removeLine,
  sanitizeStoredLines,
  updateLineQuantity,
  type CartInput,
  type CartLine,
} from './cart';
import { trackAddedToCart } from '@/lib/analytics/events';
import { readPromoCookie, writePromoCookie } from './promo-cookie';
import { cartStorage } from './storage';

export type CartState = {
  items: CartLine[];
  discount: number;
  /** Set when a stored cart was found corrupted and emptied (the UI shows 'Panier nettoyé'). */
  cleaned: boolean;
  /**
   * The promo code the server accepted; the server re-checks it at every pricing. It follows
   * the cart through reloads and sign-in (lib/cart/promo-cookie.ts).
   */
  promoCode: string | null;
  setPromoCode: (code: string | null) => void;
  add: (input: CartInput) => void;
  remove: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clear: () => void;
  /** Puts back lines and code taken away a moment ago (« Annuler » after « Vider le panier »). */
  restore: (items: CartLine[], promoCode: string | null) => void;
  load: (items: CartLine[]) => void;
  acknowledgeCleaned: () => void;
};

const CART_STORAGE_KEY = 'nuancier-cart';

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      discount: 0,
      cleaned: false,
      promoCode: readPromoCookie(),
      setPromoCode: (promoCode) => set({ promoCode }),
      // Spec: the discount resets to 0 on add and on load; the code goes on add (asked again for
      // the new cart) and stays on load (a reload or the cart merged at sign-in is the same cart).
      add: (input) => {
        const before = get().items;
        const items = addLine(before, input);
        set({ items, discount: 0, promoCode: null });
        // A line the cart rejected (spec: silently) is no event for the shop owner.
        if (items !== before) {
          trackAddedToCart({
            productId: input.productId,
            variantId: input.variantId,
            slug: input.slug,
            quantity: Math.max(1, Math.floor(input.quantity ?? 1)),
            unitPriceCents: Math.round(input.price * 100),
            isColourProduct: input.isColorProduct,
          });
        }
      },
      remove: (id) => set((state) => ({ items: removeLine(state.items, id) })),
      updateQuantity: (id, quantity) =>
        set((state) => ({ items: updateLineQuantity(state.items, id, quantity) })),
      clear: () => set({ items: [], discount: 0, promoCode: null }),
      restore: (items, promoCode) => set({ items, discount: 0, promoCode }),
      load: (items) => set({ items: sanitizeStoredLines(items).items, discount: 0 }),
      acknowledgeCleaned: () => set({ cleaned: false }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => cartStorage),
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

// The cookie follows the code, whoever changed it (this tab, another tab, the sync).
if (typeof window !== 'undefined') {
  useCartStore.subscribe((state, previous) => {
    if (state.promoCode !== previous.promoCode) writePromoCookie(state.promoCode);
  });
}
