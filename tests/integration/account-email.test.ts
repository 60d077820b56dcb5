/**
 * Account takeover and enumeration (issue 34, section 5) on the real Postgres, through the
 * real actions and the embedded adapter: an e-mail change needs the current password, takes
 * effect only through the single-use, expiring link sent to the new address, and the old
 * address is told; sign-up answers the same for an existing address and tells its owner; a new
 * account gets its confirmation link, which sets `email_confirmed_at` once.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from '../support/auth';

const request = vi.hoisted(() => ({
  jar: null as null | import('@/lib/auth/contract').CookieJar,
  ip: '203.0.113.40',
}));
// The actions read the request's cookies and address through this module.
vi.mock('@/lib/auth/request', () => ({
  requestCookies: async () => request.jar,
  requestInfo: async () => ({ ip: request.ip, userAgent: 'vitest' }),
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));

import { resendConfirmationAction, updateProfile } from '@/lib/account/actions';
import { setNewPassword, signIn, signUp } from '@/lib/account/auth-actions';
import { listUsersForAdmin, userTableState } from '@/lib/admin/users/queries';
import type { Admin } from '@/lib/auth';
import type { AuthAdapter } from '@/lib/auth/contract';
import { createLocalAuth, SESSION_COOKIE } from '@/lib/auth/local/adapter';
import { getDb } from '@/lib/db/client';
import authMessages from '@/messages/auth.fr.json';
import formMessages from '@/messages/forms.fr.json';

const db = getDb();
const PASSWORD = 'motdepasse-solide';
const EMAIL_CHANGE = formMessages.profile.emailChange;

let counter = 0;
const fresh = (label: string) => `${label}-${Date.now()}-${++counter}@example.fr`;

function adapter(): AuthAdapter {
  return createLocalAuth({
    db,
    cookies: memoryJar(),
    request: { ip: '198.51.100.77', userAgent: 'vitest' },
    secure: false,
    siteUrl: 'http://127.0.0.1:3000',
  });
}

async function rows<T>(query: ReturnType<typeof sql>) {
  return (await db.execute(query)).rows as T[];
}

type Mail = { subject: string; text: string; template: string };
const mailsTo = (email: string) =>
  rows<Mail>(
    sql`select subject, text, template from email_outbox where to_address = ${email} order by created_at, id`,
  );

/** The token of the one `/confirm-email` link in an e-mail's text. */
function linkToken(mail: Mail | undefined): string {
  const match = mail?.text.match(/https?:\/\/[^/\s]+\/confirm-email\?token=([\w-]+)/);
  if (!match) throw new Error(`no confirmation link in: ${mail?.text}`);
  return match[1]!;
}

const signUpForm = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Léa',
  lastName: 'Durand',
  phone: '',
  isProfessional: false,
  companyName: '',
  siret: '',
  acceptTerms: true,
  newsletter: false,
});

/**
 * Signs up in a fresh browser (this request's cookie jar), which opens no session, then signs in
 * with the password just chosen; returns the user's id.
 */
async function signedUp(email: string): Promise<string> {
  request.jar = memoryJar();
  expect(await signUp(signUpForm(email))).toEqual({ ok: true, data: { session: null } });
  expect(request.jar.get(SESSION_COOKIE)).toBeUndefined();
  expect(await signIn({ email, password: PASSWORD })).toMatchObject({
    ok: true,
    data: { email },
  });
  expect(request.jar.get(SESSION_COOKIE)).toBeTruthy();
  const [user] = await rows<{ id: string }>(sql`select id from users where email = ${email}`);
  return user!.id;
}

const profileForm = (email: string, over: Record<string, string> = {}) => ({
  firstName: 'Léa',
  lastName: 'Durand',
  email,
  phone: '',
  companyName: '',
  siret: '',
  ...over,
});

const userEmail = async (id: string) =>
  (await rows<{ email: string }>(sql`select email from users where id = ${id}`))[0]!.email;

beforeEach(() => {
  request.ip = `203.0.113.${(counter % 200) + 1}`;
});

describe('sign-up', () => {
  it('sends the confirmation e-mail; its link confirms the address once, and /admin/users shows it', async () => {
    const email = fresh('inscription');
    const id = await signedUp(email);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Inscription réussie – Vérifiez votre email pour confirmer votre compte',
      template: 'account-confirmation',
    });
    expect(mail!.text).toContain('Vérifiez votre email pour confirmer votre compte');
    expect(mail!.text).toContain('Bonjour Léa,');
    const adminRow = async () => {
      const { rows: list } = await listUsersForAdmin(
        db,
        { kind: 'customer' } as Admin,
        userTableState({ q: email }),
      );
      return list.find((row) => row.id === id);
    };
    expect(await adminRow()).toMatchObject({ emailUnconfirmed: true });
    const auth = adapter();
    expect(await auth.emailConfirmed(id)).toBe(false);

    const token = linkToken(mail);
    expect(await auth.applyEmailLink(token)).toEqual({ ok: true, purpose: 'confirm', email });
    const [user] = await rows<{ recent: boolean }>(
      sql`select email_confirmed_at > now() - interval '1 minute' as recent from users where id = ${id}`,
    );
    expect(user).toEqual({ recent: true });
    expect(await auth.emailConfirmed(id)).toBe(true);
    expect(await adminRow()).toMatchObject({ emailUnconfirmed: false });
    // Single use.
    expect(await auth.applyEmailLink(token)).toEqual({ ok: false, reason: 'invalid-link' });
    // Only the hash is stored.
    expect(await rows(sql`select 1 from email_tokens where token_hash = ${token}`)).toHaveLength(0);
  });

  it('an expired confirmation link confirms nothing; the checkout’s resend sends a new one, and none once confirmed', async () => {
    const email = fresh('expire');
    const id = await signedUp(email);
    const token = linkToken((await mailsTo(email))[0]);
    await db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${id}`,
    );
    const auth = adapter();
    expect(await auth.applyEmailLink(token)).toEqual({ ok: false, reason: 'invalid-link' });
    expect(await auth.emailConfirmed(id)).toBe(false);

    // Signed in as that account (the cookie of its sign-up): the notice's button.
    expect(await resendConfirmationAction(null)).toEqual({ ok: true, data: { email } });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(await auth.applyEmailLink(linkToken(mails[1]))).toMatchObject({ ok: true });
    expect(await auth.emailConfirmed(id)).toBe(true);
    expect(await resendConfirmationAction(null)).toMatchObject({ ok: true });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('answers an existing address exactly as a new one and e-mails its owner instead', async () => {
    const email = fresh('existant');
    await signedUp(email);
    const before = await mailsTo(email);

    request.jar = memoryJar();
    const again = await signUp({ ...signUpForm(email.toUpperCase()), firstName: 'Intrus' });
    expect(again).toEqual({ ok: true, data: { session: null } });
    expect(JSON.stringify(again)).not.toContain(authMessages.auth.emailTaken);
    // No session for whoever typed it, no second account, the owner's name unchanged.
    expect(request.jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await rows(sql`select 1 from users where lower(email) = ${email}`)).toHaveLength(1);
    const notices = (await mailsTo(email)).slice(before.length);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      subject: 'Quelqu’un a tenté de créer un compte avec votre adresse',
      template: 'sign-up-attempt',
    });
    expect(notices[0]!.text).toMatch(/https?:\/\/[^/\s]+\/\?connexion=1/);
    expect(notices[0]!.text).toContain('Mot de passe oublié ?');

    // A few notices an hour at most: the form cannot flood the owner's mailbox.
    for (let i = 0; i < 4; i++) {
      expect(await signUp(signUpForm(email))).toEqual({ ok: true, data: { session: null } });
    }
    expect((await mailsTo(email)).slice(before.length)).toHaveLength(3);
  });
});

describe('changing the sign-in e-mail', () => {
  it('needs the current password, applies only through the link, once, and tells the old address', async () => {
    const oldEmail = fresh('ancienne');
    const newEmail = fresh('nouvelle');
    const id = await signedUp(oldEmail);
    const oldMails = (await mailsTo(oldEmail)).length;

    // A session alone is not enough.
    const bare = await updateProfile(profileForm(newEmail));
    expect(bare).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: EMAIL_CHANGE.passwordRequired },
    });
    const wrong = await updateProfile(
      profileForm(newEmail, { currentPassword: 'pas-le-bon', phone: '0612345678' }),
    );
    expect(wrong).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: EMAIL_CHANGE.wrongPassword },
    });
    expect(await userEmail(id)).toBe(oldEmail);
    expect(await mailsTo(newEmail)).toEqual([]);

    // With the password: the other fields are saved now, the address is not.
    const asked = await updateProfile(
      profileForm(newEmail, { currentPassword: PASSWORD, phone: '06 12 34 56 78' }),
    );
    expect(asked).toMatchObject({
      ok: true,
      data: { pendingEmail: newEmail, session: { email: oldEmail } },
    });
    expect(await userEmail(id)).toBe(oldEmail);
    const [profile] = await rows<{ email: string; phone: string }>(
      sql`select email, phone from profiles where id = ${id}`,
    );
    expect(profile).toEqual({ email: oldEmail, phone: '06 12 34 56 78' });

    const [link, ...extra] = await mailsTo(newEmail);
    expect(extra).toEqual([]);
    expect(link).toMatchObject({
      subject: 'Confirmez votre nouvelle adresse e-mail',
      template: 'email-change-confirmation',
    });
    const notice = (await mailsTo(oldEmail)).slice(oldMails);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toMatchObject({
      subject: 'Votre adresse e-mail va changer',
      template: 'email-change-notice',
    });
    expect(notice[0]!.text).toContain(newEmail);
    expect(notice[0]!.text).toContain('Si ce n’était pas vous');
    // The notice carries no link that would apply the change.
    expect(notice[0]!.text).not.toContain('/confirm-email');

    const token = linkToken(link);
    const auth = adapter();
    expect(await auth.applyEmailLink(token)).toEqual({
      ok: true,
      purpose: 'change',
      email: newEmail,
    });
    expect(await userEmail(id)).toBe(newEmail);
    const [after] = await rows<{ email: string; confirmed: boolean }>(
      sql`select p.email, u.email_confirmed_at is not null as confirmed
          from profiles p join users u on u.id = p.id where p.id = ${id}`,
    );
    expect(after).toEqual({ email: newEmail, confirmed: true });
    // Single use.
    expect(await auth.applyEmailLink(token)).toEqual({ ok: false, reason: 'invalid-link' });

    // The new address signs in; the old one no longer does.
    request.jar = memoryJar();
    expect(await signIn({ email: newEmail, password: PASSWORD })).toMatchObject({ ok: true });
    request.jar = memoryJar();
    expect(await signIn({ email: oldEmail, password: PASSWORD })).toMatchObject({ ok: false });
  });

  it('an expired link changes nothing; an address taken meanwhile is refused', async () => {
    const oldEmail = fresh('lente');
    const newEmail = fresh('cible');
    const id = await signedUp(oldEmail);
    expect(await updateProfile(profileForm(newEmail, { currentPassword: PASSWORD }))).toMatchObject(
      { ok: true },
    );
    const token = linkToken((await mailsTo(newEmail))[0]);
    await db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second'
          where user_id = ${id} and purpose = 'change'`,
    );
    const auth = adapter();
    expect(await auth.applyEmailLink(token)).toEqual({ ok: false, reason: 'invalid-link' });
    expect(await userEmail(id)).toBe(oldEmail);

    // Asked again, then someone else signs up with that address before the link is followed.
    request.jar = memoryJar();
    expect(await signIn({ email: oldEmail, password: PASSWORD })).toMatchObject({ ok: true });
    expect(await updateProfile(profileForm(newEmail, { currentPassword: PASSWORD }))).toMatchObject(
      { ok: true },
    );
    const second = linkToken((await mailsTo(newEmail)).at(-1));
    const jar = request.jar;
    await signedUp(newEmail);
    request.jar = jar;
    expect(await auth.applyEmailLink(second)).toEqual({ ok: false, reason: 'exists' });
    expect(await userEmail(id)).toBe(oldEmail);
    // Asking for an address that has an account is refused at once.
    expect(await updateProfile(profileForm(newEmail, { currentPassword: PASSWORD }))).toMatchObject(
      {
        ok: false,
        fieldErrors: { email: authMessages.auth.emailTaken },
      },
    );
  });

  it('a new request or a password reset cancels the pending link', async () => {
    const oldEmail = fresh('reset');
    const id = await signedUp(oldEmail);
    const first = fresh('premiere');
    const second = fresh('seconde');
    await updateProfile(profileForm(first, { currentPassword: PASSWORD }));
    await updateProfile(profileForm(second, { currentPassword: PASSWORD }));
    const auth = adapter();
    expect(await auth.applyEmailLink(linkToken((await mailsTo(first))[0]))).toEqual({
      ok: false,
      reason: 'invalid-link',
    });

    // The owner, told by e-mail, chooses a new password: the thief's pending change dies.
    await auth.sendResetLink(oldEmail);
    const reset = (await mailsTo(oldEmail)).find((m) => m.template === 'password-reset')!;
    const resetToken = reset.text.match(/reset-password\?token=([\w-]+)/)![1]!;
    request.jar = memoryJar();
    expect(await setNewPassword({ token: resetToken, password: 'nouveau-secret' })).toMatchObject({
      ok: true,
    });
    expect(await auth.applyEmailLink(linkToken((await mailsTo(second))[0]))).toEqual({
      ok: false,
      reason: 'invalid-link',
    });
    expect(await userEmail(id)).toBe(oldEmail);
  });

  it('counts password checks before verifying them: parallel guesses stop at the limit', async () => {
    const email = fresh('devine');
    const id = await signedUp(email);
    const target = fresh('voleur');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        updateProfile(profileForm(target, { currentPassword: `faux-${i}-secret` })),
      ),
    );
    const throttled = results.filter(
      (r) => !r.ok && r.fieldErrors.currentPassword === EMAIL_CHANGE.throttled,
    );
    expect(throttled).toHaveLength(3);
    // Even the right password waits now.
    expect(await updateProfile(profileForm(target, { currentPassword: PASSWORD }))).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: EMAIL_CHANGE.throttled },
    });
    expect(await userEmail(id)).toBe(email);
    expect(await mailsTo(target)).toEqual([]);
  });
});
