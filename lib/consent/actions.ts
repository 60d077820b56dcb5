'use server';

import { z } from 'zod';
import { customerAction } from '@/lib/actions/client';
import { requestInfo } from '@/lib/auth/request';
import { getDb } from '@/lib/db/client';
import { CONSENT_VERSION } from './consent';
import { logConsent } from './log';

const consentInput = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.iso.datetime(),
  version: z.literal(CONSENT_VERSION),
});

/** Spec section 7 « cookie_consent_log: insert »: a signed-in user's choice, with IP and agent. */
export const recordConsent = customerAction({
  name: 'consent.log',
  input: consentInput,
  handler: async (consent, { caller }) => {
    await logConsent(getDb(), caller.userId, consent, await requestInfo());
    return null;
  },
});
