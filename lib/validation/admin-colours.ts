import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { uuidSchema } from './admin-catalogue';

/** The admin paint-colour form, shared by react-hook-form and the admin actions. */
const M = adminMessages.admin.validation;

export const COLOUR_CATEGORIES = [
  'auto',
  'moto',
  'utilitaires-et-poids-lourds',
  'industrie',
] as const;
export const SPECIAL_EFFECTS = ['metallise', 'nacre', 'special'] as const;
/** What the storefront's swatch accepts (lib/colours/css-preview.ts): colours and gradients. */
export const CSS_PREVIEW = /^[#a-zA-Z0-9(),.%\s-]{1,300}$/;
export const COLOUR_CODE = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{0,29}$/;

const flag = z.boolean({ error: M.idInvalid });

export const colourSchema = z.object({
  id: uuidSchema.optional(),
  colorCode: z
    .string({ error: M.colourCodeInvalid })
    .trim()
    .regex(COLOUR_CODE, { error: M.colourCodeInvalid }),
  colorName: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(120, { error: M.nameTooLong }),
  category: z.enum(COLOUR_CATEGORIES, { error: M.colourCategoryInvalid }),
  manufacturerId: uuidSchema,
  cssPreview: z
    .string({ error: M.cssPreviewInvalid })
    .trim()
    .refine((v) => v === '' || (CSS_PREVIEW.test(v) && !/url\s*\(/i.test(v)), {
      error: M.cssPreviewInvalid,
    })
    .transform((v) => v || null),
  specialEffect: z
    .union([z.literal(''), z.enum(SPECIAL_EFFECTS)], { error: M.effectInvalid })
    .transform((v) => v || null),
  colorCodeLegacy: z
    .string({ error: M.colourCodeInvalid })
    .trim()
    .max(30, { error: M.colourCodeInvalid })
    .transform((v) => v || null),
  availableWater: flag,
  availableSolvent: flag,
  availableGlossDirect: flag,
  isActive: flag,
});
export type ColourInput = z.input<typeof colourSchema>;
export type Colour = z.output<typeof colourSchema>;
