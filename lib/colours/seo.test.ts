import { describe, expect, it } from 'vitest';
import { CARRIERS } from '@/tests/support/pricing-data';
import { toPaintConfig } from './pricing';
import { colourProductJsonLd } from './seo';
import type { Colour } from './types';

const colour: Colour = {
  id: 'c',
  code: 'QNG',
  name: 'Gris Platine',
  category: 'auto',
  cssPreview: '#888',
  imageUrl: null,
  manufacturer: { id: 'm', name: 'Renault', slug: 'renault' },
  availableWater: true,
  availableSolvent: false,
  availableGlossDirect: false,
  specialEffect: 'metallise',
  legacyCode: null,
};

const configs = {
  'peinture-pot': toPaintConfig({
    id: 'p',
    productKey: 'peinture-pot',
    title: 'Peinture en pot',
    description: null,
    paintTypes: ['water', 'solvent'],
    volumes: ['0.5 L', '1 L'],
    hasVolumeFilter: true,
    pricing: {
      '0.5 L': {
        water: { price_ht: 29.08, price_ttc: 34.9 },
        solvent: { price_ht: 1, price_ttc: 1.2 },
      },
      '1 L': { water: { price_ht: 49.92, price_ttc: 59.9 } },
    },
  }),
  'peinture-stylo': toPaintConfig({
    id: 's',
    productKey: 'peinture-stylo',
    title: 'Stylo de retouche',
    description: null,
    paintTypes: [],
    volumes: ['20ml'],
    hasVolumeFilter: false,
    pricing: { '20ml': { price_ht: 12.42, price_ttc: 14.9 } },
  }),
};

describe('colourProductJsonLd', () => {
  const data = colourProductJsonLd({
    colour,
    url: 'https://nuancier.fr/catalogue-couleur/auto/renault/qng-gris-platine',
    name: 'Peinture Renault QNG Gris Platine',
    description: 'Teinte d’origine.',
    configs,
    validUntil: '2025-02-01',
    carriers: CARRIERS,
  });

  it('describes the colour with an AggregateOffer over its product types', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'QNG',
      brand: { '@type': 'Brand', name: 'Renault' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: '14.90',
        highPrice: '59.90',
        offerCount: 2,
      },
    });
  });

  it('prices each product type on the paint types the colour is available in only', () => {
    const offers = (data.offers as { offers: Array<Record<string, unknown>> }).offers;
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ['Peinture en pot', '34.90'],
      ['Stylo de retouche', '14.90'],
    ]);
    expect(offers[0]).toMatchObject({
      priceValidUntil: '2025-02-01',
      shippingDetails: [
        {
          shippingRate: { value: '6.90', currency: 'EUR' },
          shippingDestination: { addressCountry: 'FR' },
        },
        {
          shippingRate: { value: '14.90', currency: 'EUR' },
          shippingDestination: { addressCountry: 'BE' },
        },
      ],
    });
  });

  it('leaves offers out when nothing is priced', () => {
    const bare = colourProductJsonLd({
      colour,
      url: 'u',
      name: 'n',
      description: 'd',
      configs: {},
      validUntil: '2025-02-01',
    });
    expect(bare.offers).toBeUndefined();
  });
});
