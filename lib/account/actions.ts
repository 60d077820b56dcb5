'use server';

import { uuidField, z } from '@/lib/zod';
import { ActionError, customerAction } from '@/lib/actions/client';
import { getAuth } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { addressSchema, profileSchema } from '@/lib/validation/account';
import { stripHtml } from '@/lib/validation/strip-html';
import { getSessionView } from './queries';
import type { SessionView } from './session-view';
import { deleteAddress, saveAddress, saveProfile, setDefaultAddress } from './store';

/** Profile and address book actions: signed-in callers only, on their own rows only. */

/** What a profile save answers: the session as it is now, and the address awaiting its link. */
export type ProfileSaved = { session: SessionView; pendingEmail: string | null };

/**
 * The profile's fields are saved at once; the sign-in e-mail is not: a new address needs the
 * current password, then the link sent to it (the old address is told). A session alone never
 * changes who the account belongs to (issue 34).
 */
export const updateProfile = customerAction({
  name: 'account.updateProfile',
  input: profileSchema(stripHtml),
  handler: async ({ currentPassword, ...profile }, { caller }): Promise<ProfileSaved> => {
    const t = getT('profile');
    const email = profile.email.toLowerCase();
    let pendingEmail: string | null = null;
    if (email !== caller.email.toLowerCase()) {
      const missing = t('emailChange.passwordRequired');
      if (!currentPassword) throw new ActionError(missing, { currentPassword: missing });
      const asked = await (
        await getAuth()
      ).requestEmailChange({ id: caller.userId, email: caller.email }, email, currentPassword);
      if (!asked.ok) {
        if (asked.reason === 'exists') {
          const taken = getT('auth')('emailTaken');
          throw new ActionError(taken, { email: taken });
        }
        const message =
          asked.reason === 'throttled'
            ? t('emailChange.throttled')
            : t('emailChange.wrongPassword');
        throw new ActionError(message, { currentPassword: message });
      }
      pendingEmail = email;
    }
    await saveProfile(getDb(), caller.userId, { ...profile, email: caller.email });
    return {
      session: await getSessionView(getDb(), caller.userId, caller.email),
      pendingEmail,
    };
  },
  failure: () => getT('profile')('errorTitle'),
});

/** The checkout's notice: the sign-up confirmation link, sent again. */
export const resendConfirmationAction = customerAction({
  name: 'account.resendConfirmation',
  input: z.unknown(),
  handler: async (_input, { caller }) => {
    await (await getAuth()).resendConfirmation({ id: caller.userId, email: caller.email });
    return { email: caller.email };
  },
});

const addressId = uuidField(getT('validation')('invalidInput'));

export const saveAddressAction = customerAction({
  name: 'account.saveAddress',
  input: z.object({ id: addressId.optional(), address: addressSchema(stripHtml) }),
  handler: async ({ id, address }, { caller }) => {
    const saved = await saveAddress(getDb(), caller.userId, address, id);
    if (!saved) throw new ActionError(getT('profile')('addresses.notFound'));
    return saved;
  },
});

export const deleteAddressAction = customerAction({
  name: 'account.deleteAddress',
  input: z.object({ id: addressId }),
  handler: async ({ id }, { caller }) => {
    if (!(await deleteAddress(getDb(), caller.userId, id))) {
      throw new ActionError(getT('profile')('addresses.notFound'));
    }
    return null;
  },
});

export const setDefaultAddressAction = customerAction({
  name: 'account.setDefaultAddress',
  input: z.object({ id: addressId }),
  handler: async ({ id }, { caller }) => {
    if (!(await setDefaultAddress(getDb(), caller.userId, id))) {
      throw new ActionError(getT('profile')('addresses.notFound'));
    }
    return null;
  },
});
