import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { newsletterSubscribers } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { queueEmail } from '@/lib/mail/outbox';
import { textToHtml } from '@/lib/mail/html';
import { getMailT } from '@/lib/mail/i18n';
import { linkSigningSecret } from '@/lib/security/link-secret';
import { signLink, verifyLink } from '@/lib/security/signed-link';
import {
  absoluteUrl,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_ONE_CLICK_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterLinkPath,
} from '@/lib/urls';

/**
 * Newsletter with double opt-in. A sign-up stores the address as pending (`confirm_token` holds
 * a nonce) and queues an e-mail with a signed link to /newsletter/confirm (48 h); confirming
 * sets `confirmed_at`. Every e-mail carries a signed /newsletter/unsubscribe link (one click,
 * no sign-in). One row per address (lower-cased): signing up twice never makes two.
 */
const CONFIRM_PURPOSE = 'newsletter-confirm';
const UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';
const CONFIRM_HOURS = 48;
const UNSUBSCRIBE_DAYS = 730;

export type SubscribeOutcome = 'confirmation-sent' | 'already-subscribed';
export type LinkOutcome = 'done' | 'already' | 'invalid' | 'expired';

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The links of the confirmation e-mail, signed with `secret` (`linkSigningSecret()`). */
export function newsletterLinks(
  secret: string,
  email: string,
  nonce: string,
  now: Date = new Date(),
) {
  const confirm = signLink(
    {
      purpose: CONFIRM_PURPOSE,
      subject: email,
      nonce,
      expiresAt: new Date(now.getTime() + CONFIRM_HOURS * 3600_000),
    },
    secret,
  );
  return {
    confirmUrl: absoluteUrl(env.SITE_URL, newsletterLinkPath(NEWSLETTER_CONFIRM_PATH, confirm)),
    unsubscribeUrl: unsubscribeLinks(secret, email, now).pageUrl,
  };
}

/**
 * The signed unsubscribe addresses of `email`: the page a click in the e-mail opens (GET,
 * French confirmation) and the one-click address of the `List-Unsubscribe` header, which the
 * mail client POSTs to (RFC 8058). Same token, no sign-in.
 */
export function unsubscribeLinks(secret: string, email: string, now: Date = new Date()) {
  const token = signLink(
    {
      purpose: UNSUBSCRIBE_PURPOSE,
      subject: email,
      expiresAt: new Date(now.getTime() + UNSUBSCRIBE_DAYS * 86_400_000),
    },
    secret,
  );
  return {
    pageUrl: absoluteUrl(env.SITE_URL, newsletterLinkPath(NEWSLETTER_UNSUBSCRIBE_PATH, token)),
    oneClickUrl: absoluteUrl(env.SITE_URL, newsletterLinkPath(NEWSLETTER_ONE_CLICK_PATH, token)),
  };
}

/** The headers of a newsletter e-mail: one-click unsubscribe (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(secret: string, email: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLinks(secret, email).oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Signs `email` up (footer form, account creation): a pending row and the confirmation e-mail,
 * in one transaction. An address already confirmed gets nothing new; a pending one gets the
 * e-mail again (same nonce: the first link still works); an unsubscribed one starts over.
 */
export async function subscribeToNewsletter(
  db: Database,
  rawEmail: string,
): Promise<SubscribeOutcome> {
  const email = normaliseEmail(rawEmail);
  const secret = await linkSigningSecret();
  return db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, confirmToken: randomBytes(12).toString('base64url') })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update');
    if (!row) throw new Error('inscription introuvable après insertion');
    if (row.confirmedAt && !row.unsubscribedAt) return 'already-subscribed';
    let nonce = row.confirmToken;
    if (row.unsubscribedAt || !nonce) {
      nonce = randomBytes(12).toString('base64url');
      await tx
        .update(newsletterSubscribers)
        .set({ confirmToken: nonce, confirmedAt: null, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, row.id));
    }
    const { confirmUrl, unsubscribeUrl } = newsletterLinks(secret, email, nonce);
    const t = getMailT('newsletterConfirm');
    const text = t('text', { email, confirmUrl, unsubscribeUrl });
    await queueEmail(tx, {
      to: email,
      subject: t('subject'),
      text,
      html: textToHtml(text),
      template: 'newsletter-confirm',
    });
    return 'confirmation-sent';
  });
}

/** /newsletter/confirm: a valid, unexpired link of the latest sign-up confirms it. */
export async function confirmSubscription(db: Database, token: unknown): Promise<LinkOutcome> {
  const check = verifyLink(token, CONFIRM_PURPOSE, await linkSigningSecret());
  if (!check.ok) return check.reason;
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, check.subject));
  if (!row || row.unsubscribedAt || row.confirmToken !== check.nonce) {
    return row?.confirmedAt && !row.unsubscribedAt ? 'already' : 'invalid';
  }
  if (row.confirmedAt) return 'already';
  await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.confirmedAt)));
  return 'done';
}

/** /newsletter/unsubscribe: one click on a valid link, no sign-in. */
export async function unsubscribe(db: Database, token: unknown): Promise<LinkOutcome> {
  const check = verifyLink(token, UNSUBSCRIBE_PURPOSE, await linkSigningSecret());
  if (!check.ok) return check.reason;
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.email, check.subject),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0 ? 'done' : 'already';
}
