import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { emailTokens, passwordResetTokens, profiles, sessions, users } from '@/lib/db/schema';
import { getT } from '@/lib/i18n/server';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail, queueEmails, type Queryable } from '@/lib/mail/outbox';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { recordSignInFailure } from '@/lib/security/sign-in-failures';
import { forgive, forgiveEndingWith, takeAttempt } from '@/lib/security/backoff';
import { consume, refund, reset, type ThrottleVerdict } from '@/lib/security/throttle';
import type {
  AuthAdapter,
  AuthUser,
  CookieJar,
  EmailChangeRequest,
  EmailLinkResult,
  RequestInfo,
  SignUpData,
  UserStanding,
} from '../contract';
import { signUpProfile } from '../sign-up-profile';
import { LOGIN_PAIR, loginPairKey, THROTTLE } from '../throttle-policies';
import { newToken, tokenHash } from '../tokens';
import { newResetLink, NO_PASSWORD } from './reset-link';

export const SESSION_COOKIE = 'nuancier_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lives 30 days after its last use (sliding), refreshed at most once a day. */
const SESSION_TTL_MS = 30 * DAY_MS;
const SESSION_REFRESH_MS = DAY_MS;
/** The sign-up confirmation link lives a week; the e-mail change link a day. */
const CONFIRM_LINK_TTL_MS = 7 * DAY_MS;
const EMAIL_CHANGE_LINK_TTL_MS = DAY_MS;
/** Where e-mail links lead (app/(account)/confirm-email). */
const EMAIL_LINK_PATH = '/confirm-email';

/** argon2id (the library's default algorithm), OWASP's minimum parameters. */
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Checked when no account matches, so an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

export type LocalAuthOptions = {
  db: Database;
  cookies: CookieJar;
  request: RequestInfo;
  /** `Secure` cookies (production). */
  secure: boolean;
  /** Public address of the shop, for the reset link. */
  siteUrl: string;
};

function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** Embedded adapter: users, hashed session tokens and reset links in the shop's Postgres. */
export function createLocalAuth(options: LocalAuthOptions): AuthAdapter {
  const { db, cookies, request } = options;

  function writeCookie(token: string, expires: Date) {
    try {
      cookies.set(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        path: '/',
        expires,
      });
    } catch {
      // A Server Component cannot write cookies; the session route refreshes it later.
    }
  }

  function dropCookie() {
    try {
      cookies.delete(SESSION_COOKIE);
    } catch {
      // Same as above.
    }
  }

  async function openSession(userId: string) {
    const token = newToken();
    const expires = new Date(Date.now() + SESSION_TTL_MS);
    await db.insert(sessions).values({ id: tokenHash(token), userId, expiresAt: expires });
    writeCookie(token, expires);
  }

  async function currentStanding(): Promise<UserStanding | null> {
    const token = cookies.get(SESSION_COOKIE);
    if (!token || token.length > 100) return null;
    const id = tokenHash(token);
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        expiresAt: sessions.expiresAt,
        verifiedProfessional: profiles.isVerifiedProfessional,
        disabledAt: profiles.disabledAt,
        admin: sql<unknown>`public.is_verified_admin(${users.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) return null;
    // Sliding expiry: pushed forward (and the cookie rewritten) at most once a day.
    if (row.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - SESSION_REFRESH_MS) {
      const expires = new Date(Date.now() + SESSION_TTL_MS);
      await db.update(sessions).set({ expiresAt: expires }).where(eq(sessions.id, id));
      writeCookie(token, expires);
    }
    return {
      id: row.id,
      email: row.email,
      verifiedProfessional: row.verifiedProfessional === true,
      disabled: row.disabledAt !== null,
      // The spec's rule: an admin only on an exact true from the database function.
      admin: row.admin === true,
    };
  }

  async function currentUser(): Promise<AuthUser | null> {
    const user = await currentStanding();
    return user && { id: user.id, email: user.email };
  }

  /**
   * Every attempt is counted before its password is checked, each count one atomic statement
   * in Postgres (issue 34, section 4): parallel attempts cannot all pass a check made before
   * any of them is counted. In order: the address's own budget, the (account, address) pair's
   * growing delays, then the account's ceiling — an attempt refused earlier costs the account
   * nothing, so a stranger's address cannot lock the owner out. A right password gives back
   * what it took and forgives its pair.
   */
  async function takeSignInAttempt(email: string): Promise<ThrottleVerdict> {
    const byIp = await consume(THROTTLE.loginIp, request.ip);
    if (!byIp.allowed) return byIp;
    const byPair = await takeAttempt(LOGIN_PAIR, loginPairKey(email, request.ip));
    if (!byPair.allowed) return byPair;
    return consume(THROTTLE.loginAccount, email);
  }

  async function signInSucceeded(email: string) {
    await Promise.all([
      refund(THROTTLE.loginIp, request.ip),
      refund(THROTTLE.loginAccount, email),
      forgive(LOGIN_PAIR, loginPairKey(email, request.ip)),
    ]);
  }

  async function signIn(rawEmail: string, password: string) {
    const email = rawEmail.toLowerCase();
    const verdict = await takeSignInAttempt(email);
    if (!verdict.allowed) {
      await recordSignInFailure(db, { email, ip: request.ip, reason: 'throttled' });
      return {
        ok: false as const,
        reason: 'throttled' as const,
        retryAfterSeconds: verdict.retryAfterSeconds,
      };
    }
    const [user] = await db
      .select({
        id: users.id,
        email: users.email,
        passwordHash: users.passwordHash,
        disabledAt: profiles.disabledAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.email, email))
      .limit(1);
    // An account the shop created has no password until its link is followed (NO_PASSWORD):
    // it costs the same time as an unknown address.
    const valid =
      user && user.passwordHash !== NO_PASSWORD
        ? await verify(user.passwordHash, password).catch(() => false)
        : await verify(await (dummyHash ??= hashPassword(newToken())), password).then(() => false);
    if (!user || !valid) {
      await recordSignInFailure(db, { email, ip: request.ip, reason: 'invalid' });
      return { ok: false as const, reason: 'invalid' as const };
    }
    await signInSucceeded(email);
    // Said only to whoever knows the password: a disabled account opens no session.
    if (user.disabledAt) {
      await recordSignInFailure(db, { email, ip: request.ip, reason: 'disabled' });
      return { ok: false as const, reason: 'disabled' as const };
    }
    await openSession(user.id);
    return { ok: true as const, user: { id: user.id, email: user.email } };
  }

  function emailLink(token: string) {
    const link = new URL(EMAIL_LINK_PATH, options.siteUrl);
    link.searchParams.set('token', token);
    return link.toString();
  }

  const signInLink = () => new URL('/?connexion=1', options.siteUrl).toString();

  /** A new confirmation link for the account's address, queued with its e-mail in `tx`. */
  async function queueConfirmation(
    tx: Queryable,
    user: AuthUser & { firstName: string },
  ): Promise<void> {
    const token = newToken();
    await tx.insert(emailTokens).values({
      tokenHash: tokenHash(token),
      userId: user.id,
      purpose: 'confirm',
      email: user.email,
      expiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS),
    });
    const t = getMailT('account');
    await queueEmail(tx, {
      to: user.email,
      subject: t('confirm.subject'),
      text: t('confirm.text', { firstName: user.firstName, link: emailLink(token) }),
      template: 'account-confirmation',
    });
  }

  async function signUp(data: SignUpData) {
    const email = data.email.toLowerCase();
    const verdict = await consume(THROTTLE.signUpIp, request.ip);
    if (!verdict.allowed) return { ok: false as const, reason: 'throttled' as const };
    const passwordHash = await hashPassword(data.password);
    const created = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email });
      if (!user) return null;
      await tx.insert(profiles).values(signUpProfile(user.id, email, data));
      // The confirmation e-mail (spec: « Vérifiez votre email pour confirmer votre compte »)
      // exists exactly when the account does.
      await queueConfirmation(tx, { ...user, firstName: data.firstName });
      return user;
    });
    if (!created) return { ok: false as const, reason: 'exists' as const };
    // No session: a known address gets no session either, so signing up tells nobody whether an
    // address has an account (issue 34 §5). The new customer signs in with the password just
    // chosen; an unconfirmed address may sign in and order.
    return { ok: true as const, user: created, signedIn: false };
  }

  async function signOut() {
    const token = cookies.get(SESSION_COOKIE);
    if (token) await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
    dropCookie();
  }

  async function sendResetLink(rawEmail: string) {
    const email = rawEmail.toLowerCase();
    // Throttled silently: the answer must stay the same whether the account exists or not.
    if (!(await consume(THROTTLE.resetEmail, email)).allowed) return;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    const t = getT('auth');
    await db.transaction(async (tx) => {
      const link = await newResetLink(tx, user.id, options.siteUrl);
      await queueEmail(tx, {
        to: email,
        subject: t('resetMail.subject'),
        text: t('resetMail.text', { link }),
        template: 'password-reset',
      });
    });
  }

  async function setNewPassword(token: string, password: string) {
    const passwordHash = await hashPassword(password);
    const user = await db.transaction(async (tx) => {
      // Single use: the row is marked used in the same statement that finds it.
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      if (!used) return null;
      const [row] = await tx
        .update(users)
        .set({ passwordHash })
        .where(eq(users.id, used.userId))
        .returning({ id: users.id, email: users.email });
      // Every session is revoked, and every other link of this user too.
      await tx.delete(sessions).where(eq(sessions.userId, used.userId));
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)),
        );
      // A pending e-mail change is cancelled: what the old address is told to do if it was not
      // its owner who asked.
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, used.userId),
            eq(emailTokens.purpose, 'change'),
            isNull(emailTokens.usedAt),
          ),
        );
      return row ?? null;
    });
    if (!user) return { ok: false as const, reason: 'invalid-link' as const };
    // A new password: the waits earned with the old one are forgotten, from every address.
    await Promise.all([
      forgiveEndingWith(LOGIN_PAIR, `|${user.email}`),
      reset(THROTTLE.loginAccount, user.email),
    ]);
    await openSession(user.id);
    return { ok: true as const, user };
  }

  async function requestEmailChange(
    user: AuthUser,
    rawEmail: string,
    password: string,
  ): Promise<EmailChangeRequest> {
    const email = rawEmail.toLowerCase();
    // Counted before the password is checked, so parallel guesses cannot outrun the limit.
    if (!(await consume(THROTTLE.emailChange, user.id)).allowed) {
      return { ok: false, reason: 'throttled' };
    }
    const [row] = await db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row || !(await verify(row.passwordHash, password).catch(() => false))) {
      return { ok: false, reason: 'invalid-password' };
    }
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) return { ok: false, reason: 'exists' };
    const token = newToken();
    const t = getMailT('account');
    await db.transaction(async (tx) => {
      // One pending change at a time: an earlier link stops working.
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, user.id),
            eq(emailTokens.purpose, 'change'),
            isNull(emailTokens.usedAt),
          ),
        );
      await tx.insert(emailTokens).values({
        tokenHash: tokenHash(token),
        userId: user.id,
        purpose: 'change',
        email,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_TTL_MS),
      });
      await queueEmails(tx, [
        {
          to: email,
          subject: t('changeNew.subject'),
          text: t('changeNew.text', { email, link: emailLink(token) }),
          template: 'email-change-confirmation',
        },
        {
          to: row.email,
          subject: t('changeOld.subject'),
          text: t('changeOld.text', {
            newEmail: email,
            oldEmail: row.email,
            signInLink: signInLink(),
            contact: SHOP_INFO.email,
          }),
          template: 'email-change-notice',
        },
      ]);
    });
    return { ok: true };
  }

  async function applyEmailLink(token: string): Promise<EmailLinkResult> {
    if (!token || token.length > 200) return { ok: false, reason: 'invalid-link' };
    return db.transaction(async (tx): Promise<EmailLinkResult> => {
      // Single use: the row is marked used in the same statement that finds it.
      const [link] = await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash(token)),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({
          userId: emailTokens.userId,
          purpose: emailTokens.purpose,
          email: emailTokens.email,
        });
      if (!link) return { ok: false, reason: 'invalid-link' };
      if (link.purpose === 'confirm') {
        // Confirms the address the link was sent to, only while it is still the account's.
        const [confirmed] = await tx
          .update(users)
          .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
          .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
          .returning({ id: users.id });
        return confirmed
          ? { ok: true, purpose: 'confirm', email: link.email }
          : { ok: false, reason: 'invalid-link' };
      }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, link.email), sql`${users.id} <> ${link.userId}`));
      if (taken) return { ok: false, reason: 'exists' };
      // Following the link proves the new address: it is the sign-in e-mail, confirmed.
      await tx
        .update(users)
        .set({ email: link.email, emailConfirmedAt: sql`now()` })
        .where(eq(users.id, link.userId));
      await tx
        .update(profiles)
        .set({ email: link.email, updatedAt: sql`now()` })
        .where(eq(profiles.id, link.userId));
      return { ok: true, purpose: 'change', email: link.email };
    });
  }

  async function emailConfirmed(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ at: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, userId));
    return Boolean(row?.at);
  }

  async function resendConfirmation(user: AuthUser): Promise<void> {
    const [row] = await db
      .select({ email: users.email, at: users.emailConfirmedAt, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, user.id));
    if (!row || row.at) return;
    if (!(await consume(THROTTLE.confirmResend, user.id)).allowed) return;
    await db.transaction((tx) =>
      queueConfirmation(tx, { id: user.id, email: row.email, firstName: row.firstName ?? '' }),
    );
  }

  return {
    currentUser,
    currentStanding,
    signIn,
    signUp,
    signOut,
    sendResetLink,
    setNewPassword,
    requestEmailChange,
    applyEmailLink,
    emailConfirmed,
    resendConfirmation,
  };
}
