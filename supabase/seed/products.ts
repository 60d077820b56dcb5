/**
 * Turns the hand-written product data into rows: slugs, cents, stock levels, creation dates
 * and long descriptions, all deterministic.
 */
import { CATEGORY_DEFINITIONS } from './data/categories';
import { slugify } from '../../lib/colours/slug';
import { BRANDS } from './data/brands';
import {
  SECTION_SENTENCES,
  SHIPPING_SENTENCE,
  SUPPLY_CATEGORIES,
  SUPPLY_SENTENCES,
} from './data/copy';
import { CARROSSERIE_PRODUCTS } from './data/products-carrosserie';
import { DETAILING_PRODUCTS, PAINT_PRODUCTS } from './data/products-detailing';
import { EQUIPEMENT_PRODUCTS } from './data/products-equipement';
import { OUTILLAGE_PRODUCTS } from './data/products-outillage';
import { SERIES_PRODUCTS } from './data/products-series';
import type { ProductSeed, Silhouette } from './data/types';
import { hslToHex } from './colours';
import { createPrng, hashString } from './prng';

type VariantRow = {
  name: string;
  volume: number | null;
  reference: string;
  priceHt: number;
  priceTtc: number;
  stock: number;
  isDefault: boolean;
  position: number;
};

export type ProductRow = {
  name: string;
  slug: string;
  reference: string;
  description: string;
  shortDescription: string;
  imageUrl: string;
  priceHt: number;
  priceTtc: number;
  proPriceTtc: number | null;
  stock: number;
  unlimitedStock: boolean;
  isActive: boolean;
  visibleInFrontend: boolean;
  isFeatured: boolean;
  brandSlug: string;
  categories: string[];
  packagingType: 'pot' | 'bombe' | 'stylo' | null;
  volumeLiters: number | null;
  weightKg: number | null;
  productKey: string | null;
  /** Days before the seed run. */
  ageDays: number;
  variants: VariantRow[];
  shape: Silhouette;
  color: string;
};

const ALL_PRODUCT_SEEDS: ReadonlyArray<ProductSeed> = [
  ...CARROSSERIE_PRODUCTS,
  ...SERIES_PRODUCTS,
  ...OUTILLAGE_PRODUCTS,
  ...EQUIPEMENT_PRODUCTS,
  ...DETAILING_PRODUCTS,
  ...PAINT_PRODUCTS,
];

const cents = (euros: number) => Math.round(euros * 100);
const htFromTtc = (ttcCents: number) => Math.round(ttcCents / 1.2);

const SHAPE_BY_CATEGORY: Record<string, Silhouette> = {
  abrasifs: 'pad',
  aerosols: 'aerosol',
  apprets: 'tin',
  consommables: 'bottle',
  'colles-scellants': 'cartridge',
  'durcisseurs-diluants': 'tin',
  insonorisants: 'aerosol',
  mastics: 'tin',
  masquage: 'roll',
  vernis: 'tin',
  finitions: 'bottle',
  'polish-compounds': 'bottle',
  'lavage-preparation': 'bottle',
  'protection-cires': 'bottle',
  'soins-exterieurs': 'bottle',
  'soins-interieurs': 'bottle',
  'soins-interieur': 'bottle',
  'cires-protection': 'bottle',
  'outils-accessoires-detailing': 'pad',
};

function shapeOf(seed: ProductSeed): Silhouette {
  if (seed.shape) return seed.shape;
  if (seed.packaging === 'bombe') return 'aerosol';
  if (seed.packaging === 'stylo') return 'pen';
  return SHAPE_BY_CATEGORY[seed.cats[0] ?? ''] ?? 'toolbox';
}

function colourOf(seed: ProductSeed, slug: string): string {
  if (seed.color) return seed.color;
  const brand = BRANDS.find((b) => b.slug === seed.brand);
  const hash = hashString(slug);
  // Brand colour for tools and equipment, a hue from the slug otherwise.
  if (brand && hash % 3 !== 0) return brand.color;
  return hslToHex(hash % 360, 55, 45);
}

function volumeSuffix(volume: number | null, index: number): string {
  if (volume === null) return `V${index + 1}`;
  return Number.isInteger(volume) ? `${volume}L` : `${Math.round(volume * 1000)}ML`;
}

export function buildProducts(seed = 7): ProductRow[] {
  const prng = createPrng(seed);
  const sectionOf = new Map(CATEGORY_DEFINITIONS.map((c) => [c.slug, c.section]));
  const usedSlugs = new Set<string>();
  const total = ALL_PRODUCT_SEEDS.length;
  return ALL_PRODUCT_SEEDS.map((item, index) => {
    let slug = slugify(item.name);
    if (usedSlugs.has(slug)) slug = `${slug}-${slugify(item.ref)}`;
    usedSlugs.add(slug);

    const section = sectionOf.get(item.cats[0] ?? '') ?? 'carrosserie';
    const pool = SUPPLY_CATEGORIES.has(item.cats[0] ?? '')
      ? SUPPLY_SENTENCES
      : (SECTION_SENTENCES[section] ?? []);
    const first = prng.int(0, pool.length - 1);
    const second = (first + prng.int(1, pool.length - 1)) % pool.length;
    const brand = BRANDS.find((b) => b.slug === item.brand);
    const description = [
      item.short,
      item.details,
      pool[first],
      pool[second],
      brand ? `Une référence ${brand.name}.` : undefined,
      SHIPPING_SENTENCE,
    ]
      .filter(Boolean)
      .join(' ');

    // Stock: explicit when given, else mostly comfortable with a few low or empty ones.
    const roll = prng.next();
    let stock = 0;
    let unlimited = false;
    if (item.stock === 'unlimited') unlimited = true;
    else if (typeof item.stock === 'number') stock = item.stock;
    else if (roll < 0.05) stock = 0;
    else if (roll < 0.15) stock = prng.int(1, 5);
    else stock = prng.int(6, 140);

    const variants: VariantRow[] = (item.variants ?? []).map(
      ([label, volume, price, vStock], i) => {
        const ttc = cents(price);
        return {
          name: label,
          volume,
          reference: `${item.ref}-${volumeSuffix(volume, i)}`,
          priceHt: htFromTtc(ttc),
          priceTtc: ttc,
          stock: vStock ?? prng.int(4, 60),
          isDefault: i === (item.defaultVariant ?? 0),
          position: i,
        };
      },
    );
    const defaultVariant = variants.find((v) => v.isDefault);
    const priceTtc = defaultVariant?.priceTtc ?? cents(item.price);
    if (variants.length > 0 && !unlimited) stock = variants.reduce((sum, v) => sum + v.stock, 0);

    // Spread creation dates over about ten months; later entries of each list are newer.
    const ageDays = Math.round(((total - index) / total) * 300) + prng.int(0, 9);

    return {
      name: item.name,
      slug,
      reference: item.ref,
      description,
      shortDescription: item.short,
      imageUrl: `/images/products/${slug}.svg`,
      priceHt: htFromTtc(priceTtc),
      priceTtc,
      proPriceTtc: item.pro === undefined ? null : cents(item.pro),
      stock,
      unlimitedStock: unlimited,
      isActive: !item.inactive,
      visibleInFrontend: !item.hidden,
      isFeatured: Boolean(item.featured),
      brandSlug: item.brand,
      categories: item.cats,
      packagingType: item.packaging ?? null,
      volumeLiters: defaultVariant?.volume ?? item.volume ?? null,
      weightKg: item.weight ?? (item.volume ? Math.round(item.volume * 1.15 * 1000) / 1000 : null),
      productKey: item.productKey ?? null,
      ageDays,
      variants,
      shape: shapeOf(item),
      color: colourOf(item, slug),
    };
  });
}
