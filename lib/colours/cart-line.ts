/**
 * Custom-paint cart lines (spec sections 3 and 9) for `useCartStore().add`.
 *
 * Identity, so that the cart merges what is the same paint and keeps apart what is not:
 * - productId = the colour's id (paint_colors.id);
 * - variantId = `{productKey}:{paintType or 'standard'}:{litres}` (plus `:teinte{n}` for one
 *   tone of a two-tone colour), e.g. `peinture-pot:water:1`.
 * The line id is then `{colourId}-{variantId}`: the same colour, product type, paint type and
 * volume add up; any difference gives a new line. The varnish pen is its own line:
 * productId = the stylo-vernis configuration id (or 'stylo-vernis'), variantId = `vernis:0.02`,
 * so varnish pens added with several colours add up on one line.
 * Prices are the configuration's euros TTC as shown; checkout reprices on the server.
 */
import type { CartInput, ColourData } from '@/lib/cart-line';
import type { Cents } from '@/lib/money';
import { colourSlug } from '@/lib/urls';
import { volumeLabel } from '@/lib/format';
import { packagingOf, paintTypeLabel, VARNISH_PEN_KEY } from './paint-types';
import { parseVolumeLiters, priceFor, type PaintConfig } from './pricing';
import { withShadeSegment, type LineShade } from './shades';

/** Spec section 9: default weight 0.5 kg when unknown. */
export const DEFAULT_WEIGHT_KG = 0.5;
/** Spec section 9: the varnish pen line. */
export const VARNISH_PEN = {
  volume: '20ml',
  volumeLiters: 0.02,
  weightKg: 0.03,
  fallbackPriceCents: 995,
} as const;

export type LineColour = {
  id: string;
  code: string;
  name: string;
  category: string;
  imageUrl: string | null;
  manufacturer: { name: string; slug: string } | null;
};

function colourData(colour: LineColour, toneName?: string): ColourData {
  return {
    color_code: colour.code,
    color_name: toneName ?? colour.name,
    manufacturer_slug: colour.manufacturer?.slug ?? null,
    manufacturer_name: colour.manufacturer?.name ?? null,
    category: colour.category,
  };
}

export function colourVariantId(
  productKey: string,
  paintType: string | null,
  volume: string,
  tone?: number,
  shadeId?: string | null,
): string {
  const litres = parseVolumeLiters(volume);
  const volumeKey = litres === null ? volume.trim().toLowerCase().replace(/\s+/g, '') : litres;
  const base = `${productKey}:${paintType ?? 'standard'}:${volumeKey}`;
  return withShadeSegment(tone ? `${base}:teinte${tone}` : base, shadeId);
}

/** « Peinture en pot Renault QNG Gris Platine – Hydro (à l'eau) – 1 L ». */
export function colourLineName(
  config: Pick<PaintConfig, 'title'>,
  colour: LineColour,
  paintType: string | null,
  volume: string,
  toneName?: string,
  /** The shade variant as the line names it (« variante plus claire (EWP-V1) », messages `shades`). */
  shadeLabel?: string,
): string {
  const maker = colour.manufacturer?.name ? `${colour.manufacturer.name} ` : '';
  const label = paintTypeLabel(paintType) ?? (paintType ? paintType : undefined);
  const parts = [`${config.title} ${maker}${colour.code} ${toneName ?? colour.name}`];
  if (shadeLabel) parts.push(shadeLabel);
  if (label) parts.push(label);
  parts.push(volumeLabel(volume));
  return parts.join(' – ');
}

/**
 * The grammatical gender of a line's name, from its head noun (the product type's title comes
 * first): « Peinture en pot … ajoutée au panier. », « Stylo de retouche … ajouté au panier. ».
 * The message chooses the ending (ICU select on this value); an unknown noun reads masculine.
 */
export type NameGender = 'feminine' | 'masculine';

const FEMININE_HEADS = new Set(['peinture', 'bombe', 'laque', 'teinte', 'base', 'retouche']);

export function nameGender(name: string): NameGender {
  const head =
    name
      .trim()
      .split(/[\s–-]+/)[0]
      ?.toLocaleLowerCase('fr-FR') ?? '';
  return FEMININE_HEADS.has(head) ? 'feminine' : 'masculine';
}

export function buildColourLine(input: {
  colour: LineColour;
  config: PaintConfig;
  paintType: string | null;
  volume: string;
  quantity?: number;
  /** One tone of a two-tone colour: its name and, when the maker sells it alone, its code. */
  tone?: { index: number; name: string; code?: string | null };
  /** The shade variant chosen on the colour page, with its label for the line's name. */
  shade?: { shade: LineShade; label: string } | null;
}): CartInput {
  const { config, paintType, volume, tone } = input;
  const shade = input.shade ?? null;
  // A tone line is the tone's paint: its own code everywhere (the mixing room reads it).
  const colour = tone?.code ? { ...input.colour, code: tone.code } : input.colour;
  const price = priceFor(config, volume, paintType);
  return {
    productId: input.colour.id,
    variantId: colourVariantId(config.productKey, paintType, volume, tone?.index, shade?.shade.id),
    name: colourLineName(config, colour, paintType, volume, tone?.name, shade?.label),
    // The local cart keeps euros (lib/cart): the cents are divided at this one boundary.
    price: price.ttcCents / 100,
    quantity: input.quantity ?? 1,
    image: colour.imageUrl ?? null,
    variant: volumeLabel(volume),
    referenceCode: colour.code,
    slug: colourSlug(input.colour.code, input.colour.name),
    isColorProduct: true,
    colorData: colourData(colour, tone?.name),
    packaging_type: packagingOf(config.productKey),
    volume_liters: parseVolumeLiters(volume),
    weight_kg: DEFAULT_WEIGHT_KG,
    paintType,
    shade: shade?.shade ?? null,
  };
}

/** The varnish pen's price in cents: stylo-vernis at 20ml, else the fallback 9.95 €. */
export function varnishPenPrice(config: PaintConfig | null | undefined): Cents {
  const price = priceFor(config, VARNISH_PEN.volume, null).ttcCents;
  return price > 0 ? price : VARNISH_PEN.fallbackPriceCents;
}

export function buildVarnishLine(config: PaintConfig | null | undefined): CartInput {
  const title = config?.title ?? 'Stylo vernis';
  return {
    productId: config?.id ?? VARNISH_PEN_KEY,
    variantId: `vernis:${VARNISH_PEN.volumeLiters}`,
    name: `${title} – ${paintTypeLabel('vernis')} – ${volumeLabel(VARNISH_PEN.volume)}`,
    price: varnishPenPrice(config) / 100,
    quantity: 1,
    image: null,
    variant: volumeLabel(VARNISH_PEN.volume),
    referenceCode: null,
    slug: null,
    isColorProduct: true,
    colorData: null,
    packaging_type: 'stylo',
    volume_liters: VARNISH_PEN.volumeLiters,
    weight_kg: VARNISH_PEN.weightKg,
    paintType: 'vernis',
  };
}
