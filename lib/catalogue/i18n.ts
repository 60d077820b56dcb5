import 'server-only';
import { createTranslator } from 'next-intl';
import { LOCALE, once } from '@/lib/i18n/server';
import messages from '@/messages/catalogue.fr.json';

/**
 * The catalogue pages' French text, read on the server only: it lives in
 * messages/catalogue.fr.json so it is not sent to the browser with the client messages of
 * every page (as layout does with pages.fr.json). Client components use messages/fr.json
 * (`product`, `cart`).
 */
export const getCatalogueT = once(() =>
  createTranslator({ locale: LOCALE, messages, namespace: 'catalogue' }),
);
