'use server';

import { z } from '@/lib/zod';
import { ActionError, customerAction } from '@/lib/actions/client';
import { getAuth } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';
import { addressSchema, profileSchema } from '@/lib/validation/account';
import { stripHtml } from '@/lib/validation/strip-html';
import { getSessionView } from './queries';
import { deleteAddress, saveAddress, saveProfile, setDefaultAddress } from './store';

/** Profile and address book actions: signed-in callers only, on their own rows only. */

export const updateProfile = customerAction({
  name: 'account.updateProfile',
  input: profileSchema(stripHtml),
  handler: async (profile, { caller }) => {
    const t = getT('auth');
    if (profile.email.toLowerCase() !== caller.email.toLowerCase()) {
      const changed = await (await getAuth()).changeEmail(caller.userId, profile.email);
      if (!changed.ok) throw new ActionError(t('emailTaken'), { email: t('emailTaken') });
    }
    await saveProfile(getDb(), caller.userId, { ...profile, email: profile.email.toLowerCase() });
    return getSessionView(getDb(), caller.userId, profile.email.toLowerCase());
  },
  failure: () => getT('profile')('errorTitle'),
});

const addressId = z.uuid({ error: getT('validation')('invalidInput') });

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
