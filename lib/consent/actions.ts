'use server';

import { publicAction } from '@/lib/actions/client';
import { isSignedIn } from '@/lib/auth';
import { requestInfo } from '@/lib/auth/request';
import { getDb } from '@/lib/db/client';
import { consume } from '@/lib/security/throttle';
import { logConsentChoice } from './log';
import { consentChoiceSchema } from './schema';

/** A browser logs a few choices an hour; more is a script filling the table. */
const CONSENT_LOG_PER_IP = { name: 'consent-ip', points: 30, durationSeconds: 3600 };

/**
 * Spec section 7 « cookie_consent_log: insert »: logs a cookie choice (banner or preferences
 * dialog) for visitors and signed-in customers alike (their user id then). Called by the
 * consent store after each choice; the choice itself lives in the browser, so a refused or
 * failed log never blocks it.
 */
export const recordConsentChoice = publicAction({
  name: 'consent.record',
  input: consentChoiceSchema,
  handler: async (choice, { caller }) => {
    const request = await requestInfo();
    const verdict = await consume(CONSENT_LOG_PER_IP, request.ip);
    if (!verdict.allowed) return { logged: false };
    await logConsentChoice(getDb(), {
      userId: isSignedIn(caller) ? caller.userId : null,
      choice,
      ip: request.ip,
      userAgent: request.userAgent || null,
    });
    return { logged: true };
  },
});
