import { z } from '@/lib/zod';
import { CONSENT_VERSION } from './consent';

/** A choice as the browser sends it to be logged (the stored consent, spec section 3). */
export const consentChoiceSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.iso.datetime(),
  version: z.literal(CONSENT_VERSION),
});

export type ConsentChoice = z.infer<typeof consentChoiceSchema>;
