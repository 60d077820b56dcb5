'use client';

import { useMemo } from 'react';
import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';

/**
 * Adds namespaces to the messages of the providers above (next-intl's provider replaces them
 * instead): whole namespaces given here win over the partial ones of the frame.
 */
export function MessagesScope({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const parent = useMessages();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
