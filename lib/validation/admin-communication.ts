import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { uuidSchema } from './admin-catalogue';
import { testEmailSchema } from './admin-emails';

/** The newsletters and contest-draw screens' forms (`/admin/newsletters`, `/admin/contest-draw`). */
const N = adminMessages.admin.newsletters.validation;
const D = adminMessages.admin.contestDraw.validation;

export const newsletterSchema = z.object({
  id: uuidSchema.optional(),
  title: z
    .string({ error: N.titleRequired })
    .trim()
    .min(1, { error: N.titleRequired })
    .max(150, { error: N.titleTooLong }),
  body: z
    .string({ error: N.bodyRequired })
    .trim()
    .min(1, { error: N.bodyRequired })
    .max(20_000, { error: N.bodyTooLong }),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

export const newsletterTestSchema = testEmailSchema.extend({ id: uuidSchema });

export const contestDrawSchema = z.object({
  contestId: uuidSchema,
  /** Empty: a random seed is made and shown. */
  seed: z.string().trim().max(200, { error: D.seedTooLong }).optional().default(''),
  winners: z.coerce
    .number({ error: D.winnersInvalid })
    .int({ error: D.winnersInvalid })
    .min(1, { error: D.winnersInvalid })
    .max(100, { error: D.winnersInvalid }),
});
