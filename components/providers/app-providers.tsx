'use client';

import { NextIntlClientProvider } from 'next-intl';
import { Toaster } from 'sonner';
import messages from '@/messages/fr.json';

/**
 * Client-side context for every page: French messages and toasts (sonner). Tooltips bring their
 * own provider (components/colour/tip-badge.tsx), so their code is not on every page.
 * The messages come with this module's JavaScript (downloaded once, then cached) rather than
 * as a prop: a prop would travel again in every page's HTML, inside its RSC data.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={messages}>
      {children}
      {/* Spec constants: up to 3 toasts, 4000 ms, 356 px wide. */}
      <Toaster
        visibleToasts={3}
        duration={4000}
        position="bottom-right"
        richColors
        closeButton
        toastOptions={{ style: { width: 356 } }}
      />
    </NextIntlClientProvider>
  );
}
