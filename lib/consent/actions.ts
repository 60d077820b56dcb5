'use server';

import { publicAction } from '@/lib/actions/client';
import { isSignedIn } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { requestOrigin } from '@/lib/security/request';
import { consume } from '@/lib/security/throttle';
import { logConsentChoice } from './log';
import { consentChoiceSchema } from './schema';

/** A browser logs a few choices an hour; more is a script filling the table. */
const CONSENT_LOG_PER_IP = { name: 'consent-ip', points: 30, durationSeconds: 3600 };

/**
 * Logs a cookie choice (banner or preferences dialog) in `cookie_consent_log`, for visitors and
 * signed-in customers alike (their user id then). Called by the consent store after each
 * choice; the choice itself lives in the browser, so a refused or failed log never blocks it.
 */
export const recordConsentChoice = publicAction({
  name: 'consent.record',
  input: consentChoiceSchema,
  handler: async (choice, { caller }) => {
    const origin = await requestOrigin();
    const verdict = await consume(CONSENT_LOG_PER_IP, origin.ip ?? 'inconnue');
    if (!verdict.allowed) return { logged: false };
    await logConsentChoice(getDb(), {
      userId: isSignedIn(caller) ? caller.userId : null,
      choice,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    return { logged: true };
  },
});
