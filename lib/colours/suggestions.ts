/**
 * Suggestion blocks of the colour page (spec section 7): which catalogue products, and which of
 * their variants, are offered beside a colour. Pure; queries.ts reads the products.
 */
import type { SuggestedProduct } from './types';

export type SuggestionSpec = { referenceCode: string; volumeLiters?: number };

/** Beside touch-up pens. */
export const PEN_SUGGESTIONS: readonly SuggestionSpec[] = [
  { referenceCode: '70-450' },
  { referenceCode: '70-455' },
  { referenceCode: '40-590' },
];

/** Beside gloss-direct pots: the variant whose volume matches within 0.01 L. */
export const GLOSS_DIRECT_POT_SUGGESTIONS: readonly SuggestionSpec[] = [
  { referenceCode: '99-250', volumeLiters: 1 },
  { referenceCode: '70-205HN', volumeLiters: 0.5 },
  { referenceCode: '70-205HF', volumeLiters: 0.5 },
];

const VOLUME_TOLERANCE_LITERS = 0.01;

export type SuggestionBlock = 'pen' | 'gloss-direct-pot';

export type ProductWithVariants = {
  id: string;
  name: string;
  slug: string;
  referenceCode: string | null;
  imageUrl: string | null;
  brandName: string | null;
  priceTtcCents: number;
  stockQuantity: number;
  volumeLiters: number | null;
  hasVariants: boolean;
  variants: Array<{
    id: string;
    variantName: string;
    volumeLiters: number | null;
    priceTtcCents: number;
    stockQuantity: number;
    isDefault: boolean;
  }>;
};

/** Which block goes with the current choice: pens, or gloss-direct paint in a pot. */
export function suggestionBlockFor(
  productKey: string,
  paintType: string | null,
): SuggestionBlock | null {
  if (productKey === 'peinture-stylo') return 'pen';
  if (productKey === 'peinture-pot' && paintType?.startsWith('gloss_direct')) {
    return 'gloss-direct-pot';
  }
  return null;
}

function volumeMatches(volume: number | null, wanted: number): boolean {
  return volume !== null && Math.abs(volume - wanted) <= VOLUME_TOLERANCE_LITERS + 1e-9;
}

/**
 * The sellable form of one product for a spec: the variant matching the volume when one is
 * asked for (none matching: not offered), else the default (or first) variant, else the product.
 */
function toSuggestion(product: ProductWithVariants, spec: SuggestionSpec): SuggestedProduct | null {
  const base = {
    id: product.id,
    name: product.name,
    slug: product.slug,
    referenceCode: product.referenceCode,
    imageUrl: product.imageUrl,
    brandName: product.brandName,
  };
  if (product.hasVariants && product.variants.length > 0) {
    const variant =
      spec.volumeLiters !== undefined
        ? product.variants.find((v) => volumeMatches(v.volumeLiters, spec.volumeLiters!))
        : (product.variants.find((v) => v.isDefault) ?? product.variants[0]);
    if (!variant) return null;
    return {
      ...base,
      variantId: variant.id,
      variantName: variant.variantName,
      priceTtcCents: variant.priceTtcCents,
      stockQuantity: variant.stockQuantity,
      volumeLiters: variant.volumeLiters,
    };
  }
  if (spec.volumeLiters !== undefined && product.volumeLiters !== null) {
    if (!volumeMatches(product.volumeLiters, spec.volumeLiters)) return null;
  }
  return {
    ...base,
    variantId: null,
    variantName: null,
    priceTtcCents: product.priceTtcCents,
    stockQuantity: product.stockQuantity,
    volumeLiters: product.volumeLiters,
  };
}

/** The block's products in the spec's order; missing or unmatched products are left out. */
export function buildSuggestions(
  products: readonly ProductWithVariants[],
  specs: readonly SuggestionSpec[],
): SuggestedProduct[] {
  const out: SuggestedProduct[] = [];
  for (const spec of specs) {
    const product = products.find(
      (p) => p.referenceCode?.toLowerCase() === spec.referenceCode.toLowerCase(),
    );
    const suggestion = product ? toSuggestion(product, spec) : null;
    if (suggestion) out.push(suggestion);
  }
  return out;
}

/** Spec section 5: related-product add buttons are disabled when stock is 0 or less. */
export function canAddSuggestion(product: Pick<SuggestedProduct, 'stockQuantity'>): boolean {
  return product.stockQuantity > 0;
}
