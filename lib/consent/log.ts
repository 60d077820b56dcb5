import 'server-only';
import type { Database } from '@/lib/db/client';
import { cookieConsentLog } from '@/lib/db/schema';
import type { RequestInfo } from '@/lib/auth/contract';
import type { Consent } from './consent';

/** One `cookie_consent_log` row: who chose (user id or null), what, from where. */
export async function logConsent(
  db: Database,
  userId: string | null,
  consent: Consent,
  request: RequestInfo,
): Promise<void> {
  const ip = /^[0-9a-f.:]+$/i.test(request.ip) && request.ip !== '0.0.0.0' ? request.ip : null;
  await db.insert(cookieConsentLog).values({
    userId,
    consentData: consent,
    ipAddress: ip,
    userAgent: request.userAgent || null,
  });
}
