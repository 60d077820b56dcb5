import { z } from 'zod';
import { VALIDATION } from './messages';

/** Newsletter sign-up (footer): an e-mail (spec section 5 rules) and the honeypot. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: VALIDATION.emailInvalid })
    .trim()
    .pipe(z.email({ error: VALIDATION.emailInvalid }).max(255, { error: VALIDATION.emailInvalid })),
  website: z.string().max(500).optional(),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
