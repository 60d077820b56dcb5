'use client';

import type { StateStorage } from 'zustand/middleware';

/**
 * Where the cart store persists: localStorage for a visitor; nothing while signed in (the cart
 * then lives in the database, spec section 4), switched by the cart sync.
 */
let serverBacked = false;

export function setServerBacked(value: boolean) {
  serverBacked = value;
  if (value) {
    try {
      window.localStorage.removeItem('nuancier-cart');
    } catch {
      // Storage unavailable: nothing to empty.
    }
  }
}

export function isServerBacked() {
  return serverBacked;
}

export const cartStorage: StateStorage = {
  getItem: (name) => (serverBacked ? null : window.localStorage.getItem(name)),
  setItem: (name, value) => {
    if (!serverBacked) window.localStorage.setItem(name, value);
  },
  removeItem: (name) => window.localStorage.removeItem(name),
};
