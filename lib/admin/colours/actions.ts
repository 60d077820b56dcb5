'use server';

import { z } from '@/lib/zod';
import { adminAction } from '@/lib/actions/client';
import { MAX_IMPORT_BYTES } from '@/lib/admin/csv';
import { coloursChanged } from '@/lib/cache/invalidate';
import { getAdminT } from '@/lib/i18n/admin';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import { colourSchema } from '@/lib/validation/admin-colours';
import { shadeSchema } from '@/lib/validation/admin-shades';
import { saveColour } from './colours';
import { importColoursCsv } from './csv';
import { deleteShade, saveShade } from './shade-admin';

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

/** One shade variant of a colour, from the colour's page: the colour pages show the change. */
export const saveShadeAction = adminAction({
  name: 'admin.colours.shade.save',
  input: shadeSchema,
  handler: (input, { caller, action }) => saveShade(caller, action, input),
  invalidate: () => coloursChanged(),
});

export const deleteShadeAction = adminAction({
  name: 'admin.colours.shade.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteShade(caller, action, id),
  invalidate: () => coloursChanged(),
});
