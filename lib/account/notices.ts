import 'server-only';
import type { Database } from '@/lib/db/client';
import { env } from '@/lib/env';
import { THROTTLE } from '@/lib/auth/throttle-policies';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { consume } from '@/lib/security/throttle';

/**
 * Sign-up with an address that already has an account: the form answers as for a new account
 * (no « Un compte existe déjà » to read addresses off), and the owner is told by e-mail, with
 * where to sign in or choose a new password. A few notices an hour per address at most, so the
 * form cannot be used to flood someone's inbox.
 */
export async function noticeSignUpAttempt(db: Database, rawEmail: string): Promise<void> {
  const email = rawEmail.toLowerCase();
  if (!(await consume(THROTTLE.signUpNotice, email)).allowed) return;
  const t = getMailT('account');
  await queueEmail(db, {
    to: email,
    subject: t('signUpAttempt.subject'),
    text: t('signUpAttempt.text', {
      email,
      signInLink: new URL('/?connexion=1', env.SITE_URL).toString(),
    }),
    template: 'sign-up-attempt',
  });
}
