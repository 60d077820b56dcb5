import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { htFromTtc, parseEuroInput, type Cents } from '@/lib/money';
import {
  PAINT_TYPE_LABELS,
  normalisePaintType,
  type PaintTypeValue,
} from '@/lib/colours/paint-types';
import type { PricingTable } from '@/lib/colours/pricing';
import { SLUG_PATTERN, slugOf, uuidSchema } from './admin-catalogue';
import { COLOUR_CATEGORIES } from './admin-colours';

/**
 * The admin paint screens' forms (makers, paint product configurations, paint documents),
 * shared by the browser and the admin actions. The pricing grid is typed in euros TTC
 * (« 12,50 ») cell by cell; each malformed cell gets its own French message.
 */
const M = adminMessages.admin.validation;
const P = adminMessages.admin.paint.validation;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

const flag = z.boolean({ error: M.idInvalid });

export const manufacturerSchema = z
  .object({
    id: uuidSchema.optional(),
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(120, { error: M.nameTooLong }),
    slug: z
      .string({ error: M.slugInvalid })
      .trim()
      .max(120, { error: M.slugInvalid })
      .refine((value) => value === '' || SLUG_PATTERN.test(value), { error: M.slugInvalid }),
    category: z.enum(COLOUR_CATEGORIES, { error: M.colourCategoryInvalid }),
    codeLocation: z
      .string({ error: P.codeLocationTooLong })
      .trim()
      .max(500, { error: P.codeLocationTooLong }),
    isActive: flag,
  })
  .refine((value) => SLUG_PATTERN.test(slugOf(value)), { path: ['slug'], error: M.slugInvalid });
export type ManufacturerInput = z.input<typeof manufacturerSchema>;
export type Manufacturer = z.output<typeof manufacturerSchema>;

export const PAINT_TYPE_VALUES = Object.keys(PAINT_TYPE_LABELS) as PaintTypeValue[];

/** One cell of the pricing grid as typed: a volume, a paint type (null without paint types). */
export type GridCell = { volume: string; paintType: string | null; ttc: string };

function gridCellName(volume: string, paintType: string | null): string {
  return paintType
    ? `${volume} × ${PAINT_TYPE_LABELS[paintType as PaintTypeValue] ?? paintType}`
    : volume;
}

/**
 * The pricing JSON of the cells that fall in the grid (volumes × paint types) and hold a valid
 * price; HT is computed from TTC. Empty and invalid cells give no price (the browser's preview
 * uses it on what is being typed; the server refuses invalid cells before).
 */
export function pricingFromGrid(
  volumes: readonly string[],
  paintTypes: readonly string[],
  cells: readonly GridCell[],
): PricingTable {
  const pricing: PricingTable = {};
  const entry = (ttcCents: Cents) => ({
    price_ttc: ttcCents / 100,
    price_ht: htFromTtc(ttcCents) / 100,
  });
  for (const cell of cells) {
    if (!volumes.includes(cell.volume)) continue;
    const cents = cell.ttc.trim() === '' ? null : parseEuroInput(cell.ttc);
    if (cents === null || cents <= 0) continue;
    if (paintTypes.length === 0) {
      if (cell.paintType === null) pricing[cell.volume] = entry(cents);
      continue;
    }
    if (!cell.paintType || !paintTypes.includes(cell.paintType)) continue;
    const row = (pricing[cell.volume] ?? {}) as Record<string, ReturnType<typeof entry>>;
    row[cell.paintType] = entry(cents);
    pricing[cell.volume] = row;
  }
  return pricing;
}

const volume = z
  .string({ error: P.volumeInvalid })
  .trim()
  .min(1, { error: P.volumeInvalid })
  .max(20, { error: P.volumeInvalid });

export const paintConfigSchema = z
  .object({
    id: uuidSchema,
    title: z
      .string({ error: P.titleRequired })
      .trim()
      .min(1, { error: P.titleRequired })
      .max(120, { error: M.nameTooLong }),
    description: z
      .string({ error: M.descriptionTooLong })
      .trim()
      .max(5000, { error: M.descriptionTooLong }),
    paintTypes: z.array(z.enum(PAINT_TYPE_VALUES, { error: P.paintTypeInvalid })).max(6),
    volumes: z
      .array(volume, { error: P.volumesRequired })
      .min(1, { error: P.volumesRequired })
      .max(10, { error: P.volumesTooMany }),
    hasVolumeFilter: flag,
    isActive: flag,
    prices: z
      .array(
        z.object({
          volume: z.string().max(20),
          paintType: z.string().max(30).nullable(),
          ttc: z.string().max(30),
        }),
      )
      .max(200),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.volumes.forEach((v, index) => {
      if (seen.has(v))
        ctx.addIssue({
          code: 'custom',
          path: ['volumes', index],
          message: fill(P.volumeDuplicate, { volume: v }),
        });
      seen.add(v);
    });
    value.prices.forEach((cell, index) => {
      if (cell.ttc.trim() === '') return;
      const cents = parseEuroInput(cell.ttc);
      if (cents === null || cents <= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['prices', index, 'ttc'],
          message: fill(P.cellInvalid, {
            cell: gridCellName(cell.volume, cell.paintType),
            value: cell.ttc.trim(),
          }),
        });
    });
  })
  .transform((value) => ({
    id: value.id,
    title: value.title,
    description: value.description || null,
    paintTypes: value.paintTypes.map((type) => normalisePaintType(type)!),
    volumes: value.volumes,
    hasVolumeFilter: value.hasVolumeFilter,
    isActive: value.isActive,
    pricing: pricingFromGrid(value.volumes, value.paintTypes, value.prices),
  }));
export type PaintConfigInput = z.input<typeof paintConfigSchema>;
export type PaintConfigValues = z.output<typeof paintConfigSchema>;

export type DocumentKind = 'technical' | 'safety';

const optionalFile = z
  .union([z.instanceof(File), z.null()])
  .transform((file) => (file && file.size > 0 ? file : null));

/** A paint type's sheets: a new technical and/or safety PDF, and whether they are shown. */
export const paintDocumentSchema = z.preprocess(
  (raw) =>
    raw instanceof FormData
      ? {
          paintType: raw.get('paintType'),
          technical: raw.get('technical'),
          safety: raw.get('safety'),
          isActive: raw.get('isActive') === 'on' || raw.get('isActive') === 'true',
        }
      : raw,
  z.object({
    paintType: z.enum(PAINT_TYPE_VALUES, { error: P.paintTypeInvalid }),
    technical: optionalFile,
    safety: optionalFile,
    isActive: flag,
  }),
);
export type PaintDocumentValues = z.output<typeof paintDocumentSchema>;
