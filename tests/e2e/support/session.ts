/**
 * Signing a journey in without the dialog, for journeys whose subject is not signing in: an
 * account made in the database, and a session row for it whose cookie the browser context
 * carries (as bench/lib/session.ts does for the bench's signed-in targets).
 */
import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { BrowserContext } from '@playwright/test';
import { queryDb } from './shop';

/** The embedded adapter's cookie (lib/auth/local/adapter.ts). */
const SESSION_COOKIE = 'nuancier_session';

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

/** Signs `context` in as the account of `email` (a session of one day). */
export async function signInWithSession(
  context: BrowserContext,
  baseURL: string | undefined,
  email: string,
): Promise<void> {
  if (!baseURL) throw new Error('baseURL manquant');
  const token = randomBytes(32).toString('base64url');
  const made = await queryDb(
    `insert into sessions (id, user_id, expires_at)
     select $1, id, now() + interval '1 day' from users where email = $2 returning user_id`,
    [createHash('sha256').update(token).digest('hex'), email.toLowerCase()],
  );
  if (made.length !== 1) throw new Error(`aucun compte pour ${email}`);
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
  ]);
}
