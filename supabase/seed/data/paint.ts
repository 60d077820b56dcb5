/**
 * Paint product configurations (colour page configurator) and paint-type documents.
 * Shape read by the colour page:
 *   paint_types: [{ field: 'available_water', value: 'water', label: 'Hydro (à l\'eau)' }, ...]
 *   volumes:     ['0.5 L', '1 L', '2 L']
 *   pricing:     { [volume]: { [paintTypeValue]: { price_ht, price_ttc } } } in euros,
 *                or { [volume]: { price_ht, price_ttc } } when the config has no paint types.
 * A missing volume/paint-type pair means "no price": the add button stays disabled.
 */
type PaintTypeEntry =
  | string
  | {
      field: 'available_water' | 'available_solvent' | 'available_gloss_direct';
      value: 'water' | 'solvent' | 'gloss_direct' | 'gloss_direct_1k' | 'gloss_direct_2k';
      label: string;
    };

type Price = { price_ht: number; price_ttc: number };

export type PaintConfigSeed = {
  productKey: 'peinture-pot' | 'peinture-bombe' | 'peinture-stylo' | 'stylo-vernis';
  title: string;
  description: string;
  paintTypes: PaintTypeEntry[];
  volumes: string[];
  hasVolumeFilter: boolean;
  pricing: Record<string, Record<string, Price> | Price>;
};

const WATER = { field: 'available_water', value: 'water', label: "Hydro (à l'eau)" } as const;
const SOLVENT = { field: 'available_solvent', value: 'solvent', label: 'Solvantée' } as const;
const GLOSS = {
  field: 'available_gloss_direct',
  value: 'gloss_direct',
  label: 'Brillant Direct',
} as const;
const GLOSS_1K = {
  field: 'available_gloss_direct',
  value: 'gloss_direct_1k',
  label: 'Brillant Direct 1K',
} as const;
const GLOSS_2K = {
  field: 'available_gloss_direct',
  value: 'gloss_direct_2k',
  label: 'Brillant Direct 2K',
} as const;

/** Price in euros from a TTC amount: HT = TTC / 1.2 rounded to the cent. */
function price(ttc: number): Price {
  return { price_ht: Math.round((ttc / 1.2) * 100) / 100, price_ttc: ttc };
}

export const PAINT_CONFIGS: ReadonlyArray<PaintConfigSeed> = [
  {
    productKey: 'peinture-pot',
    title: 'Peinture en pot',
    description:
      'Peinture préparée à la teinte d’origine de votre véhicule, prête à diluer et à appliquer au pistolet. Base hydro ou solvantée à recouvrir de vernis, ou laque brillant direct sans vernis. Un pot de 1 L couvre environ une aile et une porte.',
    paintTypes: [WATER, SOLVENT, GLOSS_1K, GLOSS_2K],
    volumes: ['0.5 L', '1 L', '2 L'],
    hasVolumeFilter: true,
    pricing: {
      '0.5 L': {
        water: price(29.9),
        solvent: price(27.9),
        gloss_direct_1k: price(24.9),
        gloss_direct_2k: price(32.9),
      },
      '1 L': {
        water: price(45),
        solvent: price(42),
        gloss_direct_1k: price(38.9),
        gloss_direct_2k: price(52.9),
      },
      // No 1K price in 2 L: that combination cannot be ordered.
      '2 L': { water: price(79.9), solvent: price(74.9), gloss_direct_2k: price(94.9) },
    },
  },
  {
    productKey: 'peinture-bombe',
    title: 'Peinture en bombe',
    description:
      'Aérosol de 400 ml rempli à la teinte de votre véhicule, avec une buse éventail pour un rendu proche du pistolet. Idéal pour les pare-chocs, rétroviseurs et petites surfaces ; à vernir après application, sauf en brillant direct.',
    paintTypes: [WATER, SOLVENT, GLOSS],
    volumes: ['400ml'],
    hasVolumeFilter: false,
    pricing: {
      '400ml': { water: price(26.9), solvent: price(24.9), gloss_direct: price(22.9) },
    },
  },
  {
    productKey: 'peinture-stylo',
    title: 'Stylo de retouche',
    description:
      'Stylo pinceau de 20 ml à la teinte exacte de votre véhicule pour masquer éclats de gravillons et petites rayures. Dégraissez, appliquez en couches fines puis protégez avec le stylo vernis.',
    paintTypes: [WATER, SOLVENT],
    volumes: ['20ml'],
    hasVolumeFilter: false,
    pricing: { '20ml': { water: price(14.9), solvent: price(13.9) } },
  },
  {
    productKey: 'stylo-vernis',
    title: 'Stylo vernis de finition',
    description:
      'Vernis brillant en stylo de 20 ml à appliquer sur la retouche de teinte après 30 minutes de séchage. Protège la peinture et lui rend sa brillance.',
    paintTypes: [],
    volumes: ['20ml'],
    hasVolumeFilter: false,
    pricing: { '20ml': { price_ht: 8.29, price_ttc: 9.95 } },
  },
];

export type PaintDocumentSeed = {
  paintType: string;
  label: string;
  isActive: boolean;
};

/** One technical sheet and one safety sheet each (PDF files in public/documents/). */
export const PAINT_DOCUMENTS: ReadonlyArray<PaintDocumentSeed> = [
  { paintType: 'water', label: "Hydro (à l'eau)", isActive: true },
  { paintType: 'solvent', label: 'Solvantée', isActive: true },
  { paintType: 'gloss_direct', label: 'Brillant Direct', isActive: true },
  { paintType: 'vernis', label: 'Vernis de finition', isActive: true },
  // Superseded sheet kept for history: inactive, never shown.
  { paintType: 'gloss_direct_1k', label: 'Brillant Direct 1K', isActive: false },
];

export function documentFiles(paintType: string) {
  const slug = paintType.replace(/_/g, '-');
  return {
    technicalFilename: `fiche-technique-${slug}.pdf`,
    safetyFilename: `fiche-securite-${slug}.pdf`,
    technicalUrl: `/documents/fiche-technique-${slug}.pdf`,
    safetyUrl: `/documents/fiche-securite-${slug}.pdf`,
  };
}
