import 'server-only';
import { profiles, users } from '@/lib/db/schema';
import type { Transaction } from '@/lib/db/handle';
import { env, runtimeMode } from '@/lib/env';
import type { AuthUser, SignUpData } from './contract';
import { newResetLink, NO_PASSWORD } from './local/reset-link';
import { signUpProfile } from './sign-up-profile';

/** What the shop knows of a customer whose account it creates: the sign-up's data, no password. */
export type ShopAccountData = Omit<SignUpData, 'password'> & { verifiedProfessional: boolean };

export type ShopAccount = {
  user: AuthUser;
  /** The « choose your password » link (the forgotten password's, valid as long). */
  passwordLink: string;
};

/** A refusal of the hosted auth service, said in French by the caller. */
export class ShopAccountUnavailable extends Error {
  constructor(readonly reason: 'no-service-key' | 'service') {
    super(`shop account creation unavailable: ${reason}`);
  }
}

/**
 * An account created by the shop for a customer (the owner taking an order by phone, issue 40
 * §2), with its profile written in `tx` like a sign-up's (`signUpProfile`), without a password.
 * Embedded mode: the `users` row in the same transaction, its password unusable (NO_PASSWORD)
 * until the customer follows the reset link queued with it. Hosted mode (Supabase, `lib/env.ts`):
 * the user is created by Supabase's admin API with the service role key, confirmed (the owner
 * took the address from the customer), and the link is Supabase's recovery link; that user is
 * deleted again when `tx` fails (`undo`). Null: the e-mail already has an account.
 */
export async function createShopAccount(
  tx: Transaction,
  data: ShopAccountData,
  onRollback: (undo: () => Promise<void>) => void,
): Promise<ShopAccount | null> {
  const email = data.email.toLowerCase();
  let user: AuthUser | undefined;
  let passwordLink: string;
  if (runtimeMode.auth === 'supabase') {
    const hosted = await createHostedUser(email, data);
    if (!hosted) return null;
    onRollback(() => deleteHostedUser(hosted.user.id));
    ({ user, passwordLink } = hosted);
  } else {
    [user] = await tx
      .insert(users)
      .values({ email, passwordHash: NO_PASSWORD })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (!user) return null;
    passwordLink = await newResetLink(tx, user.id, env.SITE_URL);
  }
  const profile = {
    ...signUpProfile(user.id, email, data),
    isVerifiedProfessional: data.isProfessional && data.verifiedProfessional,
  };
  // A hosted project may write a profile row of its own when the user is created.
  await tx
    .insert(profiles)
    .values(profile)
    .onConflictDoUpdate({ target: profiles.id, set: profile });
  return { user, passwordLink };
}

async function adminApi(path: string, init: { method: string; body?: unknown }) {
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) throw new ShopAccountUnavailable('no-service-key');
  const response = await fetch(new URL(`/auth/v1/admin/${path}`, env.NEXT_PUBLIC_SUPABASE_URL), {
    method: init.method,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  return response;
}

async function createHostedUser(email: string, data: ShopAccountData) {
  const created = await adminApi('users', {
    method: 'POST',
    body: {
      email,
      email_confirm: true,
      user_metadata: {
        first_name: data.firstName,
        last_name: data.lastName,
        is_professional: data.isProfessional,
        company_name: data.companyName,
        siret: data.siret,
      },
    },
  });
  // GoTrue answers 422 (email_exists) for an address that has an account.
  if (created.status === 422) return null;
  if (!created.ok) throw new ShopAccountUnavailable('service');
  const body = (await created.json()) as { id: string; email?: string };
  const user = { id: body.id, email: body.email ?? email };
  const link = await adminApi('generate_link', {
    method: 'POST',
    body: { type: 'recovery', email, redirect_to: new URL('/reset-password', env.SITE_URL).href },
  });
  if (!link.ok) {
    await deleteHostedUser(user.id);
    throw new ShopAccountUnavailable('service');
  }
  const { hashed_token: hashed } = (await link.json()) as { hashed_token: string };
  // The reset page takes Supabase's `token_hash` (app/(account)/reset-password).
  const passwordLink = new URL('/reset-password', env.SITE_URL);
  passwordLink.searchParams.set('token_hash', hashed);
  passwordLink.searchParams.set('type', 'recovery');
  return { user, passwordLink: passwordLink.toString() };
}

async function deleteHostedUser(id: string) {
  await adminApi(`users/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => undefined);
}
