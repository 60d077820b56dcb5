import { createServerClient } from '@supabase/ssr';
import type {
  AuthAdapter,
  AuthUser,
  CookieJar,
  CookieOptions,
  EmailChangeRequest,
  EmailLinkResult,
  SignUpData,
  SignUpResult,
  SignInResult,
  NewPasswordResult,
} from '../contract';

/**
 * Hosted adapter: Supabase Auth through `@supabase/ssr`. The server trusts `getClaims()` (the
 * JWT verified), never a stored `getSession()`. Cookies are refreshed by `proxy.ts` only
 * (lib/auth/supabase/proxy.ts): here `setAll` writes only where Next allows it (actions,
 * route handlers) and is skipped in Server Components. E-mail confirmation and reset e-mails
 * are Supabase's; the reset link leads to `/reset-password` with a `token_hash`.
 */
type SupabaseAuthApi = Pick<
  ReturnType<typeof createServerClient>['auth'],
  | 'getClaims'
  | 'signInWithPassword'
  | 'signUp'
  | 'signOut'
  | 'resetPasswordForEmail'
  | 'verifyOtp'
  | 'updateUser'
>;

export type SupabaseAuthOptions = {
  url: string;
  anonKey: string;
  cookies: CookieJar;
  siteUrl: string;
  /** Writes the profile row of a new account (the app's database connection). */
  saveProfile?: (user: AuthUser, data: SignUpData) => Promise<void>;
  /** Tests pass a fake; otherwise `createServerClient` on the request's cookies. */
  client?: { auth: SupabaseAuthApi };
};

function supabaseClientFor(options: Pick<SupabaseAuthOptions, 'url' | 'anonKey' | 'cookies'>) {
  return createServerClient(options.url, options.anonKey, {
    cookies: {
      getAll: () => options.cookies.getAll(),
      setAll: (list) => {
        try {
          for (const { name, value, options: o } of list)
            options.cookies.set(name, value, o as CookieOptions);
        } catch {
          // Server Component: proxy.ts refreshes the session cookies.
        }
      },
    },
  });
}

export function createSupabaseAuth(options: SupabaseAuthOptions): AuthAdapter {
  const auth = (options.client ?? supabaseClientFor(options)).auth;

  async function currentUser(): Promise<AuthUser | null> {
    const { data, error } = await auth.getClaims();
    const claims = data?.claims;
    if (error || !claims || typeof claims.sub !== 'string') return null;
    return { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' };
  }

  async function signIn(email: string, password: string): Promise<SignInResult> {
    const { data, error } = await auth.signInWithPassword({ email, password });
    if (error?.status === 429) return { ok: false, reason: 'throttled', retryAfterSeconds: 60 };
    if (error || !data.user) return { ok: false, reason: 'invalid' };
    return { ok: true, user: { id: data.user.id, email: data.user.email ?? email } };
  }

  async function signUp(input: SignUpData): Promise<SignUpResult> {
    const { data, error } = await auth.signUp({
      email: input.email,
      password: input.password,
      options: {
        emailRedirectTo: options.siteUrl,
        data: {
          first_name: input.firstName,
          last_name: input.lastName,
          is_professional: input.isProfessional,
          company_name: input.companyName,
          siret: input.siret,
        },
      },
    });
    if (error?.status === 429) return { ok: false, reason: 'throttled' };
    // An existing address comes back as a user without identities (Supabase hides it).
    if (error || !data.user || data.user.identities?.length === 0) {
      return { ok: false, reason: 'exists' };
    }
    const user = { id: data.user.id, email: data.user.email ?? input.email };
    await options.saveProfile?.(user, input);
    return { ok: true, user, signedIn: Boolean(data.session) };
  }

  async function signOut() {
    await auth.signOut();
  }

  async function sendResetLink(email: string) {
    const redirectTo = new URL('/reset-password', options.siteUrl).toString();
    await auth.resetPasswordForEmail(email, { redirectTo });
  }

  async function setNewPassword(token: string, password: string): Promise<NewPasswordResult> {
    const verified = await auth.verifyOtp({ type: 'recovery', token_hash: token });
    if (verified.error || !verified.data.user) return { ok: false, reason: 'invalid-link' };
    const updated = await auth.updateUser({ password });
    if (updated.error || !updated.data.user) return { ok: false, reason: 'invalid-link' };
    // Other devices are signed out after a change.
    await auth.signOut({ scope: 'others' });
    const user = updated.data.user;
    return { ok: true, user: { id: user.id, email: user.email ?? '' } };
  }

  /**
   * Behind the same password check as the embedded mode (a sign-in with the current address),
   * then Supabase's own change: with « Secure email change » on, nothing changes until the
   * link sent to the new address is followed (and Supabase writes to the old one too).
   */
  async function requestEmailChange(
    user: AuthUser,
    email: string,
    password: string,
  ): Promise<EmailChangeRequest> {
    const checked = await auth.signInWithPassword({ email: user.email, password });
    if (checked.error?.status === 429) return { ok: false, reason: 'throttled' };
    if (checked.error || checked.data.user?.id !== user.id) {
      return { ok: false, reason: 'invalid-password' };
    }
    const emailRedirectTo = new URL('/confirm-email', options.siteUrl).toString();
    const { error } = await auth.updateUser({ email }, { emailRedirectTo });
    return error ? { ok: false, reason: 'exists' } : { ok: true };
  }

  /** Supabase's links carry a `token_hash` and their `type` (`signup`, `email_change`). */
  async function applyEmailLink(token: string, type?: string): Promise<EmailLinkResult> {
    const purpose = type === 'signup' || type === 'email' ? 'confirm' : 'change';
    const { data, error } = await auth.verifyOtp({
      type: purpose === 'confirm' ? 'signup' : 'email_change',
      token_hash: token,
    });
    if (error || !data.user) return { ok: false, reason: 'invalid-link' };
    return { ok: true, purpose, email: data.user.email ?? '' };
  }

  /** Supabase refuses to sign in an unconfirmed address when confirmation is asked. */
  async function emailConfirmed() {
    return true;
  }

  /** Nothing to send: a signed-in hosted account is confirmed (see emailConfirmed). */
  async function resendConfirmation() {}

  return {
    currentUser,
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
