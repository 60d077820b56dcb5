import { createTranslator } from 'next-intl';
import messages from '@/messages/invoice.fr.json';

/** French texts of invoices and credit notes (server only: messages/invoice.fr.json). */
export function getInvoiceT<N extends keyof typeof messages>(namespace: N) {
  return createTranslator({ locale: 'fr', messages, namespace });
}
