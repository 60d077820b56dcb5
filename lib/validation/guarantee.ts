import adminMessages from '@/messages/admin.fr.json';
import formMessages from '@/messages/forms.fr.json';
import { parseEuroInput } from '@/lib/money';
import { uuidField, z } from '@/lib/zod';
import { stripHtml } from './strip-html';
import { MAX_CLAIM_DAYS, MAX_TEST_CARD_CENTS } from '@/lib/guarantee-settings';

/**
 * The colour-match guarantee (issue 41 §2): the customer's claim (sent as FormData, its photos
 * checked again by content on the server) and the owner's settings and decisions.
 */
const M = formMessages.guaranteeClaim.validation;
const A = adminMessages.admin.guarantee.validation;
const MAX_CLAIM_PHOTOS = 3;

const field = (raw: unknown, name: string) =>
  raw instanceof FormData ? raw.get(name) : (raw as Record<string, unknown> | null)?.[name];

export const guaranteeClaimSchema = z.preprocess(
  (raw) =>
    raw instanceof FormData
      ? {
          orderItemId: raw.get('orderItemId'),
          description: raw.get('description'),
          photos: raw.getAll('photos').filter((f) => !(f instanceof File) || f.size > 0),
        }
      : { ...(raw as object), photos: field(raw, 'photos') },
  z.object({
    orderItemId: uuidField(M.lineRequired),
    // FormData reaches the action as it is (the action client strips plain objects only).
    description: z
      .string({ error: M.descriptionTooShort })
      .transform((value) => stripHtml(value).trim())
      .pipe(
        z
          .string()
          .min(10, { error: M.descriptionTooShort })
          .max(2000, { error: M.descriptionTooLong }),
      ),
    photos: z
      .array(z.instanceof(File, { error: M.notImage }), { error: M.photosRequired })
      .min(1, { error: M.photosRequired })
      .max(MAX_CLAIM_PHOTOS, { error: M.photosTooMany }),
  }),
);
export type GuaranteeClaimInput = z.output<typeof guaranteeClaimSchema>;

export const guaranteeSettingsSchema = z.object({
  /** « 2,50 » → 250 cents; « 0 »: offered. */
  testCardPrice: z.string({ error: A.priceInvalid }).transform((value, ctx) => {
    const cents = value.trim() === '' ? 0 : parseEuroInput(value);
    if (cents === null || cents < 0 || cents > MAX_TEST_CARD_CENTS) {
      ctx.addIssue({ code: 'custom', message: A.priceInvalid });
      return z.NEVER;
    }
    return cents;
  }),
  claimDays: z.coerce
    .number({ error: A.daysInvalid })
    .int({ error: A.daysInvalid })
    .min(1, { error: A.daysInvalid })
    .max(MAX_CLAIM_DAYS, { error: A.daysInvalid }),
  conditions: z.string().trim().max(4000, { error: A.conditionsTooLong }).default(''),
});

export const claimDecisionSchema = z
  .object({
    id: uuidField(A.notFound),
    decision: z.enum(['remix', 'refund', 'refused'], { error: A.decisionInvalid }),
    reason: z.string().trim().max(1000, { error: A.reasonTooLong }).default(''),
  })
  .refine((d) => d.decision !== 'refused' || d.reason.length > 0, {
    error: A.reasonRequired,
    path: ['reason'],
  });
export type ClaimDecision = z.output<typeof claimDecisionSchema>;
