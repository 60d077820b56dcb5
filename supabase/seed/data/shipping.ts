/**
 * Demo carriers and rates (French market, 2026 public prices rounded), dangerous-goods rules,
 * transport classes and professional prices.
 *
 * - Colissimo (La Poste), Mondial Relay (relay points) and Chronopost (express) refuse
 *   dangerous goods: aerosols (UN1950) and flammable liquids (UN1263) are excluded from postal
 *   parcels.
 * - A road carrier (« messagerie ») carries aerosols and flammable liquids as ADR limited
 *   quantities, at most 30 kg gross per parcel.
 * - Colissimo is the standard rate search engines are told about (JSON-LD, Google Shopping):
 *   free in France from 59 €, handling 1–2 days, transit 2–5 days.
 */
export type TransportClassSeed = 'none' | 'aerosol' | 'flammable_liquid';

type RateSeed = {
  country: 'FR' | 'BE' | 'LU';
  /** Weight band in grams, bounds included. */
  min: number;
  max: number;
  price: number;
  freeFrom?: number;
  transit: [number, number];
};

export type CarrierSeed = {
  code: string;
  name: string;
  description: string;
  accepted: TransportClassSeed[];
  dangerousParcelMaxGrams?: number;
  handling: [number, number];
  isStandard?: boolean;
  isActive?: boolean;
  rates: RateSeed[];
};

/** Euros → cents. */
const c = (euros: number) => Math.round(euros * 100);

function bands(
  country: RateSeed['country'],
  transit: [number, number],
  list: Array<[maxKg: number, euros: number]>,
  freeFrom?: number,
): RateSeed[] {
  let min = 0;
  return list.map(([maxKg, euros]) => {
    const rate: RateSeed = {
      country,
      min,
      max: maxKg * 1000,
      price: c(euros),
      transit,
      ...(freeFrom ? { freeFrom: c(freeFrom) } : {}),
    };
    min = maxKg * 1000 + 1;
    return rate;
  });
}

export const CARRIERS: ReadonlyArray<CarrierSeed> = [
  {
    code: 'colissimo',
    name: 'Colissimo Domicile',
    description: 'Livraison à domicile par La Poste (30 kg maximum par colis).',
    accepted: ['none'],
    handling: [1, 2],
    isStandard: true,
    rates: [
      ...bands(
        'FR',
        [2, 5],
        [
          [1, 6.9],
          [5, 9.9],
          [10, 14.9],
          [30, 24.9],
        ],
        59,
      ),
      ...bands(
        'BE',
        [3, 6],
        [
          [2, 14.9],
          [10, 22.9],
          [30, 34.9],
        ],
      ),
      ...bands(
        'LU',
        [3, 6],
        [
          [2, 14.9],
          [10, 22.9],
          [30, 34.9],
        ],
      ),
    ],
  },
  {
    code: 'mondial-relay',
    name: 'Mondial Relay – Point Relais',
    description: 'Livraison en Point Relais ou Locker, retrait sous 14 jours.',
    accepted: ['none'],
    handling: [1, 2],
    rates: [
      ...bands(
        'FR',
        [3, 5],
        [
          [1, 4.9],
          [5, 6.9],
          [10, 9.9],
          [30, 14.9],
        ],
      ),
      ...bands(
        'BE',
        [4, 6],
        [
          [5, 8.9],
          [10, 12.9],
          [30, 17.9],
        ],
      ),
      ...bands(
        'LU',
        [4, 6],
        [
          [5, 8.9],
          [10, 12.9],
          [30, 17.9],
        ],
      ),
    ],
  },
  {
    code: 'chronopost',
    name: 'Chronopost 13h',
    description: 'Livraison express le lendemain avant 13 h.',
    accepted: ['none'],
    handling: [1, 1],
    rates: [
      ...bands(
        'FR',
        [1, 1],
        [
          [2, 16.9],
          [10, 24.9],
          [30, 39.9],
        ],
      ),
      ...bands(
        'BE',
        [1, 2],
        [
          [2, 29.9],
          [10, 39.9],
          [30, 59.9],
        ],
      ),
      ...bands(
        'LU',
        [1, 2],
        [
          [2, 29.9],
          [10, 39.9],
          [30, 59.9],
        ],
      ),
    ],
  },
  {
    code: 'messagerie-adr',
    name: 'Messagerie routière (marchandises dangereuses)',
    description:
      'Transport routier agréé ADR pour les aérosols et liquides inflammables en quantités limitées (30 kg maximum par colis).',
    accepted: ['none', 'aerosol', 'flammable_liquid'],
    dangerousParcelMaxGrams: 30_000,
    handling: [1, 2],
    rates: [
      ...bands(
        'FR',
        [2, 4],
        [
          [5, 14.9],
          [15, 21.9],
          [30, 29.9],
        ],
      ),
      ...bands(
        'BE',
        [3, 5],
        [
          [5, 24.9],
          [15, 32.9],
          [30, 42.9],
        ],
      ),
      ...bands(
        'LU',
        [3, 5],
        [
          [5, 24.9],
          [15, 32.9],
          [30, 42.9],
        ],
      ),
    ],
  },
];

/** Products whose category makes them dangerous goods (the first match wins). */
export const TRANSPORT_BY_CATEGORY: ReadonlyArray<[TransportClassSeed, string[]]> = [
  ['aerosol', ['aerosols']],
  ['flammable_liquid', ['durcisseurs-diluants', 'vernis', 'apprets']],
];

/** Custom-paint product types by paint type (solvent-borne paints are flammable liquids). */
export const PAINT_TRANSPORT_CLASSES: Record<string, Record<string, TransportClassSeed>> = {
  'peinture-pot': {
    default: 'none',
    solvent: 'flammable_liquid',
    gloss_direct: 'flammable_liquid',
    gloss_direct_1k: 'flammable_liquid',
    gloss_direct_2k: 'flammable_liquid',
  },
  'peinture-bombe': { default: 'aerosol' },
  'peinture-stylo': { default: 'none' },
  'stylo-vernis': { default: 'none' },
};

/** Professional prices: percentages per brand and category, prices per variant (TTC cents). */
export const PRO_PRICES = {
  brands: [
    ['nuancier-pro', 15],
    ['abrasix', 12],
  ] as Array<[slug: string, percent: number]>,
  categories: [
    ['abrasifs', 20],
    ['masquage', 10],
  ] as Array<[slug: string, percent: number]>,
  /** [product reference, variant name, price TTC in euros] */
  variants: [
    ['99-250', '1 L', 15.9],
    ['99-250', '5 L', 59.9],
  ] as Array<[ref: string, variant: string, euros: number]>,
};
