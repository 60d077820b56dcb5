'use server';

import { getDb } from '@/lib/db/client';
import { z } from '@/lib/zod';
import { ActionError, publicAction } from '@/lib/actions/client';
import { noticeSignUpAttempt } from '@/lib/account/notices';
import { getSessionView } from '@/lib/account/queries';
import type { SessionView } from '@/lib/account/session-view';
import { getT } from '@/lib/i18n/server';
import {
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from '@/lib/validation/account';
import { stripHtml } from '@/lib/validation/strip-html';
import { forgetAdminCache } from '@/lib/auth/admin';
import { getAuth } from '@/lib/auth';
import { logger } from '@/lib/log/server';
import { subscribeToNewsletter } from '@/lib/newsletter/subscriptions';

/**
 * Account actions (spec sections 2, 7, 8), each through the one action client: the dialog's
 * zod schemas parse again here; answers are the spec's French messages.
 */

export const signIn = publicAction({
  name: 'auth.signIn',
  input: signInSchema(stripHtml),
  handler: async ({ email, password }): Promise<SessionView> => {
    const t = getT('auth');
    const result = await (await getAuth()).signIn(email, password);
    if (!result.ok) {
      if (result.reason === 'throttled') {
        throw new ActionError(
          t('throttled', { minutes: Math.ceil(result.retryAfterSeconds / 60) }),
        );
      }
      if (result.reason === 'disabled') throw new ActionError(t('accountDisabled'));
      throw new ActionError(t('invalidCredentials'));
    }
    forgetAdminCache(result.user.id);
    return getSessionView(getDb(), result.user.id, result.user.email);
  },
});

export const signUp = publicAction({
  name: 'auth.signUp',
  input: signUpSchema(stripHtml),
  handler: async (data): Promise<{ session: SessionView | null }> => {
    const t = getT('auth');
    const result = await (await getAuth()).signUp(data);
    if (!result.ok) {
      if (result.reason === 'throttled') throw new ActionError(t('signupThrottled'));
      // An address that has an account: answered as a new one (the toast asks to check the
      // mailbox either way); its owner is told by e-mail instead (issue 34).
      await noticeSignUpAttempt(getDb(), data.email);
      return { session: null };
    }
    // The box ticked at account creation: the footer's double opt-in (the account exists
    // whatever happens to the newsletter e-mail).
    if (data.newsletter) {
      await subscribeToNewsletter(getDb(), result.user.email).catch((error: unknown) =>
        logger.error({ err: error }, 'inscription newsletter à la création du compte échouée'),
      );
    }
    return {
      session: result.signedIn
        ? await getSessionView(getDb(), result.user.id, result.user.email)
        : null,
    };
  },
});

export const signOut = publicAction({
  name: 'auth.signOut',
  input: z.unknown(),
  handler: async () => {
    await (await getAuth()).signOut();
    return null;
  },
});

export const requestPasswordReset = publicAction({
  name: 'auth.requestPasswordReset',
  input: resetRequestSchema(stripHtml),
  handler: async ({ email }) => {
    await (await getAuth()).sendResetLink(email);
    return null;
  },
  failure: () => getT('auth')('toast.resetFailure'),
});

export const setNewPassword = publicAction({
  name: 'auth.setNewPassword',
  input: newPasswordSchema(),
  handler: async ({ token, password }): Promise<SessionView> => {
    const result = await (await getAuth()).setNewPassword(token, password);
    if (!result.ok) throw new ActionError(getT('auth')('invalidLink'));
    return getSessionView(getDb(), result.user.id, result.user.email);
  },
});
