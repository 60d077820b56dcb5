import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { appSecrets } from '@/lib/db/schema';
import { env, type Env } from '@/lib/env';

/**
 * The key that signs e-mailed links (newsletter confirmation and unsubscription, issue 34 §6).
 * `LINK_SIGNING_SECRET` when it is set; otherwise 32 random bytes generated on first use and
 * kept in the database (`app_secrets`, migration 0026), so every server process and every
 * restart signs and checks with the same key, and no key is written in the repository.
 */
export const LINK_SECRET_NAME = 'link-signing';

/**
 * The secret `name` of the database, created if absent. Atomic across processes: each one offers
 * its own random value with `on conflict do nothing`, then reads the row, so the first insert
 * to commit wins and everyone reads that one (a concurrent insert waits for the winner's commit
 * before it does nothing). Never inside a transaction that could roll back: a value read there
 * might never be kept.
 */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} introuvable après insertion`);
  return row.value;
}

let stored: Promise<string> | undefined;

/** The link key: the environment's, else the database's (read once per process). */
export function linkSigningSecret(e: Env = env): Promise<string> {
  if (e.LINK_SIGNING_SECRET) return Promise.resolve(e.LINK_SIGNING_SECRET);
  stored ??= sharedSecret(getDb(), LINK_SECRET_NAME).catch((error: unknown) => {
    stored = undefined;
    throw error;
  });
  return stored;
}
