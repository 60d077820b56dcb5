import { createTranslator } from 'next-intl';
import authMessages from '@/messages/auth.fr.json';
import formMessages from '@/messages/forms.fr.json';
import frameMessages from '@/messages/fr.json';
import serverPageMessages from '@/messages/server-pages.fr.json';
import { mergeMessages } from './merge';

export const LOCALE = 'fr';
/**
 * The shop's messages, in four files by where the browser needs them (issue 12: each page
 * downloads only its own): `fr.json` every page (the frame, listings, product and colour
 * pages, validation), `forms.fr.json` the pages with forms (cart, checkout, account, contact,
 * contest: components/providers/form-messages.tsx), `auth.fr.json` the sign-in dialog's and
 * the password pages' part of `auth` (the dialog brings it with its own chunk),
 * `server-pages.fr.json` none (texts only the server renders: page texts of Server Components,
 * the pricing's and the action client's messages). A namespace may span files (`pricing.pro`
 * is in `fr.json` for the islands, the rest of `pricing` is server-only); the server reads
 * them as one.
 */
const messages = mergeMessages(
  mergeMessages({ ...frameMessages, ...formMessages }, serverPageMessages),
  authMessages,
);
type Messages = typeof messages;
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
