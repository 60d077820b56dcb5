/** Promotions and site settings of the demo shop. Amounts in cents, percentages in percent. */
export type PromotionSeed = {
  code: string;
  name: string;
  type: 'percentage' | 'fixed_amount' | 'free_shipping';
  value: number;
  minOrderAmount: number | null;
  maxDiscountAmount: number | null;
  isActive: boolean;
  /** Days relative to the seed run (negative = in the past); null valid_until = no end. */
  validFromDays: number;
  validUntilDays: number | null;
};

export const PROMOTIONS: ReadonlyArray<PromotionSeed> = [
  {
    code: 'BIENVENUE10',
    name: 'Bienvenue : 10 % sur votre première commande',
    type: 'percentage',
    value: 10,
    minOrderAmount: null,
    maxDiscountAmount: 5000,
    isActive: true,
    validFromDays: -90,
    validUntilDays: 3650,
  },
  {
    code: 'ATELIER15',
    name: '15 € offerts dès 100 € d’achat',
    type: 'fixed_amount',
    value: 1500,
    minOrderAmount: 10000,
    maxDiscountAmount: null,
    isActive: true,
    validFromDays: -30,
    validUntilDays: 3650,
  },
  {
    code: 'LIVRAISONOFFERTE',
    name: 'Livraison offerte',
    type: 'free_shipping',
    value: 0,
    minOrderAmount: null,
    maxDiscountAmount: null,
    isActive: true,
    validFromDays: -30,
    validUntilDays: 3650,
  },
  {
    code: 'TOUTGRATIS',
    name: 'Commande test à 1 € (livraison offerte)',
    type: 'free_shipping',
    value: 0,
    minOrderAmount: null,
    maxDiscountAmount: null,
    isActive: true,
    validFromDays: -365,
    validUntilDays: 3650,
  },
  {
    code: 'ETE2025',
    name: 'Soldes d’été : 20 % (expiré)',
    type: 'percentage',
    value: 20,
    minOrderAmount: null,
    maxDiscountAmount: 10000,
    isActive: true,
    validFromDays: -200,
    validUntilDays: -120,
  },
  {
    code: 'PRO5',
    name: '5 € de remise pour les professionnels (désactivé)',
    type: 'fixed_amount',
    value: 500,
    minOrderAmount: 5000,
    maxDiscountAmount: null,
    isActive: false,
    validFromDays: -60,
    validUntilDays: 3650,
  },
];

export const SITE_CONFIG = {
  social: {
    facebook: 'https://www.facebook.com/nuancier.peinture.auto',
    instagram: 'https://www.instagram.com/nuancier.peinture.auto',
    tiktok: '',
  },
  // Demo values, set in /admin/seo: the owner replaces them with the shop's own (issue 39 §5).
  legal: {
    mediatorName: 'CM2C – Centre de la médiation de la consommation de conciliateurs de justice',
    mediatorUrl: 'https://www.cm2c.net',
    idus: ['Emballages ménagers : FR123456_01XXXX'],
  },
};
