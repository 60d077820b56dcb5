'use client';

import { useSyncExternalStore } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { Toaster } from 'sonner';
import messages from '@/messages/fr.json';

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
 * Client-side context for every page: French messages and toasts (sonner). Tooltips bring their
 * own provider (components/colour/tip-badge.tsx), so their code is not on every page.
 * The messages come with this module's JavaScript (downloaded once, then cached) rather than
 * as a prop: a prop would travel again in every page's HTML, inside its RSC data.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const position = useToastPosition();
  return (
    <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={messages}>
      {children}
      {/* Spec constants: up to 3 toasts, 4000 ms, 356 px wide. */}
      <Toaster
        visibleToasts={3}
        duration={4000}
        position={position}
        richColors
        closeButton
        toastOptions={{ style: { width: 356 } }}
      />
    </NextIntlClientProvider>
  );
}
