import { pickMessages, type ClientNamespace } from '@/lib/i18n/client-messages';
import { MessagesScope } from './messages-scope';

/**
 * Server wrapper for a page's client components that need namespaces beyond the frame's
 * (lib/i18n/client-messages.ts): only those are sent with the page.
 */
export function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly ClientNamespace[];
  children: React.ReactNode;
}) {
  return <MessagesScope messages={pickMessages(namespaces)}>{children}</MessagesScope>;
}
