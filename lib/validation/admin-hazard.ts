import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { forbiddenClaims } from '@/lib/hazard/claims';
import {
  parseStatementCodes,
  PICTOGRAMS,
  SIGNAL_WORDS,
  type HazardLabel,
} from '@/lib/hazard/codes';
import type { ManufacturerColumns } from '@/lib/hazard/manufacturer';
import { PAINT_HAZARD_KEYS } from '@/lib/hazard/paint';

/**
 * The CLP and GPSR fields of the admin forms (issue 39 §2 and §3): shared by the product,
 * variant, brand and paint-type forms and their actions. Codes are typed as on a label
 * (« H222, H229 »); an unknown one is refused, never dropped silently.
 */
const M = adminMessages.admin.hazard.validation;

const pictograms = z
  .array(z.enum(PICTOGRAMS, { error: M.pictogramInvalid }), { error: M.pictogramInvalid })
  .max(PICTOGRAMS.length, { error: M.pictogramInvalid })
  .transform((list) => PICTOGRAMS.filter((p) => list.includes(p)));
const signalWord = z
  .union([z.literal(''), z.enum(SIGNAL_WORDS)], { error: M.signalInvalid })
  .transform((v) => v || null);
const statements = z.string({ error: M.codeUnknown }).transform((value, ctx) => {
  const { codes, unknown } = parseStatementCodes(value);
  if (unknown.length > 0) {
    ctx.addIssue({ code: 'custom', message: M.codeUnknown });
    return z.NEVER;
  }
  return codes;
});
export const safetyText = z
  .string({ error: M.textTooLong })
  .trim()
  .max(2000, { error: M.textTooLong })
  .transform((v) => v || null);

/** Pictograms, signal word and statements, as the forms send them. */
export const hazardFields = {
  hazardPictograms: pictograms,
  hazardSignalWord: signalWord,
  hazardStatements: statements,
};

export function labelOfInput(input: {
  hazardPictograms: HazardLabel['pictograms'];
  hazardSignalWord: HazardLabel['signalWord'];
  hazardStatements: HazardLabel['statements'];
}): HazardLabel {
  return {
    pictograms: input.hazardPictograms,
    signalWord: input.hazardSignalWord,
    statements: input.hazardStatements,
  };
}

/** The claim CLP art. 25(4) forbids on a classified product, named on the field that makes it. */
export function refuseClaims(
  ctx: z.RefinementCtx,
  fields: ReadonlyArray<{ path: (string | number)[]; text: string }>,
): void {
  for (const field of fields)
    if (forbiddenClaims(field.text).length > 0)
      ctx.addIssue({ code: 'custom', path: field.path, message: M.claim });
}

/** One paint type's label (`/admin/paint-products/dangers`). */
export const paintHazardSchema = z.object({
  hazardKey: z.enum(PAINT_HAZARD_KEYS as [string, ...string[]], { error: M.keyInvalid }),
  ...hazardFields,
  safetyWarnings: safetyText,
});
export type PaintHazardInput = z.input<typeof paintHazardSchema>;
export type PaintHazardValues = z.output<typeof paintHazardSchema>;

const optionalText = (max: number) =>
  z
    .string({ error: M.textTooLong })
    .trim()
    .max(max, { error: M.textTooLong })
    .transform((v) => v || null);
const optionalEmail = z
  .string({ error: M.emailInvalid })
  .trim()
  .max(254, { error: M.emailInvalid })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: M.emailInvalid })
  .transform((v) => v || null);

/** The brand's GPSR fields: the maker, and the EU responsible person for a maker outside the EU. */
export const manufacturerFields = {
  manufacturerName: optionalText(200).default(null),
  manufacturerAddress: optionalText(500).default(null),
  manufacturerEmail: optionalEmail.default(null),
  outsideEu: z.boolean({ error: M.keyInvalid }).default(false),
  euResponsibleName: optionalText(200).default(null),
  euResponsibleAddress: optionalText(500).default(null),
  euResponsibleEmail: optionalEmail.default(null),
};

/** A stored brand's GPSR fields as its form shows them. */
export function manufacturerFormValues(brand: {
  [K in keyof typeof manufacturerFields]: K extends 'outsideEu' ? boolean : string | null;
}) {
  return {
    manufacturerName: brand.manufacturerName ?? '',
    manufacturerAddress: brand.manufacturerAddress ?? '',
    manufacturerEmail: brand.manufacturerEmail ?? '',
    outsideEu: brand.outsideEu,
    euResponsibleName: brand.euResponsibleName ?? '',
    euResponsibleAddress: brand.euResponsibleAddress ?? '',
    euResponsibleEmail: brand.euResponsibleEmail ?? '',
  };
}

/** All three of the maker or none; for a maker outside the EU, all three of the responsible person. */
export function checkManufacturer(value: ManufacturerColumns, ctx: z.RefinementCtx): void {
  const maker = [value.manufacturerName, value.manufacturerAddress, value.manufacturerEmail];
  if (maker.some(Boolean) && !maker.every(Boolean))
    for (const key of ['manufacturerName', 'manufacturerAddress', 'manufacturerEmail'] as const)
      if (!value[key]) ctx.addIssue({ code: 'custom', path: [key], message: M.makerIncomplete });
  if (value.outsideEu)
    for (const key of ['euResponsibleName', 'euResponsibleAddress', 'euResponsibleEmail'] as const)
      if (!value[key])
        ctx.addIssue({ code: 'custom', path: [key], message: M.responsibleRequired });
}
