import 'server-only';
import { desc } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { signInFailures } from '@/lib/db/schema';
import { logger } from '@/lib/log/server';

export type SignInFailureReason = 'invalid' | 'throttled' | 'disabled';

/**
 * Records one failed sign-in for the security screen: the e-mail typed, the address and why —
 * never the password. A failure to record is logged, never in the way of the answer.
 */
export async function recordSignInFailure(
  db: DbHandle,
  failure: { email: string; ip: string; reason: SignInFailureReason },
): Promise<void> {
  try {
    await db.insert(signInFailures).values({
      email: failure.email.toLowerCase().slice(0, 255),
      ip: failure.ip.slice(0, 64),
      reason: failure.reason,
    });
  } catch (error) {
    logger.error({ err: error }, 'échec de connexion non enregistré');
  }
}

/** The latest failed sign-ins, newest first. */
export async function recentSignInFailures(db: DbHandle, limit = 50) {
  return db
    .select()
    .from(signInFailures)
    .orderBy(desc(signInFailures.createdAt), desc(signInFailures.id))
    .limit(limit);
}
