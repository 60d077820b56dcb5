import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { parseEuroInput } from '@/lib/money';
import { SLUG_PATTERN, slugOf, uuidSchema } from './admin-catalogue';
import { isClassified } from '@/lib/hazard/codes';
import { hazardFields, labelOfInput, refuseClaims, safetyText } from './admin-hazard';
import { ROUNDINGS } from '@/lib/price-rounding';

/**
 * The admin product form (`/admin/products/…`), shared by react-hook-form and the admin
 * actions. Prices are typed TTC as a French shop owner types them (« 12,50 »); the server
 * stores integer cents and derives HT from TTC (`htFromTtc`), so HT and TTC never disagree.
 */
const M = adminMessages.admin.validation;

export const PACKAGING_TYPES = ['pot', 'bombe', 'stylo'] as const;
export const TRANSPORT_CLASSES = ['none', 'aerosol', 'flammable_liquid'] as const;
export const MAX_VARIANTS = 30;

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message });
const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(200, { error: M.nameTooLong });

/** « 12,50 » → 1250 cents, refused with the French message otherwise. */
const price = z.string({ error: M.priceInvalid }).transform((value, ctx) => {
  const cents = parseEuroInput(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: M.priceInvalid });
    return z.NEVER;
  }
  return cents;
});
const optionalPrice = z.string({ error: M.priceInvalid }).transform((value, ctx) => {
  if (value.trim() === '') return null;
  const cents = parseEuroInput(value);
  if (cents === null || cents === 0) {
    ctx.addIssue({ code: 'custom', message: M.priceInvalid });
    return z.NEVER;
  }
  return cents;
});
const quantity = z.coerce
  .number({ error: M.stockInvalid })
  .int({ error: M.stockInvalid })
  .min(0, { error: M.stockInvalid })
  .max(1_000_000, { error: M.stockInvalid });
/** « 0,5 » (litres or kilograms) → 0.5; empty → null. */
const measure = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const cleaned = value.trim().replace(',', '.');
    if (cleaned === '') return null;
    if (!/^\d{1,4}(?:\.\d{1,3})?$/.test(cleaned) || Number(cleaned) <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(cleaned);
  });
const flag = z.boolean({ error: M.idInvalid });
/**
 * What the form showed when it was loaded, sent back with a save so that the server writes only
 * what the owner changed (docs/decisions/admin-stale-saves.md): the stock as loaded, and the
 * row's version (its `updated_at`, ISO).
 */
const loadedStock = z.number({ error: M.stockInvalid }).int().min(0).optional();
const version = z.iso.datetime({ error: M.idInvalid }).optional();

const variantSchema = z.object({
  id: uuidSchema.optional(),
  variantName: name,
  volumeLiters: measure(M.volumeInvalid),
  referenceCode: text(60, M.referenceTooLong),
  priceTtc: price,
  stockQuantity: quantity,
  stockLoaded: loadedStock,
  isDefault: flag,
  isActive: flag,
  // CLP label of its own (issue 39 §2), else the product's.
  hazardOverride: flag.default(false),
  hazardPictograms: hazardFields.hazardPictograms.default([]),
  hazardSignalWord: hazardFields.hazardSignalWord.default(null),
  hazardStatements: hazardFields.hazardStatements.default([]),
});

export const productSchema = z
  .object({
    id: uuidSchema.optional(),
    version,
    name,
    slug: z
      .string({ error: M.slugInvalid })
      .trim()
      .max(120, { error: M.slugInvalid })
      .refine((value) => value === '' || SLUG_PATTERN.test(value), { error: M.slugInvalid }),
    referenceCode: text(60, M.referenceTooLong),
    shortDescription: text(300, M.shortDescriptionTooLong),
    description: text(10_000, M.descriptionTooLong),
    priceTtc: price,
    proPriceTtc: optionalPrice,
    stockQuantity: quantity,
    stockLoaded: loadedStock,
    unlimitedStock: flag,
    isActive: flag,
    visibleInFrontend: flag,
    isFeatured: flag,
    brandId: z
      .union([z.literal(''), uuidSchema], { error: M.idInvalid })
      .transform((v) => v || null),
    categoryIds: z.array(uuidSchema, { error: M.idInvalid }).max(20, { error: M.idInvalid }),
    packagingType: z
      .union([z.literal(''), z.enum(PACKAGING_TYPES)], { error: M.packagingInvalid })
      .transform((v) => v || null),
    volumeLiters: measure(M.volumeInvalid),
    weightKg: measure(M.weightInvalid),
    transportClass: z.enum(TRANSPORT_CLASSES, { error: M.transportInvalid }),
    containsDiisocyanates: flag,
    reductionAnnounced: flag,
    hazardPictograms: hazardFields.hazardPictograms.default([]),
    hazardSignalWord: hazardFields.hazardSignalWord.default(null),
    hazardStatements: hazardFields.hazardStatements.default([]),
    safetyWarnings: safetyText.default(null),
    variants: z
      .array(variantSchema, { error: M.idInvalid })
      .max(MAX_VARIANTS, { error: M.tooManyVariants }),
  })
  .superRefine((value, ctx) => {
    if (!SLUG_PATTERN.test(slugOf(value)))
      ctx.addIssue({ code: 'custom', path: ['slug'], message: M.slugInvalid });
    if (value.proPriceTtc !== null && value.proPriceTtc >= value.priceTtc)
      ctx.addIssue({ code: 'custom', path: ['proPriceTtc'], message: M.proPriceTooHigh });
    if (value.variants.length > 0) {
      const defaults = value.variants.filter((v) => v.isDefault);
      if (defaults.length !== 1 || !defaults[0]!.isActive)
        ctx.addIssue({ code: 'custom', path: ['variants'], message: M.oneDefaultVariant });
    }
    const names = value.variants.map((v) => v.variantName.toLowerCase());
    names.forEach((n, index) => {
      if (names.indexOf(n) !== index)
        ctx.addIssue({
          code: 'custom',
          path: ['variants', index, 'variantName'],
          message: M.variantNameTaken,
        });
    });
    // CLP art. 25(4): no « non toxique », « écologique »… on a classified product.
    const classified =
      isClassified(labelOfInput(value)) ||
      value.variants.some((v) => v.hazardOverride && isClassified(labelOfInput(v)));
    if (classified)
      refuseClaims(ctx, [
        { path: ['name'], text: value.name },
        { path: ['shortDescription'], text: value.shortDescription },
        { path: ['description'], text: value.description },
        ...value.variants.map((v, index) => ({
          path: ['variants', index, 'variantName'],
          text: v.variantName,
        })),
      ]);
  });
export type ProductInput = z.input<typeof productSchema>;
export type Product = z.output<typeof productSchema>;

const pricePercent = z.string({ error: M.percentInvalid }).transform((value, ctx) => {
  const cleaned = value.trim().replace(',', '.');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  if (!/^[+-]?\d{1,2}(?:\.\d)?$/.test(cleaned) || n === 0 || n <= -90 || n > 90) {
    ctx.addIssue({ code: 'custom', message: M.percentInvalid });
    return z.NEVER;
  }
  return n;
});

/** The checked rows, or with `all` the whole catalogue (prices only). */
const bulkIds = z.array(uuidSchema, { error: M.idInvalid }).max(500, { error: M.idInvalid });
const rounding = z.enum(ROUNDINGS, { error: M.percentInvalid }).default('none');
const noneSelected = (value: { ids: string[]; all: boolean }) => value.all || value.ids.length > 0;

export const bulkEditSchema = z
  .object({
    ids: bulkIds,
    all: z.boolean().default(false),
    /** The stock each selected row showed (products without variants), by id. */
    seenStock: z.record(uuidSchema, z.number().int().min(0), { error: M.idInvalid }).optional(),
    stockQuantity: z.string({ error: M.stockInvalid }).transform((value, ctx) => {
      if (value.trim() === '') return null;
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: M.stockInvalid });
        return z.NEVER;
      }
      return n;
    }),
    pricePercent,
    rounding,
  })
  .refine(noneSelected, { path: ['ids'], error: M.noneSelected })
  .refine((value) => value.stockQuantity !== null || value.pricePercent !== null, {
    path: ['stockQuantity'],
    error: M.bulkNothing,
  })
  .refine((value) => !(value.all && value.stockQuantity !== null), {
    path: ['stockQuantity'],
    error: M.bulkStockAll,
  });

/** The preview of a price change: the same selection and figures, nothing written. */
export const bulkPricePreviewSchema = z
  .object({
    ids: bulkIds,
    all: z.boolean().default(false),
    pricePercent: pricePercent.refine((n) => n !== null, { error: M.percentInvalid }),
    rounding,
  })
  .refine(noneSelected, { path: ['ids'], error: M.noneSelected });
