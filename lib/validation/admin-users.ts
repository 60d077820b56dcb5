import { z } from '@/lib/zod';
import { VALIDATION } from './messages';
import { uuidSchema } from './admin-catalogue';

/** The customer page's changes, shared by its forms and the admin actions. */
export const userIdSchema = z.object({ id: uuidSchema });

/** Verifying a professional: the SIRET as the admin read it (14 digits, spaces allowed). */
export const verifyProSchema = z.object({
  id: uuidSchema,
  siret: z
    .string({ error: VALIDATION.siretInvalid })
    .transform((value) => value.replace(/[\s.]/g, ''))
    .refine((value) => /^\d{14}$/.test(value), { error: VALIDATION.siretInvalid }),
});
export type VerifyPro = z.output<typeof verifyProSchema>;
