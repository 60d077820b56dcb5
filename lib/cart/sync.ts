'use client';

import { useSessionStore } from '@/lib/account/session-store';
import { clientLog } from '@/lib/log/client';
import {
  clearServerCart,
  deleteServerCartLine,
  loadServerCart,
  mergeServerCart,
  upsertServerCartLines,
} from './actions';
import type { CartLine } from './cart';
import { setServerBacked, isServerBacked } from './storage';
import { useCartStore } from './store';
import { isApplyingFromOtherTab, startCartTabs } from './tabs';

/**
 * The cart store's sync with the database while signed in (spec section 4):
 * - at sign-in in this tab, the browser cart is merged into the database cart and local
 *   storage is emptied; on a page opened signed in, the database cart is loaded (merged with
 *   any line added before the session was known, which would otherwise be lost);
 * - each change of the store is sent (upsert, delete, clear), then the cart is read back, so
 *   prices shown are the server's;
 * - at sign-out the cart is cleared;
 * - other tabs are told through a BroadcastChannel and reload (the refresh action); they also
 *   take the new cart at once from the tab exchange (lib/cart/tabs.ts), which is not sent again.
 * Database failures are only logged (spec section 8). The sync flag resets after 5 s.
 */
const CART_SYNC_TIMEOUT_MS = 5000;

let started = false;
let applying = false;
let queue: Promise<unknown> = Promise.resolve();
let channel: BroadcastChannel | null = null;
let syncTimer: ReturnType<typeof setTimeout> | undefined;

function flagSync() {
  clearTimeout(syncTimer);
  syncTimer = setTimeout(() => {
    syncTimer = undefined;
  }, CART_SYNC_TIMEOUT_MS);
}

function apply(items: CartLine[]) {
  applying = true;
  try {
    useCartStore.getState().load(items);
  } finally {
    applying = false;
  }
}

function enqueue(task: () => Promise<unknown>) {
  queue = queue.then(task).catch((error: unknown) => {
    clientLog.error('Synchronisation du panier en échec', error);
  });
  return queue;
}

/** The refresh action: clears and reloads from the server. */
function refreshCart() {
  return enqueue(async () => {
    const result = await loadServerCart({});
    if (result.ok && isServerBacked()) apply(result.data);
  });
}

function tellOtherTabs() {
  try {
    channel?.postMessage('changed');
  } catch {
    // They will reload on their next page.
  }
}

function mergeAtSignIn() {
  flagSync();
  const local = useCartStore.getState().items;
  setServerBacked(true);
  return enqueue(async () => {
    const result = await mergeServerCart({ lines: local });
    if (result.ok) apply(result.data);
    tellOtherTabs();
  });
}

function pushChanges(items: CartLine[], previous: CartLine[]) {
  if (items.length === 0 && previous.length > 0) {
    void enqueue(() => clearServerCart({})).then(tellOtherTabs);
    return;
  }
  const before = new Map(previous.map((line) => [line.id, line]));
  const now = new Set(items.map((line) => line.id));
  const changed = items.filter((line) => before.get(line.id)?.quantity !== line.quantity);
  const removed = previous.filter((line) => !now.has(line.id));
  if (changed.length === 0 && removed.length === 0) return;
  void enqueue(async () => {
    for (const line of removed) await deleteServerCartLine({ lineKey: line.id });
    if (changed.length > 0) {
      await upsertServerCartLines({
        lines: changed.map((line) => ({ ...line, variantId: line.variantId ?? null })),
      });
    }
  })
    .then(() => refreshCart())
    .then(tellOtherTabs);
}

/** Starts the sync once per page (mounted by the header's account island). */
export function startCartSync() {
  if (started || typeof window === 'undefined') return;
  started = true;
  startCartTabs();
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel('nuancier-cart');
    channel.onmessage = () => {
      if (isServerBacked()) void refreshCart();
    };
  }
  useSessionStore.subscribe((state, previous) => {
    if (state.status === 'signed-in' && previous.status !== 'signed-in') {
      // Lines added while the page was still asking who is signed in live only in this browser
      // (the store was not yet synced): merge them, as at sign-in, rather than load over them.
      if (state.change === 'sign-in' || useCartStore.getState().items.length > 0) {
        void mergeAtSignIn();
      } else {
        setServerBacked(true);
        void refreshCart();
      }
    } else if (state.status === 'signed-out' && previous.status === 'signed-in') {
      setServerBacked(false);
      apply([]);
      useCartStore.getState().setPromoCode(null);
      useCartStore.persist.clearStorage();
    }
  });
  useCartStore.subscribe((state, previous) => {
    if (!isServerBacked() || applying || isApplyingFromOtherTab()) return;
    if (state.items === previous.items) return;
    pushChanges(state.items, previous.items);
  });
}
