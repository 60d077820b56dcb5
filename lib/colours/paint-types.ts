/**
 * Paint types and product types of the colour page (spec sections 3 and 9). Pure data and
 * normalisation, shared by server queries and the client configurator.
 */
export type PaintTypeValue =
  'water' | 'solvent' | 'gloss_direct' | 'gloss_direct_1k' | 'gloss_direct_2k' | 'vernis';

/** The colour's availability flags (paint_colors.available_*). */
export type AvailabilityField = 'available_water' | 'available_solvent' | 'available_gloss_direct';

export type PaintTypeOption = { field: AvailabilityField | null; value: string; label: string };

/** Spec section 3, "Paint types". */
export const PAINT_TYPE_LABELS: Readonly<Record<PaintTypeValue, string>> = {
  water: "Hydro (à l'eau)",
  solvent: 'Solvantée',
  gloss_direct: 'Brillant Direct',
  gloss_direct_1k: 'Brillant Direct 1K',
  gloss_direct_2k: 'Brillant Direct 2K',
  vernis: 'Vernis de finition',
};

const FIELD_OF_VALUE: Readonly<Record<string, AvailabilityField>> = {
  water: 'available_water',
  solvent: 'available_solvent',
  gloss_direct: 'available_gloss_direct',
  gloss_direct_1k: 'available_gloss_direct',
  gloss_direct_2k: 'available_gloss_direct',
};

const VALUE_OF_FIELD: Readonly<Record<AvailabilityField, PaintTypeValue>> = {
  available_water: 'water',
  available_solvent: 'solvent',
  available_gloss_direct: 'gloss_direct',
};

function isAvailabilityField(value: unknown): value is AvailabilityField {
  return typeof value === 'string' && value in VALUE_OF_FIELD;
}

export function paintTypeLabel(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return PAINT_TYPE_LABELS[value as PaintTypeValue];
}

/**
 * One entry of paint_product_configs.paint_types: either a string (a paint-type value such as
 * 'water', or an availability field such as 'available_water') or { field, value, label }.
 * Unusable entries give null.
 */
export function normalisePaintType(entry: unknown): PaintTypeOption | null {
  if (typeof entry === 'string') {
    if (isAvailabilityField(entry)) {
      const value = VALUE_OF_FIELD[entry];
      return { field: entry, value, label: PAINT_TYPE_LABELS[value] };
    }
    const label = paintTypeLabel(entry);
    if (!label) return null;
    return { field: FIELD_OF_VALUE[entry] ?? null, value: entry, label };
  }
  if (entry && typeof entry === 'object') {
    const raw = entry as Record<string, unknown>;
    const value = typeof raw.value === 'string' ? raw.value : null;
    if (!value) return null;
    const field = isAvailabilityField(raw.field) ? raw.field : (FIELD_OF_VALUE[value] ?? null);
    const label =
      typeof raw.label === 'string' && raw.label.trim() ? raw.label.trim() : paintTypeLabel(value);
    if (!label) return null;
    return { field, value, label };
  }
  return null;
}

export function normalisePaintTypes(raw: unknown): PaintTypeOption[] {
  if (!Array.isArray(raw)) return [];
  const out: PaintTypeOption[] = [];
  for (const entry of raw) {
    const option = normalisePaintType(entry);
    if (option && !out.some((o) => o.value === option.value)) out.push(option);
  }
  return out;
}

export type ColourAvailability = {
  availableWater: boolean;
  availableSolvent: boolean;
  availableGlossDirect: boolean;
};

export function isAvailable(colour: ColourAvailability, field: AvailabilityField | null): boolean {
  switch (field) {
    case 'available_water':
      return colour.availableWater;
    case 'available_solvent':
      return colour.availableSolvent;
    case 'available_gloss_direct':
      return colour.availableGlossDirect;
    default:
      // An option tied to no availability flag is offered for every colour.
      return true;
  }
}

/** Spec section 5: only the paint types the colour is available in are offered. */
export function availablePaintTypes(
  options: readonly PaintTypeOption[],
  colour: ColourAvailability,
): PaintTypeOption[] {
  return options.filter((option) => isAvailable(colour, option.field));
}

/** The colour's paint families, for finish badges and documentation cards. */
export function colourPaintFamilies(colour: ColourAvailability): PaintTypeValue[] {
  const out: PaintTypeValue[] = [];
  if (colour.availableWater) out.push('water');
  if (colour.availableSolvent) out.push('solvent');
  if (colour.availableGlossDirect) out.push('gloss_direct', 'gloss_direct_1k', 'gloss_direct_2k');
  return out;
}

// ---------------------------------------------------------------- product types

export type ColourProductKey = 'peinture-pot' | 'peinture-bombe' | 'peinture-stylo';

/** The product types a shopper chooses on the colour page, in display order. */
export const COLOUR_PRODUCT_KEYS: readonly ColourProductKey[] = [
  'peinture-pot',
  'peinture-bombe',
  'peinture-stylo',
];

export const VARNISH_PEN_KEY = 'stylo-vernis' as const;

export function isColourProductKey(value: string | null | undefined): value is ColourProductKey {
  return COLOUR_PRODUCT_KEYS.includes(value as ColourProductKey);
}

/** Spec section 9: packaging defaults to pot, or bombe/stylo per product type. */
export function packagingOf(productKey: string): 'pot' | 'bombe' | 'stylo' {
  if (productKey === 'peinture-bombe') return 'bombe';
  if (productKey === 'peinture-stylo' || productKey === 'stylo-vernis') return 'stylo';
  return 'pot';
}

export function isPen(productKey: string): boolean {
  return productKey === 'peinture-stylo';
}

/** Only the availability flags (what the configurator needs in the browser). */
export function availabilityOf(colour: ColourAvailability): ColourAvailability {
  return {
    availableWater: colour.availableWater,
    availableSolvent: colour.availableSolvent,
    availableGlossDirect: colour.availableGlossDirect,
  };
}
