import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/** Spec section 6: the admin check's answer is kept one minute per user. */
const ADMIN_CACHE_MS = 60_000;
const cache = new Map<string, { value: boolean; until: number }>();

/**
 * `is_verified_admin(user_uuid)` (migration 0002): true only on an exact `true` from the
 * database function; anything else (null, error) is not an admin.
 */
export async function isVerifiedAdmin(userId: string, now = Date.now()): Promise<boolean> {
  const hit = cache.get(userId);
  if (hit && hit.until > now) return hit.value;
  const result = await getDb().execute<{ admin: unknown }>(
    sql`select public.is_verified_admin(${userId}::uuid) as admin`,
  );
  const value = result.rows[0]?.admin === true;
  if (cache.size > 10_000) cache.clear();
  cache.set(userId, { value, until: now + ADMIN_CACHE_MS });
  return value;
}

/** Forgets cached answers (tests; a role change made by this instance). */
export function forgetAdminCache(userId?: string) {
  if (userId) cache.delete(userId);
  else cache.clear();
}
