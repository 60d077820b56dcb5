/** A small catalogue for the pricing tests (unit and property). Not used by the app. */
import type { Caller } from '@/lib/auth/caller';
import { toPaintConfig } from '@/lib/colours/pricing';
import type { Promotion } from '@/lib/promotions/types';
import type { Carrier, ShippingRate } from '@/lib/shipping/types';
import type { PricingConfig, PricingData, PricingProduct } from '@/lib/pricing/types';

export const IDS = {
  primer: '11111111-1111-4111-8111-111111111111',
  thinner: '22222222-2222-4222-8222-222222222222',
  thinner1l: '22222222-2222-4222-8222-2222222222a1',
  thinner5l: '22222222-2222-4222-8222-2222222222a5',
  hidden: '33333333-3333-4333-8333-333333333333',
  soldOut: '44444444-4444-4444-8444-444444444444',
  unlimited: '55555555-5555-4555-8555-555555555555',
  colour: '66666666-6666-4666-8666-666666666666',
  twoTone: '77777777-7777-4777-8777-777777777777',
  inactiveColour: '88888888-8888-4888-8888-888888888888',
  pot: '99999999-9999-4999-8999-999999999999',
  bombe: '99999999-9999-4999-8999-9999999999b0',
  varnish: '99999999-9999-4999-8999-9999999999a0',
  brand: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  category: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
} as const;

function product(id: string, over: Partial<PricingProduct>): PricingProduct {
  return {
    id,
    name: 'Produit',
    slug: `produit-${id.slice(0, 4)}`,
    referenceCode: null,
    image: null,
    priceTtc: 1000,
    proPriceTtc: null,
    stockQuantity: 10,
    unlimitedStock: false,
    sellable: true,
    hasVariants: false,
    weightKg: 1,
    transportClass: 'none',
    containsDiisocyanates: false,
    brandId: null,
    categoryIds: [],
    ...over,
  };
}

function bands(country: string, list: Array<[number, number]>, freeFrom: number | null = null) {
  let min = 0;
  return list.map(([maxKg, cents]): ShippingRate => {
    const rate = {
      country,
      minGrams: min,
      maxGrams: maxKg * 1000,
      priceCents: cents,
      freeFromCents: freeFrom,
      transit: { min: 2, max: 5 },
    };
    min = maxKg * 1000 + 1;
    return rate;
  });
}

export const CARRIERS: Carrier[] = [
  {
    code: 'colissimo',
    name: 'Colissimo',
    description: null,
    acceptedClasses: ['none'],
    dangerousParcelMaxGrams: null,
    handling: { min: 1, max: 2 },
    isStandard: true,
    rates: [
      ...bands(
        'FR',
        [
          [1, 690],
          [5, 990],
          [30, 2490],
        ],
        5900,
      ),
      ...bands('BE', [[30, 1490]]),
    ],
  },
  {
    code: 'relais',
    name: 'Mondial Relay',
    description: null,
    acceptedClasses: ['none'],
    dangerousParcelMaxGrams: null,
    handling: { min: 1, max: 2 },
    isStandard: false,
    rates: bands('FR', [
      [1, 490],
      [30, 1490],
    ]),
  },
  {
    code: 'adr',
    name: 'Messagerie ADR',
    description: null,
    acceptedClasses: ['none', 'aerosol', 'flammable_liquid'],
    dangerousParcelMaxGrams: 30_000,
    handling: { min: 1, max: 2 },
    isStandard: false,
    rates: [
      ...bands('FR', [
        [5, 1490],
        [30, 2990],
      ]),
      ...bands('BE', [[30, 4290]]),
    ],
  },
];

export const PROMOTIONS: Promotion[] = [
  {
    code: 'BIENVENUE10',
    name: '10 %',
    type: 'percentage',
    value: 10,
    minOrderAmount: null,
    maxDiscountAmount: 500,
  },
  {
    code: 'ATELIER15',
    name: '15 €',
    type: 'fixed_amount',
    value: 1500,
    minOrderAmount: 10000,
    maxDiscountAmount: null,
  },
  {
    code: 'LIVRAISONOFFERTE',
    name: 'Port offert',
    type: 'free_shipping',
    value: 0,
    minOrderAmount: null,
    maxDiscountAmount: null,
  },
  {
    code: 'TOUTGRATIS',
    name: '1 €',
    type: 'free_shipping',
    value: 0,
    minOrderAmount: null,
    maxDiscountAmount: null,
  },
];

const pricing = (ttc: number) => ({
  price_ht: Math.round((ttc / 1.2) * 100) / 100,
  price_ttc: ttc,
});

export function testData(): PricingData {
  const configs: PricingConfig[] = [
    {
      ...toPaintConfig({
        id: IDS.pot,
        productKey: 'peinture-pot',
        title: 'Peinture en pot',
        description: null,
        paintTypes: ['water', 'solvent'],
        volumes: ['0.5 L', '1 L'],
        hasVolumeFilter: true,
        pricing: {
          '0.5 L': { water: pricing(29.9), solvent: pricing(27.9) },
          '1 L': { water: pricing(45) },
        },
      }),
      isActive: true,
      transportClasses: { default: 'none' as const, solvent: 'flammable_liquid' as const },
    },
    {
      ...toPaintConfig({
        id: IDS.bombe,
        productKey: 'peinture-bombe',
        title: 'Bombe de peinture',
        description: null,
        paintTypes: [],
        volumes: ['400ml'],
        hasVolumeFilter: false,
        pricing: { '400ml': pricing(24.9) },
      }),
      isActive: true,
      transportClasses: { default: 'aerosol' as const },
    },
    {
      ...toPaintConfig({
        id: IDS.varnish,
        productKey: 'stylo-vernis',
        title: 'Stylo vernis',
        description: null,
        paintTypes: [],
        volumes: ['20ml'],
        hasVolumeFilter: false,
        pricing: { '20ml': pricing(9.95) },
      }),
      isActive: true,
      transportClasses: { default: 'none' as const },
    },
  ];
  const colour = (id: string, name: string, isActive = true) => ({
    id,
    code: 'QNG',
    name,
    category: 'auto',
    imageUrl: null,
    manufacturer: { name: 'Renault', slug: 'renault' },
    isActive,
    availableWater: true,
    availableSolvent: false,
    availableGlossDirect: false,
  });
  return {
    products: new Map(
      [
        product(IDS.primer, {
          name: 'Apprêt garnissant',
          priceTtc: 2490,
          stockQuantity: 5,
          brandId: IDS.brand,
          categoryIds: [IDS.category],
          transportClass: 'aerosol',
          weightKg: 0.4,
        }),
        product(IDS.thinner, {
          name: 'Diluant',
          hasVariants: true,
          priceTtc: 1990,
          transportClass: 'flammable_liquid',
        }),
        product(IDS.hidden, { name: 'Caché', sellable: false }),
        product(IDS.soldOut, { name: 'Épuisé', stockQuantity: 0 }),
        product(IDS.unlimited, {
          name: 'Ponceuse',
          priceTtc: 12900,
          stockQuantity: 0,
          unlimitedStock: true,
          proPriceTtc: 9900,
          weightKg: 2,
        }),
      ].map((p) => [p.id, p]),
    ),
    variants: new Map([
      [
        IDS.thinner1l,
        {
          id: IDS.thinner1l,
          productId: IDS.thinner,
          name: '1 L',
          referenceCode: '99-250',
          priceTtc: 1990,
          stockQuantity: 3,
          isActive: true,
        },
      ],
      [
        IDS.thinner5l,
        {
          id: IDS.thinner5l,
          productId: IDS.thinner,
          name: '5 L',
          referenceCode: '99-250',
          priceTtc: 7490,
          stockQuantity: 4,
          isActive: false,
        },
      ],
    ]),
    colours: new Map([
      [IDS.colour, colour(IDS.colour, 'Gris Platine')],
      [IDS.twoTone, colour(IDS.twoTone, 'Blanc Nacré + Noir Étoilé (toit)')],
      [IDS.inactiveColour, colour(IDS.inactiveColour, 'Blanc Arctique', false)],
    ]),
    configs: new Map(
      configs.flatMap(
        (c) =>
          [
            [c.productKey, c],
            [c.id, c],
          ] as const,
      ),
    ),
    pro: {
      brandPercent: new Map([[IDS.brand, 10]]),
      categoryPercent: new Map([[IDS.category, 20]]),
      productPrice: new Map(),
      variantPrice: new Map([[IDS.thinner1l, 1590]]),
    },
    promotions: PROMOTIONS,
    carriers: CARRIERS,
  };
}

export const VISITOR_CALLER: Caller = { kind: 'visitor' };
export const PRO_CALLER: Caller = {
  kind: 'customer',
  userId: 'u1',
  email: 'atelier@example.fr',
  isAdmin: false,
  isVerifiedProfessional: true,
};
export const UNVERIFIED_PRO: Caller = { ...PRO_CALLER, isVerifiedProfessional: false };
