/**
 * A small, known colour catalogue for the colour integration tests (and local checks before the
 * demo seed exists). Every row is tagged so tests can find it: manufacturers' slugs start with
 * 'fx-', colour codes with 'FX'. Shapes follow the seed's contract (configs, documents,
 * suggestion products by reference code).
 */
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { createDb } from '@/lib/db/client';
import {
  brands,
  paintColors,
  paintManufacturers,
  paintProductConfigs,
  paintTypeDocuments,
  products,
  productVariants,
} from '@/lib/db/schema';

const potTypes = [
  { field: 'available_water', value: 'water', label: "Hydro (à l'eau)" },
  { field: 'available_solvent', value: 'solvent', label: 'Solvantée' },
  { field: 'available_gloss_direct', value: 'gloss_direct_1k', label: 'Brillant Direct 1K' },
  { field: 'available_gloss_direct', value: 'gloss_direct_2k', label: 'Brillant Direct 2K' },
];

const entry = (ttc: number) => ({ price_ht: Math.round((ttc / 1.2) * 100) / 100, price_ttc: ttc });

export const FIXTURE_CONFIGS = [
  {
    productKey: 'peinture-pot',
    title: 'Peinture en pot',
    description: 'Peinture prête à l’emploi en pot, pour pistolet.',
    paintTypes: potTypes,
    volumes: ['0.5 L', '1 L', '2 L'],
    pricing: {
      '0.5 L': {
        water: entry(34.9),
        solvent: entry(29.9),
        gloss_direct_1k: entry(32.9),
        gloss_direct_2k: entry(39.9),
      },
      '1 L': {
        water: entry(59.9),
        solvent: entry(49.9),
        gloss_direct_1k: entry(54.9),
        gloss_direct_2k: entry(64.9),
      },
      '2 L': { water: entry(109.9), solvent: entry(89.9) },
    },
  },
  {
    productKey: 'peinture-bombe',
    title: 'Bombe de peinture',
    description: 'Aérosol 400 ml à la teinte.',
    paintTypes: ['available_solvent', 'available_water'],
    volumes: ['400ml'],
    pricing: { '400ml': { solvent: entry(24.9), water: entry(27.9) } },
  },
  {
    productKey: 'peinture-stylo',
    title: 'Stylo de retouche',
    description: 'Stylo 20 ml avec pinceau pour les éclats.',
    paintTypes: [],
    volumes: ['20ml'],
    pricing: { '20ml': entry(14.9) },
  },
  {
    productKey: 'stylo-vernis',
    title: 'Stylo vernis',
    description: 'Vernis de finition en stylo 20 ml.',
    paintTypes: [],
    volumes: ['20ml'],
    pricing: { '20ml': entry(12.5) },
  },
];

export const FIXTURE_MANUFACTURERS = [
  {
    slug: 'fx-renault',
    name: 'FX Renault',
    category: 'auto',
    codeLocation: 'Pied de porte avant gauche.',
  },
  {
    slug: 'fx-peugeot',
    name: 'FX Peugeot',
    category: 'auto',
    codeLocation: 'Passage de roue avant.',
  },
  { slug: 'fx-yamaha', name: 'FX Yamaha', category: 'moto', codeLocation: 'Sous la selle.' },
  { slug: 'fx-retired', name: 'FX Retired', category: 'auto', codeLocation: null, isActive: false },
] as const;

type ColourSeed = {
  maker: string | null;
  code: string;
  name: string;
  category?: 'auto' | 'moto' | 'industrie' | 'utilitaires-et-poids-lourds';
  css?: string;
  effect?: 'metallise' | 'nacre' | 'special';
  legacy?: string;
  water?: boolean;
  solvent?: boolean;
  gloss?: boolean;
  active?: boolean;
};

export const FIXTURE_COLOURS: ColourSeed[] = [
  {
    maker: 'fx-renault',
    code: 'FXQNG',
    name: 'Gris Platine',
    css: '#8d9096',
    effect: 'metallise',
    gloss: true,
  },
  {
    maker: 'fx-renault',
    code: 'FXQNG',
    name: 'Gris Cassiopée',
    css: '#6f7378',
    effect: 'metallise',
  },
  { maker: 'fx-renault', code: 'FX 369', name: 'Blanc Glacier', css: '#f4f4f1', water: false },
  { maker: 'fx-renault', code: 'FXTEK', name: 'Noir Étoilé', css: '#1b1c20', effect: 'nacre' },
  {
    maker: 'fx-renault',
    code: 'FXNNP',
    name: 'Rouge Flamme',
    css: '#a3161a',
    effect: 'special',
    legacy: 'FX.5.21',
  },
  { maker: 'fx-renault', code: 'FXOLD', name: 'Vert Ancien', css: '#2d5a3a', active: false },
  {
    maker: 'fx-peugeot',
    code: 'FXKZD',
    name: 'Blanc Nacré (caisse) + Noir Perla (toit)',
    css: '#f1efe8',
    effect: 'nacre',
  },
  { maker: 'fx-peugeot', code: 'FXKWE', name: 'Blanc Nacré', css: '#f1efe8', effect: 'nacre' },
  {
    maker: 'fx-peugeot',
    code: 'FXEZR',
    name: 'Gris Aluminium',
    css: '#a8abb0',
    effect: 'metallise',
    solvent: false,
  },
  {
    maker: 'fx-yamaha',
    code: 'FXDPBMC',
    name: 'Bleu Yamaha Racing',
    category: 'moto',
    css: '#1f3f9a',
  },
  { maker: 'fx-retired', code: 'FXRET', name: 'Beige Sahara', css: '#d8c7a0' },
  { maker: null, code: 'FXRAL9010', name: 'Blanc Pur', category: 'industrie', css: '#f1ece1' },
];

export const FIXTURE_PRODUCTS = [
  { ref: '70-450', name: 'Vernis retouche 12 ml', stock: 25 },
  { ref: '70-455', name: 'Dégraissant retouche 12 ml', stock: 10 },
  { ref: '40-590', name: 'Micro-pinceaux de retouche', stock: 0 },
  {
    ref: '99-250',
    name: 'Durcisseur Brillant Direct',
    stock: 0,
    variants: [
      { name: '1 L', volume: 1, ttc: 3490, stock: 8 },
      { name: '5 L', volume: 5, ttc: 14900, stock: 2 },
    ],
  },
  {
    ref: '70-205HN',
    name: 'Diluant normal',
    stock: 0,
    variants: [
      { name: '0,5 L', volume: 0.5, ttc: 1290, stock: 0 },
      { name: '1 L', volume: 1, ttc: 1990, stock: 4 },
    ],
  },
  {
    ref: '70-205HF',
    name: 'Diluant rapide',
    stock: 0,
    variants: [{ name: '1 L', volume: 1, ttc: 1990, stock: 4 }],
  },
];

/** Inserts the fixtures (idempotent on manufacturer slugs: does nothing when present). */
export async function insertColourFixtures(pool: pg.Pool): Promise<void> {
  const db = createDb(pool);
  const existing = await db
    .select({ id: paintManufacturers.id })
    .from(paintManufacturers)
    .where(eq(paintManufacturers.slug, 'fx-renault'));
  if (existing.length > 0) return;

  const makers = await db
    .insert(paintManufacturers)
    .values(
      FIXTURE_MANUFACTURERS.map((m) => ({
        slug: m.slug,
        name: m.name,
        category: m.category,
        codeLocation: m.codeLocation,
        isActive: 'isActive' in m ? m.isActive : true,
      })),
    )
    .returning();
  const makerId = (slug: string | null) => makers.find((m) => m.slug === slug)?.id ?? null;

  await db.insert(paintColors).values(
    FIXTURE_COLOURS.map((c) => ({
      colorCode: c.code,
      colorName: c.name,
      category: c.category ?? 'auto',
      cssPreview: c.css ?? null,
      manufacturerId: makerId(c.maker),
      isActive: c.active ?? true,
      availableWater: c.water ?? true,
      availableSolvent: c.solvent ?? true,
      availableGlossDirect: c.gloss ?? false,
      specialEffect: c.effect ?? null,
      colorCodeLegacy: c.legacy ?? null,
    })),
  );

  for (const config of FIXTURE_CONFIGS) {
    await db
      .insert(paintProductConfigs)
      .values({ ...config, isActive: true, hasVolumeFilter: config.volumes.length > 1 })
      .onConflictDoNothing();
  }

  await db
    .insert(paintTypeDocuments)
    .values([
      {
        paintType: 'water',
        technicalSheetUrl: '/documents/fiche-technique-hydro.pdf',
        technicalSheetFilename: 'fiche-technique-hydro.pdf',
        safetySheetUrl: '/documents/fiche-securite-hydro.pdf',
        safetySheetFilename: 'fiche-securite-hydro.pdf',
        isActive: true,
      },
      {
        paintType: 'solvent',
        technicalSheetUrl: '/documents/fiche-technique-solvant.pdf',
        technicalSheetFilename: 'fiche-technique-solvant.pdf',
        safetySheetUrl: null,
        safetySheetFilename: null,
        isActive: true,
      },
      {
        paintType: 'gloss_direct',
        technicalSheetUrl: '/documents/fiche-technique-bd.pdf',
        technicalSheetFilename: 'fiche-technique-bd.pdf',
        safetySheetUrl: '/documents/fiche-securite-bd.pdf',
        safetySheetFilename: 'fiche-securite-bd.pdf',
        isActive: false,
      },
    ])
    .onConflictDoNothing();

  const [brand] = await db
    .insert(brands)
    .values({ slug: 'fx-marque', name: 'FX Marque' })
    .onConflictDoNothing()
    .returning();
  for (const p of FIXTURE_PRODUCTS) {
    const first = p.variants?.[0];
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        slug: `fx-${p.ref.toLowerCase()}`,
        referenceCode: p.ref,
        priceTtc: first?.ttc ?? 990,
        priceHt: Math.round((first?.ttc ?? 990) / 1.2),
        stockQuantity: p.stock,
        hasVariants: Boolean(p.variants),
        brandId: brand?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row || !p.variants) continue;
    await db.insert(productVariants).values(
      p.variants.map((v, i) => ({
        productId: row.id,
        variantName: v.name,
        volumeLiters: v.volume,
        priceTtc: v.ttc,
        priceHt: Math.round(v.ttc / 1.2),
        stockQuantity: v.stock,
        isDefault: i === 0,
        position: i,
      })),
    );
  }
}
