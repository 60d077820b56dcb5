import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { uuidSchema } from './admin-catalogue';

/**
 * One shade variant of a colour (issue 41 §1), edited on the colour's admin page: shared by
 * react-hook-form in the browser and the admin action. Empty optional fields are null; build
 * years are whole years (1950–2100) with « de » not after « à ».
 */
const M = adminMessages.admin.validation;
const S = adminMessages.admin.colours.shades.validation;

const optionalText = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .max(max, { error })
    .transform((v) => v || null);

const year = z
  .string({ error: S.yearInvalid })
  .trim()
  .refine((v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= 2100), {
    error: S.yearInvalid,
  })
  .transform((v) => (v === '' ? null : Number(v)));

export const shadeSchema = z
  .object({
    id: uuidSchema.optional(),
    colourId: uuidSchema,
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(60, { error: S.nameTooLong }),
    variantCode: optionalText(30, S.codeTooLong),
    yearFrom: year,
    yearTo: year,
    models: optionalText(200, S.modelsTooLong),
    swatchHex: z
      .string({ error: S.hexInvalid })
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || /^#[0-9a-f]{6}$/.test(v), { error: S.hexInvalid })
      .transform((v) => v || null),
    isStandard: z.boolean({ error: M.idInvalid }),
    position: z.coerce
      .number({ error: M.positionInvalid })
      .int({ error: M.positionInvalid })
      .min(0, { error: M.positionInvalid })
      .max(9999, { error: M.positionInvalid }),
  })
  .superRefine((v, ctx) => {
    if (v.yearFrom !== null && v.yearTo !== null && v.yearFrom > v.yearTo) {
      ctx.addIssue({ code: 'custom', path: ['yearTo'], message: S.yearsOrder });
    }
  });
export type ShadeInput = z.input<typeof shadeSchema>;
export type ShadeValues = z.output<typeof shadeSchema>;
