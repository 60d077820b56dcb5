'use server';

import { adminAction } from '@/lib/actions/client';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import { contestDrawSchema } from '@/lib/validation/admin-communication';
import { announceDraw, runContestDraw } from './draws';

/** The contest-draw screen (`/admin/contest-draw`): draw from a seed, announce the winners. */

export const runContestDrawAction = adminAction({
  name: 'admin.contestDraw.run',
  input: contestDrawSchema,
  handler: (input, { caller, action }) => runContestDraw(caller, action, input),
});

export const announceDrawAction = adminAction({
  name: 'admin.contestDraw.announce',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => announceDraw(caller, action, id),
});
