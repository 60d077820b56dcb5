'use client';

import { sanitizeStoredLines, type CartLine } from './cart';
import { useCartStore } from './store';

/**
 * Open tabs of the shop keep one cart (issue 14): each change of this tab's cart — a line
 * added, a quantity, a line removed, the cart emptied, a promo code applied or removed — is
 * posted on a BroadcastChannel, and the other tabs take it at once, without a reload. A state
 * taken from another tab is not posted back (no echo) and is not sent again to the database cart
 * by the sync (`isApplyingFromOtherTab`): the tab that made the change already did.
 * Where BroadcastChannel is missing, the other tabs see the change at their next page.
 */
const CART_TABS_CHANNEL = 'nuancier-cart-tabs';

type TabMessage = { items: CartLine[]; promoCode: string | null };

let started = false;
let applying = false;

export function isApplyingFromOtherTab() {
  return applying;
}

/** What another tab posted, checked as a stored cart is (it may be an older build of the page). */
function readTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { items, promoCode } = data as { items?: unknown; promoCode?: unknown };
  if (!Array.isArray(items)) return null;
  const { items: lines, corrupted } = sanitizeStoredLines(items);
  if (corrupted) return null;
  return { items: lines, promoCode: typeof promoCode === 'string' ? promoCode : null };
}

/** Starts the exchange once per page (with the cart sync, mounted by the header). */
export function startCartTabs() {
  if (started || typeof window === 'undefined' || !('BroadcastChannel' in window)) return;
  started = true;
  const channel = new BroadcastChannel(CART_TABS_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const message = readTabMessage(event.data);
    if (!message) return;
    applying = true;
    try {
      useCartStore.setState({ items: message.items, promoCode: message.promoCode, discount: 0 });
    } finally {
      applying = false;
    }
  };
  useCartStore.subscribe((state, previous) => {
    if (applying) return;
    if (state.items === previous.items && state.promoCode === previous.promoCode) return;
    try {
      channel.postMessage({ items: state.items, promoCode: state.promoCode } satisfies TabMessage);
    } catch {
      // The other tabs will read the cart at their next page.
    }
  });
}
