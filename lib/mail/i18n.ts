import { createTranslator } from 'next-intl';
import messages from '@/messages/mail.fr.json';

/** French texts of the e-mails the shop sends (server only: messages/mail.fr.json). */
export function getMailT<N extends keyof typeof messages>(namespace: N) {
  return createTranslator({ locale: 'fr', messages, namespace });
}
