'use client';

import { Toaster } from 'sonner';

/**
 * sonner's toaster with the spec's constants (up to 3 toasts, 4000 ms, 356 px wide). A separate
 * chunk: `AppProviders` mounts it once a toast is asked for (`lib/toast.ts`).
 */
export default function ShopToaster({ position }: { position: 'top-center' | 'bottom-right' }) {
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      position={position}
      richColors
      closeButton
      toastOptions={{ style: { width: 356 } }}
      // On a phone (toasts at the top) they start below the 64 px header: the cart icon and
      // its badge stay visible and tappable.
      mobileOffset={{ top: 72 }}
    />
  );
}
