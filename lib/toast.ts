import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The shop's toasts, with sonner's code fetched on demand (issue 12, « what a phone
 * downloads »): no page loads sonner (some 11 kB compressed) until something asks for a toast.
 * The first call fetches sonner and asks `AppProviders` to mount the `Toaster`
 * (`useToasterWanted`); the toast itself goes to sonner's store as soon as the module is there,
 * and sonner's `Toaster` shows the toasts already in its store when it subscribes, so the first
 * one is not lost. Calls keep their order (one promise, resolved in the order of the calls).
 */
type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  void loadSonner().then((module) => module.toast[kind](message, data));
}

/** Closes every toast on screen (nothing to do while sonner is not loaded: none is shown). */
export function dismissToasts(): void {
  void sonner?.then((module) => module.toast.dismiss());
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
};

/** For `AppProviders`: subscribe to « a toast was asked for ». */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast was asked for: the `Toaster` must be mounted from then on. */
export function toasterWanted(): boolean {
  return sonner !== null;
}
