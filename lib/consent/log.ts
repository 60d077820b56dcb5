import 'server-only';
import { cookieConsentLog } from '@/lib/db/schema';
import type { Database } from '@/lib/db/client';
import { truncateIp } from '@/lib/security/ip';
import type { ConsentChoice } from './schema';

/**
 * One row of `cookie_consent_log` per choice: the proof of consent the shop can show. It keeps
 * the choice itself, when it was made, the signed-in user's id (null for a visitor), the
 * truncated address and the browser's user agent: nothing that names a visitor.
 */
export async function logConsentChoice(
  db: Pick<Database, 'insert'>,
  entry: {
    userId: string | null;
    choice: ConsentChoice;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<{ id: string }> {
  const { necessary, analytics, marketing, timestamp, version } = entry.choice;
  const [row] = await db
    .insert(cookieConsentLog)
    .values({
      userId: entry.userId,
      consentData: { necessary, analytics, marketing, timestamp, version },
      ipAddress: truncateIp(entry.ip),
      userAgent: entry.userAgent,
    })
    .returning({ id: cookieConsentLog.id });
  return { id: row!.id };
}
