import 'server-only';
import { createTranslator } from 'next-intl';
import messages from '@/messages/payment.fr.json';
import { LOCALE, once } from './server';

const make = once(() => createTranslator({ locale: LOCALE, messages }));

/**
 * Texts of the payment refusals and the payment return pages, rendered or sent by the server
 * only (the card form's own texts are in `fr.json` → `payment.card`, for the browser).
 */
export function getPaymentT() {
  return make();
}
