/**
 * The one contract both authentication adapters fulfil (embedded: users and sessions in the
 * shop's Postgres, `lib/auth/local`; hosted: Supabase Auth, `lib/auth/supabase`). The same
 * contract tests run against the local adapter on the real Postgres
 * (tests/integration/auth-contract.test.ts).
 */

/** Cookies of the current request/response (Next's `cookies()`, or a jar in tests). */
export type CookieOptions = {
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  path?: string;
  maxAge?: number;
  expires?: Date;
  domain?: string;
};
export type CookieJar = {
  get(name: string): string | undefined;
  getAll(): { name: string; value: string }[];
  /** May fail where cookies cannot be written (a Server Component): adapters then skip it. */
  set(name: string, value: string, options?: CookieOptions): void;
  delete(name: string): void;
};

/** Who sends the request: throttling keys and the consent log read it. */
export type RequestInfo = { ip: string; userAgent: string };

export type AuthUser = { id: string; email: string };

/**
 * The signed-in user with what decides their rights: the verified-professional flag, a
 * disabled account, and the spec's `is_verified_admin` (exact true).
 */
export type UserStanding = AuthUser & {
  verifiedProfessional: boolean;
  disabled: boolean;
  admin: boolean;
};

export type SignUpData = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  isProfessional: boolean;
  companyName: string;
  siret: string;
};

export type SignInResult =
  | { ok: true; user: AuthUser }
  | { ok: false; reason: 'invalid' }
  /** Right credentials, but an admin disabled the account. */
  | { ok: false; reason: 'disabled' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type SignUpResult =
  { ok: true; user: AuthUser; signedIn: boolean } | { ok: false; reason: 'exists' | 'throttled' };

export type NewPasswordResult =
  { ok: true; user: AuthUser } | { ok: false; reason: 'invalid-link' };

/**
 * Asking to change the sign-in e-mail: nothing changes yet. A link goes to the new address and
 * the old one is told; the change is made when the link is followed (`applyEmailLink`).
 */
export type EmailChangeRequest =
  { ok: true } | { ok: false; reason: 'invalid-password' | 'exists' | 'throttled' };

/** What an e-mail link did: confirmed the account's address, or made the new one its sign-in. */
export type EmailLinkResult =
  | { ok: true; purpose: 'confirm' | 'change'; email: string }
  | { ok: false; reason: 'invalid-link' | 'exists' };

export interface AuthAdapter {
  /** The signed-in user of this request, or null (a forged or foreign cookie gives null). */
  currentUser(): Promise<AuthUser | null>;
  /**
   * The same user with their standing, read in the session's own statement (one round trip
   * instead of three on every request that asks who is calling). Optional: without it the
   * profile and the role are read apart (`callerOf`).
   */
  currentStanding?(): Promise<UserStanding | null>;
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Creates the account and its profile; signed in at once when no e-mail confirmation is asked. */
  signUp(data: SignUpData): Promise<SignUpResult>;
  signOut(): Promise<void>;
  /** Sends the reset e-mail when the account exists; answers the same either way. */
  sendResetLink(email: string): Promise<void>;
  /** Sets the password from a reset link's token; every other session of the user is revoked. */
  setNewPassword(token: string, password: string): Promise<NewPasswordResult>;
  /**
   * Asks to change the sign-in e-mail (profile form), behind the current password: a single-use,
   * expiring link is sent to the new address and the old address is told. A session alone
   * changes nothing.
   */
  requestEmailChange(user: AuthUser, email: string, password: string): Promise<EmailChangeRequest>;
  /**
   * Follows an e-mail link (`/confirm-email`): confirms the account's address or applies the
   * e-mail change, once, before it expires. `type` is the hosted links' own (`signup`,
   * `email_change`); embedded links carry their purpose in the database.
   */
  applyEmailLink(token: string, type?: string): Promise<EmailLinkResult>;
  /** Whether the account's address was confirmed (hosted: Supabase confirms before sign-in). */
  emailConfirmed(userId: string): Promise<boolean>;
  /** Sends the sign-up confirmation link again (throttled; nothing once confirmed). */
  resendConfirmation(user: AuthUser): Promise<void>;
}
