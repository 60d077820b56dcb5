import { UUID_PREFIX_PATTERN } from '@/lib/uuid';

/**
 * The local cart line of the spec (section 3 « Local cart line »): a leaf module of types, so
 * the domains that build lines (colours, catalogue) and the cart itself share them without
 * importing each other.
 */
export type ColourData = {
  color_code: string;
  color_name: string;
  manufacturer_slug?: string | null;
  manufacturer_name?: string | null;
  category: string;
};

export type PackagingType = 'pot' | 'bombe' | 'stylo';

export type CartLine = {
  id: string;
  productId: string;
  variantId: string | null;
  name: string;
  /** Euros, tax included (display value; the server reprices at checkout). */
  price: number;
  quantity: number;
  image?: string | null;
  variant?: string | null;
  referenceCode?: string | null;
  slug?: string | null;
  isColorProduct?: boolean;
  colorData?: ColourData | null;
  packaging_type?: PackagingType | null;
  volume_liters?: number | null;
  weight_kg?: number | null;
  paintType?: string | null;
  brandName?: string | null;
  categoryName?: string | null;
  /** Shade variants (issue 41 §1): the variant of the colour's code the buyer chose. */
  shade?: { id: string; name: string; code: string | null } | null;
};

export type CartInput = Omit<CartLine, 'id' | 'quantity'> & { quantity?: number };

/** The spec's line id: `{productId}-{variantId}` or `{productId}-default`. */
export function lineId(productId: string, variantId: string | null | undefined): string {
  return `${productId}-${variantId ?? 'default'}`;
}

/** Spec: a product id with a trailing suffix is retried without it. */
export function productUuid(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const match = UUID_PREFIX_PATTERN.exec(value.trim());
  return match ? match[1]!.toLowerCase() : null;
}
