'use server';

import { publicAction } from '@/lib/actions/client';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { isBot, throttlePublicForm } from '@/lib/actions/public-form';
import { contestEntrySchema } from '@/lib/validation/contest';
import { enterContest } from './contests';

const CONTEST_LIMITS = {
  perIp: { name: 'contest-ip', points: 10, durationSeconds: 3600 },
  perEmail: { name: 'contest-email', points: 5, durationSeconds: 3600 },
};

/** Participation in the running contest: honeypot, throttling, one per e-mail. */
export const takePartInContest = publicAction({
  name: 'contest.enter',
  input: contestEntrySchema,
  handler: async ({ website, ...entry }) => {
    if (isBot({ website })) return { id: '00000000-0000-0000-0000-000000000000' };
    await throttlePublicForm({
      ...CONTEST_LIMITS,
      email: entry.email,
      message: getT('contest')('throttled'),
    });
    return enterContest(getDb(), { ...entry, website });
  },
  failure: () => getT('contest')('failed'),
});
