'use server';

import { publicAction } from '@/lib/actions/client';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { isBot, throttlePublicForm } from '@/lib/actions/public-form';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { subscribeToNewsletter, type SubscribeOutcome } from './subscriptions';

const NEWSLETTER_LIMITS = {
  perIp: { name: 'newsletter-ip', points: 10, durationSeconds: 3600 },
  perEmail: { name: 'newsletter-email', points: 3, durationSeconds: 3600 },
};

/** Footer sign-up: honeypot, throttling per IP and e-mail, then the double opt-in e-mail. */
export const signUpForNewsletter = publicAction({
  name: 'newsletter.subscribe',
  input: newsletterSchema,
  handler: async (input) => {
    if (isBot(input)) return { outcome: 'confirmation-sent' as SubscribeOutcome };
    await throttlePublicForm({
      ...NEWSLETTER_LIMITS,
      email: input.email,
      message: getT('newsletter')('throttled'),
    });
    return { outcome: await subscribeToNewsletter(getDb(), input.email) };
  },
  failure: () => getT('newsletter')('failed'),
});
