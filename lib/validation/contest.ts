import messages from '@/messages/forms.fr.json';
import { VALIDATION } from './messages';
import { textInput } from './text';
import { uuidField, z } from '@/lib/zod';

/** Participation form of /tirage-au-sort (shared by the form and the action). */
export const contestEntrySchema = z.object({
  contestId: uuidField(messages.contest.closed),
  name: textInput({ message: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(100, { error: VALIDATION.required }),
  email: textInput({ message: VALIDATION.emailInvalid })
    .trim()
    .pipe(z.email({ error: VALIDATION.emailInvalid }).max(255, { error: VALIDATION.emailInvalid })),
  acceptRules: z.literal(true, { error: messages.contest.rulesRequired }),
  website: textInput().max(500).optional(),
});

export type ContestEntry = z.output<typeof contestEntrySchema>;
