import { z } from 'zod';
import messages from '@/messages/forms.fr.json';
import { VALIDATION } from './messages';

/** Participation form of /tirage-au-sort (shared by the form and the action). */
export const contestEntrySchema = z.object({
  contestId: z.uuid({ error: messages.contest.closed }),
  name: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(100, { error: VALIDATION.required }),
  email: z
    .string({ error: VALIDATION.emailInvalid })
    .trim()
    .pipe(z.email({ error: VALIDATION.emailInvalid }).max(255, { error: VALIDATION.emailInvalid })),
  acceptRules: z.literal(true, { error: messages.contest.rulesRequired }),
  website: z.string().max(500).optional(),
});

export type ContestEntryInput = z.input<typeof contestEntrySchema>;
export type ContestEntry = z.output<typeof contestEntrySchema>;
