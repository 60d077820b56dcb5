/**
 * The newsletter's e-mailed links without the e-mail: a pending subscriber row and its links,
 * signed as lib/newsletter/subscriptions.ts signs them (lib/security/signed-link.ts, with the key
 * of lib/security/link-secret.ts: the environment's, else the one the servers keep in
 * `app_secrets`, made here the same race-free way if no server has made it yet). For pages that
 * only need a link (the accessibility scans); the double opt-in itself, through the mailbox, is
 * tests/e2e/engagement.spec.ts.
 */
import { randomBytes } from 'node:crypto';
import { signLink } from '@/lib/security/signed-link';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterLinkPath,
} from '@/lib/urls';
import { queryDb } from './shop';

/** lib/newsletter/subscriptions.ts's purposes (that module is server-only). */
const CONFIRM_PURPOSE = 'newsletter-confirm';
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

async function linkSecret(): Promise<string> {
  if (process.env.LINK_SIGNING_SECRET) return process.env.LINK_SIGNING_SECRET.trim();
  await queryDb(
    `insert into app_secrets (name, value) values ('link-signing', $1) on conflict (name) do nothing`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await queryDb<{ value: string }>(
    `select value from app_secrets where name = 'link-signing'`,
  );
  return row!.value;
}

/** A pending sign-up of `email`: the paths of its confirmation and unsubscription links. */
export async function pendingSubscription(email: string) {
  const nonce = randomBytes(12).toString('base64url');
  await queryDb(`insert into newsletter_subscribers (email, confirm_token) values ($1, $2)`, [
    email,
    nonce,
  ]);
  const secret = await linkSecret();
  const expiresAt = new Date(Date.now() + 3_600_000);
  return {
    confirm: newsletterLinkPath(
      NEWSLETTER_CONFIRM_PATH,
      signLink({ purpose: CONFIRM_PURPOSE, subject: email, nonce, expiresAt }, secret),
    ),
    unsubscribe: newsletterLinkPath(
      NEWSLETTER_UNSUBSCRIBE_PATH,
      signLink({ purpose: UNSUBSCRIBE_PURPOSE, subject: email, expiresAt }, secret),
    ),
  };
}
