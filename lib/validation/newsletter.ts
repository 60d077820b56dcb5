import { VALIDATION } from './messages';
import { textInput } from './text';
import { z } from '@/lib/zod';

/** Newsletter sign-up (footer): an e-mail (spec section 5 rules) and the honeypot. */
export const newsletterSchema = z.object({
  email: textInput({ message: VALIDATION.emailInvalid })
    .trim()
    .pipe(z.email({ error: VALIDATION.emailInvalid }).max(255, { error: VALIDATION.emailInvalid })),
  website: textInput().max(500).optional(),
});
