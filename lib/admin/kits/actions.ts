'use server';

import { adminAction } from '@/lib/actions/client';
import { repairKitsChanged } from '@/lib/cache/invalidate';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import { kitSchema } from '@/lib/validation/admin-kits';
import { deleteKit, saveKit } from './queries';

/** Repair kits (`/admin/kits`). */

export const saveKitAction = adminAction({
  name: 'admin.kits.save',
  input: kitSchema,
  handler: (input, { caller, action }) => saveKit(caller, action, input),
  invalidate: () => repairKitsChanged(),
});

export const deleteKitAction = adminAction({
  name: 'admin.kits.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteKit(caller, action, id),
  invalidate: () => repairKitsChanged(),
});
