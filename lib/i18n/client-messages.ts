import { messages, type Messages } from './server';

/**
 * Which French messages reach the browser. Every page's HTML carries the messages given to the
 * client provider (in its RSC data), so the root layout sends only what the shop's frame uses on
 * every page (header search, menus, cart badge, cookie consent, the not-found block); a page
 * whose client components need more wraps them in <ClientMessages> with its own namespaces.
 */
export type ClientNamespace = keyof Messages;

export function pickMessages(namespaces: readonly ClientNamespace[]): Partial<Messages> {
  const picked: Partial<Record<ClientNamespace, unknown>> = {};
  for (const namespace of namespaces) picked[namespace] = messages[namespace];
  return picked as Partial<Messages>;
}

/** Messages every page's client components use. */
export function frameMessages(): Partial<Messages> {
  return {
    ...pickMessages(['layout', 'search', 'consent', 'notFound']),
    // Only what the header's cart badge says: the cart page brings the whole namespace.
    cart: {
      badgeLabel: messages.cart.badgeLabel,
      cleaned: messages.cart.cleaned,
      cleanedText: messages.cart.cleanedText,
    } as Messages['cart'],
  };
}
