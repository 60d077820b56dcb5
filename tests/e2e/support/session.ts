/**
 * Signed in without the dialog: a session row for an account of the seed (or one a test made),
 * and its cookie in the page's browser context — what a successful sign-in leaves behind,
 * without the password check (argon2) and the toast. For every journey whose subject is not
 * signing in; the accounts specs (tests/e2e/accounts*.spec.ts) keep the real dialog.
 * Same way as the benchmark's sessions (bench/lib/session.ts).
 *
 *   await signedIn(page, DEMO.admin.email); // then page.goto(…) — or reload a page already open
 */
import { hash } from '@node-rs/argon2';
import type { BrowserContext, Page } from '@playwright/test';
import { newToken, tokenHash } from '@/lib/auth/tokens';
import { queryDb } from './shop';

/** lib/auth/local/adapter.ts's cookie and lifetime (a full one: no refresh on the first page). */
const SESSION_COOKIE = 'nuancier_session';
const SESSION_DAYS = 30;

/** A session row for `email` (an existing account); its cookie's value. */
async function openSession(email: string): Promise<string> {
  const token = newToken();
  const rows = await queryDb<{ id: string }>(
    `insert into sessions (id, user_id, expires_at)
     select $1, id, now() + make_interval(days => $3) from users where email = lower($2)
     returning id`,
    [tokenHash(token), email, SESSION_DAYS],
  );
  if (rows.length !== 1) throw new Error(`signedIn : aucun compte ${email}`);
  return token;
}

/**
 * Opens a session for `email` (an existing account) in `context`, for the instance at `baseURL`
 * (by default the run's server). Cookies do not tell ports apart: the session holds on every
 * instance of the run (tests/e2e/cache-instances).
 */
export async function signInWithSession(
  context: BrowserContext,
  baseURL: string | undefined,
  email: string,
): Promise<void> {
  const token = await openSession(email);
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      url: baseURL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`,
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + SESSION_DAYS * 86_400,
    },
  ]);
}

/** Signs `page`'s browser context in as `email`; then page.goto(…), or reload a page already open. */
export async function signedIn(page: Page, email: string): Promise<void> {
  await signInWithSession(page.context(), undefined, email);
}

/**
 * A customer account made directly in the database (users, profiles, the customer role, as the
 * seed makes its demo accounts), for journeys that need a fresh customer but are not about
 * signing up. It has no usable password: sign it in with `signedIn`. With `professional`, a
 * professional account (company and SIRET), waiting for verification unless `verified`.
 * Returns the account's id.
 */
export async function createCustomer(
  email: string,
  name: { firstName: string; lastName: string } = { firstName: 'Lucie', lastName: 'Carrossier' },
  professional?: { companyName: string; siret: string; verified?: boolean },
): Promise<string> {
  const [user] = await queryDb<{ id: string }>(
    `insert into users (email, password_hash, email_confirmed_at) values ($1, '!', now())
     returning id`,
    [email],
  );
  await queryDb(
    `insert into profiles (id, email, first_name, last_name, company_name, siret,
       is_professional, is_verified_professional)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      user!.id,
      email,
      name.firstName,
      name.lastName,
      professional?.companyName ?? null,
      professional?.siret ?? null,
      Boolean(professional),
      Boolean(professional?.verified),
    ],
  );
  await queryDb(`insert into user_roles (user_id, role, verified) values ($1, 'customer', true)`, [
    user!.id,
  ]);
  return user!.id;
}

/** A fresh account with a known password (argon2id, the adapter's parameters), confirmed by default. */
export async function createAccount(
  email: string,
  password: string,
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<string> {
  const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const [user] = await queryDb<{ id: string }>(
    `insert into users (email, password_hash, email_confirmed_at)
     values ($1, $2, case when $3::boolean then now() end) returning id`,
    [email, passwordHash, confirmed],
  );
  await queryDb(
    `insert into profiles (id, email, first_name, last_name) values ($1, $2, 'Camille', 'Essai')`,
    [user!.id, email],
  );
  return user!.id;
}
