import { uuidField, z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { slugify } from '@/lib/urls';
import { checkManufacturer, manufacturerFields } from './admin-hazard';

/**
 * Admin catalogue forms (brands, categories), shared by react-hook-form in the browser and the
 * admin actions on the server. A slug left empty is taken from the name; a slug typed is kept
 * only if it is already URL-safe (lower case, digits, hyphens), never silently rewritten.
 */
const M = adminMessages.admin.validation;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SECTIONS = ['carrosserie', 'outillage', 'equipement', 'detailing'] as const;
export type CatalogueSection = (typeof SECTIONS)[number];
export const CATALOGUE_SECTIONS: readonly CatalogueSection[] = SECTIONS;

export const uuidSchema = uuidField(M.idInvalid);

const name = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(120, { error: M.nameTooLong });
const slug = z
  .string({ error: M.slugInvalid })
  .trim()
  .max(120, { error: M.slugInvalid })
  .refine((value) => value === '' || SLUG_PATTERN.test(value), { error: M.slugInvalid });
const description = z
  .string({ error: M.descriptionTooLong })
  .trim()
  .max(5000, { error: M.descriptionTooLong });

/** The slug to store: the one typed, or the name's. */
export function slugOf(input: { name: string; slug: string }): string {
  return input.slug || slugify(input.name);
}

export const brandSchema = z
  .object({
    id: uuidSchema.optional(),
    name,
    slug,
    description,
    isFeatured: z.boolean({ error: M.idInvalid }),
    isActive: z.boolean({ error: M.idInvalid }),
    // GPSR art. 19 (issue 39 §3): who makes the brand's products.
    ...manufacturerFields,
  })
  .refine((value) => SLUG_PATTERN.test(slugOf(value)), {
    path: ['slug'],
    error: M.slugInvalid,
  })
  .superRefine(checkManufacturer);
export type BrandInput = z.input<typeof brandSchema>;
export type Brand = z.output<typeof brandSchema>;

export const categorySchema = z
  .object({
    id: uuidSchema.optional(),
    name,
    slug,
    description,
    section: z.enum(SECTIONS, { error: M.sectionInvalid }),
    position: z.coerce
      .number({ error: M.positionInvalid })
      .int({ error: M.positionInvalid })
      .min(0, { error: M.positionInvalid })
      .max(9999, { error: M.positionInvalid }),
    isActive: z.boolean({ error: M.idInvalid }),
  })
  .refine((value) => SLUG_PATTERN.test(slugOf(value)), {
    path: ['slug'],
    error: M.slugInvalid,
  });
export type CategoryInput = z.input<typeof categorySchema>;
export type Category = z.output<typeof categorySchema>;

export const idOnlySchema = z.object({ id: uuidSchema });
