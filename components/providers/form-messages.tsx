'use client';

import { NextIntlClientProvider } from 'next-intl';
import { mergeMessages } from '@/lib/i18n/merge';
import authMessages from '@/messages/auth.fr.json';
import formMessages from '@/messages/forms.fr.json';
import messages from '@/messages/fr.json';

const merged = mergeMessages({ ...messages, ...formMessages }, authMessages);

/**
 * The client messages of the pages with forms (cart, checkout, account, contact, contest, and
 * the new-password form's part of `auth`) on
 * top of every page's (`AppProviders`): their texts travel only with these pages' JavaScript,
 * not with every listing, product and colour page a shopper opens (issue 12).
 * A nested provider replaces its parent's messages, hence the merge (`fr.json` is already in the
 * page's JavaScript, so it costs nothing more).
 */
export function FormMessages({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale="fr" timeZone="Europe/Paris" messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
