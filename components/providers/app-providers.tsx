'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/tooltip';

/** Client-side context for every page: French messages, tooltips and toasts (sonner). */
export function AppProviders({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  return (
    <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={messages}>
      <TooltipProvider>
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
      </TooltipProvider>
    </NextIntlClientProvider>
  );
}
