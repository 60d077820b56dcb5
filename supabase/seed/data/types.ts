/** Shapes of the hand-written demo data (prices in euros tax included, converted to cents). */
export type Silhouette =
  'tin' | 'aerosol' | 'bottle' | 'pen' | 'toolbox' | 'pad' | 'roll' | 'cartridge';

/** [label, volume in litres (or null), price TTC in euros, stock (optional, else derived)] */
type VariantSeed = [label: string, volume: number | null, price: number, stock?: number];

export type ProductSeed = {
  name: string;
  ref: string;
  brand: string;
  /** Category slugs; the first one is the main category (silhouette, description). */
  cats: string[];
  price: number;
  short: string;
  /** Extra product-specific sentences for the long description. */
  details?: string;
  shape?: Silhouette;
  /** Image colour (hex); else derived from the product. */
  color?: string;
  stock?: number | 'unlimited';
  pro?: number;
  featured?: boolean;
  inactive?: boolean;
  hidden?: boolean;
  packaging?: 'pot' | 'bombe' | 'stylo';
  volume?: number;
  weight?: number;
  variants?: VariantSeed[];
  /** Index of the default variant (0 when absent). */
  defaultVariant?: number;
  productKey?: string;
};
