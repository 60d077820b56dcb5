'use server';

import { z } from '@/lib/zod';
import { adminAction } from '@/lib/actions/client';
import { getDb } from '@/lib/db/client';
import { checkPart, PARTS } from './health';

/** `/admin/testing`: test one part of the shop now (reads only, nothing is written). */
export const checkPartAction = adminAction({
  name: 'admin.testing.check',
  input: z.object({ part: z.enum(PARTS) }),
  handler: ({ part }, { caller }) => checkPart(getDb(), caller, part),
});
