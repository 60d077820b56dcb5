import { slugify } from '@/lib/urls';

/**
 * Shade variants of a colour code (issue 41 §1, « variantes de teinte »): the same maker's code
 * mixed in several shades over the years and between plants. Pure and client-safe: the colour
 * page's choice, the cart line's identity (`…:variante-{id}` after the configuration key, so two
 * variants of one code and packaging are two lines) and the line's label.
 * The server checks that the variant belongs to the line's colour (lib/pricing/price-cart.ts).
 */

export type ShadeVariant = {
  id: string;
  name: string;
  /** The maker's (or paint brand's) variant code, when one exists. */
  variantCode: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  models: string | null;
  swatchHex: string | null;
  isStandard: boolean;
};

/** What a cart line and an order line keep of the variant chosen. */
export type LineShade = { id: string; name: string; code: string | null };

const SHADE_SEGMENT = ':variante-';

/** The configuration key with the variant's segment (none when no variant was chosen). */
export function withShadeSegment(variantId: string, shadeId: string | null | undefined): string {
  return shadeId ? `${variantId}${SHADE_SEGMENT}${shadeId}` : variantId;
}

/** The variant preselected on the colour page: « standard », else the first one. */
export function defaultShade(shades: readonly ShadeVariant[]): ShadeVariant | null {
  return shades.find((s) => s.isStandard) ?? shades[0] ?? null;
}

export function toLineShade(shade: Pick<ShadeVariant, 'id' | 'name' | 'variantCode'>): LineShade {
  return { id: shade.id, name: shade.name, code: shade.variantCode };
}

/** The build years as the page shows them: which message and its values (null: unknown). */
export function shadeYears(
  shade: Pick<ShadeVariant, 'yearFrom' | 'yearTo'>,
): { key: 'yearsRange' | 'yearsFrom' | 'yearsTo'; values: { from?: string; to?: string } } | null {
  const from = shade.yearFrom === null ? undefined : String(shade.yearFrom);
  const to = shade.yearTo === null ? undefined : String(shade.yearTo);
  if (from && to) return { key: 'yearsRange', values: { from, to } };
  if (from) return { key: 'yearsFrom', values: { from } };
  if (to) return { key: 'yearsTo', values: { to } };
  return null;
}

/** A variant's name in an address (?variante=plus-claire): slugify, as the search writes it. */
export const shadeSlug = (name: string): string => slugify(name);
