import { createTranslator } from 'next-intl';
import messages from '@/messages/fr.json';

export const LOCALE = 'fr';
export const TIME_ZONE = 'Europe/Paris';
export type Messages = typeof messages;
export type Namespace = keyof Messages;

/**
 * Translations for Server Components and route handlers. It reads no request data, so it is
 * safe inside 'use cache' functions (the locale is always French).
 */
export function getT<N extends Namespace>(namespace: N) {
  return createTranslator({ locale: LOCALE, messages, namespace });
}

export { messages };
