import { uuidField, z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { parseEuroInput } from '@/lib/money';
import { CUSTOMER_TYPES } from '@/lib/promotions/types';
import { CUTOFF_PATTERN } from '@/lib/dispatch/rules';
import { DESTINATIONS, TRANSPORT_CLASSES } from '@/lib/shipping/types';
import { SLUG_PATTERN, uuidSchema } from './admin-catalogue';

/**
 * The admin forms of promotions, carriers and shipping rates (`/admin/promotions`,
 * `/admin/carriers`, `/admin/delivery`), shared by react-hook-form in the browser and the admin
 * actions. Amounts are typed TTC as « 12,50 » and stored in integer cents; dates are calendar
 * days (`YYYY-MM-DD`, the shop's time zone: a promotion runs from the start of its first day to
 * the end of its last).
 */
const M = adminMessages.admin.validation;
const C = adminMessages.admin.commerce.validation;

export const PROMOTION_TYPES = ['percentage', 'fixed_amount', 'free_shipping'] as const;
type PromotionType = (typeof PROMOTION_TYPES)[number];

/** A promotion code as stored and matched: trimmed, upper case. */
const PROMOTION_CODE_PATTERN = /^[A-Z0-9_-]{3,50}$/;
function normalisePromotionCode(code: string): string {
  return code.trim().toUpperCase();
}

const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(120, { error: M.nameTooLong });

/** « 12,50 » → 1250; empty → null; anything else (or zero) refused. */
const optionalAmount = z.string({ error: C.optionalAmountInvalid }).transform((value, ctx) => {
  if (value.trim() === '') return null;
  const cents = parseEuroInput(value);
  if (cents === null || cents === 0) {
    ctx.addIssue({ code: 'custom', message: C.optionalAmountInvalid });
    return z.NEVER;
  }
  return cents;
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
const day = z
  .string({ error: C.dateRequired })
  .trim()
  .min(1, { error: C.dateRequired })
  .refine(isCalendarDay, { error: C.dateInvalid });
const optionalDay = z
  .string({ error: C.dateInvalid })
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), { error: C.dateInvalid })
  .transform((value) => value || null);

/** « 100 » → 100; empty → null (no limit); a whole number of at least 1, else refused. */
const optionalCount = z.string({ error: C.countInvalid }).transform((value, ctx) => {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d{1,7}$/.test(text) || Number(text) < 1) {
    ctx.addIssue({ code: 'custom', message: C.countInvalid });
    return z.NEVER;
  }
  return Number(text);
});

/** Who may use a promotion (« '' »: every customer). */
export const PROMOTION_CUSTOMER_TYPES = ['', ...CUSTOMER_TYPES] as const;

/** The discount's value as stored: percent for a percentage, cents for a fixed amount, 0 else. */
function promotionValue(type: PromotionType, text: string): number | null {
  if (type === 'free_shipping') return 0;
  if (type === 'percentage') {
    const cleaned = text.trim().replace(/\s*%$/, '');
    if (!/^\d{1,3}$/.test(cleaned)) return null;
    const percent = Number(cleaned);
    return percent >= 1 && percent <= 100 ? percent : null;
  }
  const cents = parseEuroInput(text);
  return cents === null || cents === 0 ? null : cents;
}

export const promotionSchema = z
  .object({
    id: uuidSchema.optional(),
    code: z
      .string({ error: C.codeInvalid })
      .transform(normalisePromotionCode)
      .refine((code) => PROMOTION_CODE_PATTERN.test(code), { error: C.codeInvalid }),
    name,
    type: z.enum(PROMOTION_TYPES, { error: C.typeInvalid }),
    value: z.string({ error: C.amountInvalid }),
    minOrderAmount: optionalAmount,
    maxDiscountAmount: optionalAmount,
    validFrom: day,
    validUntil: optionalDay,
    isActive: z.boolean({ error: M.idInvalid }),
    // Limits (docs/decisions/promotion-limits.md); absent: none.
    firstOrderOnly: z.boolean({ error: M.idInvalid }).default(false),
    maxUsesPerCustomer: optionalCount.default(null),
    maxUses: optionalCount.default(null),
    customerType: z
      .enum(PROMOTION_CUSTOMER_TYPES, { error: C.customerTypeInvalid })
      .default('')
      .transform((type) => type || null),
    categoryIds: z
      .array(uuidSchema, { error: M.idInvalid })
      .max(100, { error: M.idInvalid })
      .default([]),
    brandIds: z
      .array(uuidSchema, { error: M.idInvalid })
      .max(100, { error: M.idInvalid })
      .default([]),
    combinableWithPro: z.boolean({ error: M.idInvalid }).default(true),
  })
  .transform((input, ctx) => {
    const value = promotionValue(input.type, input.value);
    if (value === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: input.type === 'percentage' ? C.percentInvalid : C.amountInvalid,
      });
    }
    // ISO calendar days compare as strings.
    if (input.validUntil !== null && input.validUntil < input.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: C.dateOrder });
    }
    // A cap below a fixed amount would silently lower the amount the promotion announces.
    if (
      input.type === 'fixed_amount' &&
      value !== null &&
      input.maxDiscountAmount !== null &&
      input.maxDiscountAmount < value
    ) {
      ctx.addIssue({ code: 'custom', path: ['maxDiscountAmount'], message: C.capBelowAmount });
    }
    if (value === null) return z.NEVER;
    return { ...input, value };
  });
export type PromotionInput = z.input<typeof promotionSchema>;
export type PromotionValues = z.output<typeof promotionSchema>;

export const promotionActiveSchema = z.object({
  id: uuidSchema,
  isActive: z.boolean({ error: M.idInvalid }),
});

/** A whole number typed in a field (« 250 »), refused when empty, signed or out of range. */
const wholeNumber = (max: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,7}$/.test(text) || Number(text) > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });
const days = wholeNumber(60, C.daysInvalid);
const grams = wholeNumber(1_000_000, C.gramsInvalid);
const optionalGrams = z.string({ error: C.optionalGramsInvalid }).transform((value, ctx) => {
  const cleaned = value.trim();
  if (cleaned === '') return null;
  if (!/^\d{1,7}$/.test(cleaned) || Number(cleaned) === 0 || Number(cleaned) > 1_000_000) {
    ctx.addIssue({ code: 'custom', message: C.optionalGramsInvalid });
    return z.NEVER;
  }
  return Number(cleaned);
});

export const carrierSchema = z
  .object({
    id: uuidSchema.optional(),
    code: z
      .string({ error: C.carrierCodeInvalid })
      .trim()
      .max(60, { error: C.carrierCodeInvalid })
      .refine((value) => SLUG_PATTERN.test(value), { error: C.carrierCodeInvalid }),
    name,
    description: z
      .string({ error: M.descriptionTooLong })
      .trim()
      .max(2000, { error: M.descriptionTooLong }),
    acceptedClasses: z
      .array(z.enum(TRANSPORT_CLASSES, { error: C.classInvalid }), { error: C.classesRequired })
      .min(1, { error: C.classesRequired })
      .transform((list) => TRANSPORT_CLASSES.filter((c) => list.includes(c))),
    dangerousParcelMaxGrams: optionalGrams,
    handlingDaysMin: days,
    handlingDaysMax: days,
    isStandard: z.boolean({ error: M.idInvalid }),
    isActive: z.boolean({ error: M.idInvalid }),
    position: z.coerce
      .number({ error: M.positionInvalid })
      .int({ error: M.positionInvalid })
      .min(0, { error: M.positionInvalid })
      .max(9999, { error: M.positionInvalid }),
  })
  .refine((value) => value.handlingDaysMax >= value.handlingDaysMin, {
    path: ['handlingDaysMax'],
    error: C.daysOrder,
  });
export type CarrierInput = z.input<typeof carrierSchema>;
export type CarrierValues = z.output<typeof carrierSchema>;

export const rateSchema = z
  .object({
    id: uuidSchema.optional(),
    carrierId: uuidField(C.carrierRequired),
    country: z.enum(DESTINATIONS, { error: C.countryInvalid }),
    minWeightGrams: grams,
    maxWeightGrams: grams,
    price: z.string({ error: M.priceInvalid }).transform((value, ctx) => {
      const cents = parseEuroInput(value);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: M.priceInvalid });
        return z.NEVER;
      }
      return cents;
    }),
    freeFrom: optionalAmount,
    transitDaysMin: days,
    transitDaysMax: days,
  })
  .refine((value) => value.maxWeightGrams >= value.minWeightGrams, {
    path: ['maxWeightGrams'],
    error: C.weightOrder,
  })
  .refine((value) => value.transitDaysMax >= value.transitDaysMin, {
    path: ['transitDaysMax'],
    error: C.daysOrder,
  });
export type RateInput = z.input<typeof rateSchema>;
export type RateValues = z.output<typeof rateSchema>;

/** Professional prices by brand or category (`/admin/promotions/prix-pro`): a whole percentage. */
export const PRO_PRICE_SCOPES = ['brand', 'category'] as const;

export const proPriceSchema = z
  .object({
    id: uuidSchema.optional(),
    scope: z.enum(PRO_PRICE_SCOPES, { error: C.proTargetRequired }),
    brandId: z.string({ error: C.proTargetRequired }).trim(),
    categoryId: z.string({ error: C.proTargetRequired }).trim(),
    discountPercent: z.string({ error: C.proPercentInvalid }),
  })
  .transform((input, ctx) => {
    const targetId = input.scope === 'brand' ? input.brandId : input.categoryId;
    const percentText = input.discountPercent.trim().replace(/\s*%$/, '');
    const percent = /^\d{1,2}$/.test(percentText) ? Number(percentText) : 0;
    if (!uuidSchema.safeParse(targetId).success) {
      ctx.addIssue({
        code: 'custom',
        path: [input.scope === 'brand' ? 'brandId' : 'categoryId'],
        message: C.proTargetRequired,
      });
    }
    if (percent < 1 || percent > 90) {
      ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: C.proPercentInvalid });
    }
    return { id: input.id, scope: input.scope, targetId, discountPercent: percent };
  });
export type ProPriceInput = z.input<typeof proPriceSchema>;
export type ProPriceValues = z.output<typeof proPriceSchema>;

/** The dispatch settings (`/admin/delivery`): preparation times and the order cut-off. */
const D = adminMessages.admin.commerce.dispatch.validation;
export const dispatchSettingsSchema = z.object({
  preparationDays: wholeNumber(20, D.daysInvalid),
  paintPreparationDays: wholeNumber(20, D.daysInvalid),
  cutoff: z
    .string({ error: D.cutoffInvalid })
    .trim()
    .regex(CUTOFF_PATTERN, { error: D.cutoffInvalid }),
});
export type DispatchSettingsInput = z.input<typeof dispatchSettingsSchema>;
