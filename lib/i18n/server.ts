import { createTranslator } from 'next-intl';
import messages from '@/messages/fr.json';

export const LOCALE = 'fr';
export const TIME_ZONE = 'Europe/Paris';
export type Messages = typeof messages;
export type Namespace = keyof Messages;

const make = <N extends Namespace>(namespace: N) =>
  createTranslator({ locale: LOCALE, messages, namespace });
const translators = new Map<Namespace, unknown>();

/**
 * Translations for Server Components and route handlers. It reads no request data, so it is
 * safe inside 'use cache' functions (the locale is always French).
 * One translator per namespace for the life of the process (see `once`): a translator compiles
 * each message and builds its Intl formatters on first use, and a new one per call did that
 * again on every request (issue 12).
 */
export function getT<N extends Namespace>(namespace: N): ReturnType<typeof make<N>> {
  if (!translators.has(namespace)) translators.set(namespace, make(namespace));
  return translators.get(namespace) as ReturnType<typeof make<N>>;
}

/**
 * `create` called once, its result kept for the process: for translators of the server-only
 * message files, which compile their messages and Intl formatters on first use and keep them.
 */
export function once<T>(create: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: create() }).v;
}

export { messages };
