import { describe, expect, it } from 'vitest';
import { colourFeedItemsFrom } from './colour-items';
import { toPaintConfig } from '@/lib/colours/pricing';
import type { ColourListing } from '@/lib/colours/types';

const pot = toPaintConfig({
  id: 'p',
  productKey: 'peinture-pot',
  title: 'Peinture en pot',
  description: null,
  paintTypes: ['water', 'solvent'],
  volumes: ['0.5 L', '1 L'],
  hasVolumeFilter: true,
  pricing: {
    '0.5 L': {
      water: { price_ht: 24.92, price_ttc: 29.9 },
      solvent: { price_ht: 23.25, price_ttc: 27.9 },
    },
  },
});

const colour = (over: Partial<ColourListing>): ColourListing => ({
  id: 'c1',
  code: 'QNG',
  name: 'Gris Platine',
  category: 'auto',
  cssPreview: null,
  specialEffect: null,
  manufacturerName: 'Renault',
  manufacturerSlug: 'renault',
  url: '/catalogue-couleur/auto/renault/qng-gris-platine',
  availableWater: true,
  availableSolvent: true,
  availableGlossDirect: false,
  ...over,
});

describe('colourFeedItemsFrom', () => {
  const build = (colours: ColourListing[]) =>
    colourFeedItemsFrom({
      colours,
      config: pot,
      imagePath: '/images/products/pot.svg',
      siteUrl: 'https://nuancier.fr',
      shopName: 'Nuancier',
      describe: (c) => `Teinte ${c.name}`,
    });

  it('offers the pot at the price the colour page shows on arrival, without identifiers', () => {
    expect(build([colour({})])).toEqual([
      {
        id: 'couleur-c1-pot',
        title: 'Peinture en pot Renault QNG Gris Platine',
        description: 'Teinte Gris Platine',
        link: 'https://nuancier.fr/catalogue-couleur/auto/renault/qng-gris-platine?type=peinture-pot',
        imageLink: 'https://nuancier.fr/images/products/pot.svg',
        availability: 'in_stock',
        priceCents: 2990,
        brand: 'Renault',
        mpn: null,
        googleProductCategory:
          'Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Paint',
        productType: 'Peinture à la teinte > Pot',
      },
    ]);
  });

  it('uses the first paint type the colour is available in', () => {
    expect(build([colour({ availableWater: false })])[0]!.priceCents).toBe(2790);
  });

  it('leaves out two-tone colours, unpriced colours and everything without configuration', () => {
    expect(build([colour({ name: 'Blanc + Noir (toit)' })])).toEqual([]);
    expect(build([colour({ availableWater: false, availableSolvent: false })])).toEqual([]);
    expect(
      colourFeedItemsFrom({
        colours: [colour({})],
        config: undefined,
        imagePath: undefined,
        siteUrl: 'https://nuancier.fr',
        shopName: 'Nuancier',
        describe: () => '',
      }),
    ).toEqual([]);
  });

  it('falls back to the shop name and placeholder picture', () => {
    const [item] = colourFeedItemsFrom({
      colours: [colour({ manufacturerName: null })],
      config: pot,
      imagePath: undefined,
      siteUrl: 'https://nuancier.fr/',
      shopName: 'Nuancier',
      describe: () => 'd',
    });
    expect(item).toMatchObject({
      brand: 'Nuancier',
      title: 'Peinture en pot QNG Gris Platine',
      imageLink: 'https://nuancier.fr/images/placeholder-product.svg',
    });
  });
});
