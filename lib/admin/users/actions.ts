'use server';

import { z } from '@/lib/zod';
import { adminAction } from '@/lib/actions/client';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { userIdSchema, verifyProSchema } from '@/lib/validation/admin-users';
import {
  revokeSessions,
  setAccountDisabled,
  setAdminRole,
  unverifyProfessional,
  verifyProfessional,
} from './manage';

/**
 * The customer page's changes (`/admin/users/[id]`). The admin pages read per request and the
 * professional status is read on every request, so nothing cached is invalidated.
 */

export const verifyProAction = adminAction({
  name: 'admin.users.verifyPro',
  input: verifyProSchema,
  handler: (input, { caller, action }) => verifyProfessional(caller, action, input),
});

export const unverifyProAction = adminAction({
  name: 'admin.users.unverifyPro',
  input: userIdSchema,
  handler: ({ id }, { caller, action }) => unverifyProfessional(caller, action, id),
});

export const setAdminRoleAction = adminAction({
  name: 'admin.users.adminRole',
  input: z.object({ id: uuidSchema, admin: z.boolean() }),
  handler: (input, { caller, action }) => setAdminRole(caller, action, input),
});

export const setAccountDisabledAction = adminAction({
  name: 'admin.users.disabled',
  input: z.object({ id: uuidSchema, disabled: z.boolean() }),
  handler: (input, { caller, action }) => setAccountDisabled(caller, action, input),
});

export const revokeSessionsAction = adminAction({
  name: 'admin.users.revokeSessions',
  input: userIdSchema,
  handler: ({ id }, { caller, action }) => revokeSessions(caller, action, id),
});
