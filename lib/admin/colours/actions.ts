'use server';

import { z } from '@/lib/zod';
import { adminAction } from '@/lib/actions/client';
import { MAX_IMPORT_BYTES } from '@/lib/admin/csv';
import { coloursChanged } from '@/lib/cache/invalidate';
import { getAdminT } from '@/lib/i18n/admin';
import { colourSchema } from '@/lib/validation/admin-colours';
import { saveColour } from './colours';
import { importColoursCsv } from './csv';

/** Paint colours (`/admin/paint-colors`): every write is an admin action, audited, then invalidated. */

export const saveColourAction = adminAction({
  name: 'admin.colours.save',
  input: colourSchema,
  handler: (input, { caller, action }) => saveColour(caller, action, input),
  invalidate: () => coloursChanged(),
});

export const importColoursAction = adminAction({
  name: 'admin.colours.import',
  input: z.object({
    csv: z
      .string({ error: getAdminT()('import.notCsv') })
      .max(MAX_IMPORT_BYTES, { error: getAdminT()('import.tooLarge') }),
    apply: z.boolean({ error: getAdminT()('import.notCsv') }),
  }),
  handler: ({ csv, apply }, { caller, action }) => importColoursCsv(caller, action, csv, apply),
  invalidate: (data) => {
    if (data.applied) coloursChanged();
  },
});
