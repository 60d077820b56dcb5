import 'server-only';
import { passwordResetTokens } from '@/lib/db/schema';
import type { Queryable } from '@/lib/mail/outbox';
import { newToken, tokenHash } from '../tokens';

/** A reset link lives an hour and is used once (lib/auth/local/adapter.ts `setNewPassword`). */
const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** No password yet (an account the shop created): no password verifies against it. */
export const NO_PASSWORD = '!';

/**
 * A new « choose a password » link for the account, its token stored hashed in `tx`: the
 * forgotten password's link, and the one the shop sends with an account it created for a
 * customer (lib/admin/orders/new-customer.ts). Returns the link to put in the e-mail.
 */
export async function newResetLink(tx: Queryable, userId: string, siteUrl: string) {
  const token = newToken();
  await tx.insert(passwordResetTokens).values({
    tokenHash: tokenHash(token),
    userId,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = new URL('/reset-password', siteUrl);
  link.searchParams.set('token', token);
  return link.toString();
}
