'use server';

import { publicAction } from '@/lib/actions/client';
import { isBot, throttlePublicForm } from '@/lib/actions/public-form';
import { getT } from '@/lib/i18n/server';
import { logger } from '@/lib/log/server';
import type { ThrottlePolicy } from '@/lib/security/throttle';
import { withdrawalConfirmSchema, withdrawalLookupSchema } from '@/lib/validation/withdrawal';
import { stripHtml } from '@/lib/validation/strip-html';
import { recordWithdrawal, withdrawalFormFor } from './store';

/**
 * « Se rétracter du contrat ici » (`/retractation`): public, signed in or not. Step 1 finds the
 * order from the name, its number and its e-mail; step 2 confirms the withdrawal of the whole
 * order or of some lines. Both are throttled like the other public forms (per IP and per e-mail,
 * ten an hour each): a wrong number and a wrong e-mail get the same neutral answer, and guessing
 * is slowed down. A bot (honeypot filled) is answered with null: nothing found, nothing written.
 */
const hourly = (name: string): ThrottlePolicy => ({ name, points: 10, durationSeconds: 3600 });

async function letThrough(
  step: 'find' | 'confirm',
  input: { website?: string | null; email: string },
): Promise<boolean> {
  if (isBot(input)) return false;
  await throttlePublicForm({
    perIp: hourly(`withdrawal-${step}-ip`),
    perEmail: hourly(`withdrawal-${step}-email`),
    email: input.email,
    message: getT('withdrawal')('throttled'),
  });
  return true;
}

export const findOrderToWithdraw = publicAction({
  name: 'withdrawal.find',
  input: withdrawalLookupSchema(stripHtml),
  handler: async (lookup) =>
    (await letThrough('find', lookup)) ? withdrawalFormFor(lookup) : null,
  failure: () => getT('withdrawal')('failed'),
});

export const confirmWithdrawal = publicAction({
  name: 'withdrawal.confirm',
  input: withdrawalConfirmSchema(stripHtml),
  handler: async (input) => {
    if (!(await letThrough('confirm', input))) return null;
    const done = await recordWithdrawal(input);
    logger.info({ withdrawalId: done.id }, 'rétractation enregistrée');
    return done;
  },
  failure: () => getT('withdrawal')('failed'),
});
