'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { HiddenRouteIds } from '@/components/layout/hidden-route-ids';
import { subscribeToasterWanted, toasterWanted } from '@/lib/toast';
import messages from '@/messages/fr.json';

const ShopToaster = lazy(() => import('./toaster'));

/** sonner's own phone breakpoint: below it toasts take the whole width. */
const PHONE = '(max-width: 600px)';

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Toasts at the top on a phone: at the bottom they would cover the quantity, the « Ajouter au
 * panier » button and the colour page's buy bar the shopper has just used.
 */
function useToastPosition() {
  const phone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return phone ? 'top-center' : 'bottom-right';
}

/**
 * Client-side context for every page: French messages and toasts (sonner, mounted once a toast
 * is asked for: `lib/toast.ts`). Tooltips bring their own provider
 * (components/colour/tip-badge.tsx), so their code is not on every page.
 * The messages come with this module's JavaScript (downloaded once, then cached) rather than
 * as a prop: a prop would travel again in every page's HTML, inside its RSC data.
 * The routes Next keeps hidden after a navigation give up their ids (HiddenRouteIds).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const position = useToastPosition();
  const toaster = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  return (
    <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={messages}>
      {children}
      <HiddenRouteIds />
      {toaster && (
        <Suspense fallback={null}>
          <ShopToaster position={position} />
        </Suspense>
      )}
    </NextIntlClientProvider>
  );
}
