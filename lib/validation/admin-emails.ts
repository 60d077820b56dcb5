import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';

/** The e-mails screen's form: the address a test e-mail goes to. */
const M = adminMessages.admin.emails.validation;

export const testEmailSchema = z.object({
  to: z
    .string({ error: M.emailInvalid })
    .trim()
    .min(1, { error: M.emailRequired })
    .max(254, { error: M.emailInvalid })
    .pipe(z.email({ error: M.emailInvalid })),
});
