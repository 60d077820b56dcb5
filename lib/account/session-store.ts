'use client';

import { create } from 'zustand';
import type { LiveConfig } from '@/lib/notifications/live';
import type { SessionView } from './session-view';

/**
 * The browser's view of the session (spec section 4 « Authentication »): loading until the
 * first answer of `GET /api/auth/session`, then signed in or out. Other tabs are told through
 * a BroadcastChannel and reload it, so a cart or a menu open in two tabs stays consistent.
 */
type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
type SessionState = {
  status: SessionStatus;
  user: SessionView | null;
  /** Set when this tab signed in or out (the cart sync reacts to these only). */
  change: 'sign-in' | 'sign-out' | null;
  /** How new-order notices reach this browser (embedded SSE unless the server says otherwise). */
  live: LiveConfig;
};

export const useSessionStore = create<SessionState>()(() => ({
  status: 'loading',
  user: null,
  change: null,
  live: { mode: 'listen-notify' },
}));

const CHANNEL = 'nuancier-session';
let channel: BroadcastChannel | null = null;
let loading: Promise<void> | null = null;

function broadcast() {
  try {
    channel?.postMessage('changed');
  } catch {
    // Another tab will see it on its next load.
  }
}

/** Reads the session from the server (once at start, then on demand). */
function loadSession(): Promise<void> {
  loading ??= fetch('/api/auth/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : { user: null }))
    .then((body: { user: SessionView | null; live?: LiveConfig | null }) => {
      useSessionStore.setState({
        status: body.user ? 'signed-in' : 'signed-out',
        user: body.user,
        ...(body.live ? { live: body.live } : {}),
      });
    })
    .catch(() => {
      useSessionStore.setState({ status: 'signed-out', user: null });
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Starts the session once per page (header island). */
export function startSession() {
  if (typeof window === 'undefined' || channel) return;
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      useSessionStore.setState({ change: null });
      void loadSession();
    };
  }
  void loadSession();
}

export function sessionSignedIn(user: SessionView) {
  useSessionStore.setState({ status: 'signed-in', user, change: 'sign-in' });
  broadcast();
}

export function sessionSignedOut() {
  useSessionStore.setState({ status: 'signed-out', user: null, change: 'sign-out' });
  broadcast();
}
