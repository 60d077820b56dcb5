'use client';

import { NextIntlClientProvider } from 'next-intl';
import adminMessages from '@/messages/admin.fr.json';
import { mergeMessages } from '@/lib/i18n/merge';
import authMessages from '@/messages/auth.fr.json';
import formMessages from '@/messages/forms.fr.json';
import messages from '@/messages/fr.json';

const merged = mergeMessages({ ...messages, ...formMessages, ...adminMessages }, authMessages);

/**
 * The admin frame's client messages: the shop's and the admin area's, so admin client
 * components call `useTranslations('admin.…')`. Only admin pages load this module.
 */
export function AdminIntl({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
