import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { KIT_PACKAGINGS, REPAIR_TYPES } from '@/lib/kits/types';
import { isUuid } from '@/lib/uuid';
import { uuidSchema } from './admin-catalogue';

/**
 * The repair kit form (`/admin/kits`, issue 41 §3), shared by react-hook-form in the browser and
 * the admin action. A component is chosen as `{productId}` or `{productId}:{variantId}`.
 */
const M = adminMessages.admin.validation;
const K = adminMessages.admin.kits.validation;

const wholeIn = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const component = z.object({
  item: z
    .string({ error: K.productRequired })
    .trim()
    .transform((value, ctx) => {
      const [productId = '', variantId] = value.split(':');
      if (!isUuid(productId) || (variantId !== undefined && !isUuid(variantId))) {
        ctx.addIssue({ code: 'custom', message: K.productRequired });
        return z.NEVER;
      }
      return { productId, variantId: variantId ?? null };
    }),
  quantity: wholeIn(1, 99, K.quantityInvalid),
});

export const kitSchema = z.object({
  id: uuidSchema.optional(),
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(120, { error: M.nameTooLong }),
  description: z
    .string({ error: M.descriptionTooLong })
    .trim()
    .max(2000, { error: M.descriptionTooLong }),
  repairType: z.enum(REPAIR_TYPES, { error: K.typeInvalid }),
  colourProductKey: z.enum(KIT_PACKAGINGS, { error: K.packagingInvalid }),
  colourQuantity: wholeIn(1, 20, K.colourQuantityInvalid),
  discountPercent: wholeIn(0, 90, K.discountInvalid),
  position: wholeIn(0, 9999, M.positionInvalid),
  isPublished: z.boolean({ error: M.idInvalid }),
  components: z
    .array(component, { error: K.componentsRequired })
    .min(1, { error: K.componentsRequired })
    .max(30, { error: K.componentsRequired }),
});
export type KitInput = z.input<typeof kitSchema>;
export type KitValues = z.output<typeof kitSchema>;
