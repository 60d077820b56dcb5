import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { ServiceUnavailableError } from '@/lib/db/availability';
import { getDb } from '@/lib/db/client';
import { profiles } from '@/lib/db/schema';
import { env, runtimeMode } from '@/lib/env';
import { logger } from '@/lib/log/server';
import { isVerifiedAdmin } from './admin';
import { VISITOR, type Caller } from './caller';
import type { AuthAdapter, CookieJar, RequestInfo, UserStanding } from './contract';
import { createLocalAuth } from './local/adapter';
import { requestCookies, requestInfo } from './request';
import { signUpProfile } from './sign-up-profile';
import { createSupabaseAuth } from './supabase/adapter';

export { isAdmin, isSignedIn, VISITOR, type Admin, type Caller, type SignedIn } from './caller';

/**
 * The authentication adapter of this request, picked by `lib/env.ts`: embedded (users and
 * sessions in the shop's Postgres) unless Supabase is configured.
 */
export async function getAuth(): Promise<AuthAdapter> {
  const [jar, request] = await Promise.all([requestCookies(), requestInfo()]);
  return authFor(jar, request);
}

/** The adapter over a given cookie jar (the proxy's gate reads the request's cookies). */
export function authFor(jar: CookieJar, request: RequestInfo): AuthAdapter {
  if (runtimeMode.auth === 'supabase') {
    return createSupabaseAuth({
      url: env.NEXT_PUBLIC_SUPABASE_URL!,
      anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
      cookies: jar,
      siteUrl: env.SITE_URL,
      saveProfile: async (user, data) => {
        await getDb()
          .insert(profiles)
          .values(signUpProfile(user.id, user.email, data))
          .onConflictDoNothing();
      },
    });
  }
  return createLocalAuth({
    db: getDb(),
    cookies: jar,
    request,
    secure: env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:'),
    siteUrl: env.SITE_URL,
  });
}

/**
 * The caller of the current request (once per request): a visitor, or a customer with the
 * admin role (`is_verified_admin`) and the verified-professional flag, both read on every
 * request with the session in embedded mode (one statement), apart in hosted mode (the role
 * kept a minute there): an admin's verification changes the prices of the user's next request.
 * A session that cannot be read (forged, expired, another server's) is a visitor; a lookup that
 * fails (the database down) throws ServiceUnavailableError: the caller is unknown, not signed out.
 */
export const getCaller = cache(async (): Promise<Caller> => {
  // Reading the request's cookies stays outside the try: while prerendering, its rejection is
  // how Next learns the page is per request.
  return callerOf(await getAuth());
});

/**
 * The caller an adapter's session designates. A session that is not found (forged, expired,
 * another server's) is a visitor: the adapters answer null for it. A lookup that throws (the
 * database or the auth service unreachable) is not "signed out": it throws
 * ServiceUnavailableError, which proxy.ts and the routes turn into a 503.
 */
export async function callerOf(auth: AuthAdapter): Promise<Caller> {
  let user;
  try {
    user = auth.currentStanding ? await auth.currentStanding() : await standingApart(auth);
  } catch (error) {
    // The driver's own reason (the failed query's text would carry the session's hash).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    logger.error(
      { reason: cause instanceof Error ? cause.message : String(cause) },
      'session : lecture impossible',
    );
    throw new ServiceUnavailableError('session', { cause: error });
  }
  if (!user) return VISITOR;
  // A disabled account is a visitor at once, whatever session it still holds (hosted mode's
  // sessions live in Supabase; embedded ones are deleted when the account is disabled).
  if (user.disabled) return VISITOR;
  return {
    kind: 'customer',
    userId: user.id,
    email: user.email,
    isAdmin: user.admin,
    isVerifiedProfessional: user.verifiedProfessional,
  };
}

/**
 * An adapter that cannot read the standing with the session (hosted: the session is
 * Supabase's): the user, then their profile and the role (`is_verified_admin`, kept a minute).
 */
async function standingApart(auth: AuthAdapter): Promise<UserStanding | null> {
  const user = await auth.currentUser();
  if (!user) return null;
  const [[profile], admin] = await Promise.all([
    getDb()
      .select({ verified: profiles.isVerifiedProfessional, disabledAt: profiles.disabledAt })
      .from(profiles)
      .where(eq(profiles.id, user.id))
      .limit(1),
    isVerifiedAdmin(user.id),
  ]);
  return {
    ...user,
    verifiedProfessional: profile?.verified === true,
    disabled: Boolean(profile?.disabledAt),
    admin,
  };
}
