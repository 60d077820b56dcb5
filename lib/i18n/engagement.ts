import 'server-only';
import { createTranslator } from 'next-intl';
import messages from '@/messages/engagement.fr.json';
import { LOCALE } from './server';

/** Texts of the newsletter and contest pages, rendered on the server only. */
export function getEngagementT<N extends keyof typeof messages>(namespace: N) {
  return createTranslator({ locale: LOCALE, messages, namespace });
}
