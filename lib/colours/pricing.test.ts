import { describe, expect, it } from 'vitest';
import {
  normalisePricing,
  parseVolumeLiters,
  priceFor,
  priceRange,
  centsOf,
  toPaintConfig,
} from './pricing';

const pot = toPaintConfig({
  id: 'c1',
  productKey: 'peinture-pot',
  title: 'Peinture en pot',
  description: null,
  paintTypes: ['water', { field: 'available_solvent', value: 'solvent', label: 'Solvantée' }],
  volumes: ['0.5 L', '1 L', '2 L'],
  hasVolumeFilter: true,
  pricing: {
    '0.5 L': {
      water: { price_ht: 24.92, price_ttc: 29.9 },
      solvent: { price_ht: 22.42, price_ttc: 26.9 },
    },
    '1 L': { water: { price_ht: 41.58, price_ttc: 49.9 } },
    '2 L': {},
  },
});

const varnish = toPaintConfig({
  id: 'c4',
  productKey: 'stylo-vernis',
  title: 'Stylo vernis',
  description: null,
  paintTypes: [],
  volumes: ['20ml'],
  hasVolumeFilter: false,
  pricing: { '20ml': { price_ht: 8.29, price_ttc: 9.95 } },
});

describe('parseVolumeLiters', () => {
  it.each([
    ['0.5 L', 0.5],
    ['1 L', 1],
    ['2 L', 2],
    ['1,5 L', 1.5],
    ['400ml', 0.4],
    ['400 mL', 0.4],
    ['20ml', 0.02],
    ['1L', 1],
    ['3', 3],
    ['0,75 litre', 0.75],
  ])('%s → %s L', (text, litres) => {
    expect(parseVolumeLiters(text)).toBe(litres);
  });

  it.each(['', 'un litre', '1 kg', '-1 L', '0 L', 'L'])('refuses %j', (text) => {
    expect(parseVolumeLiters(text)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(parseVolumeLiters(null)).toBeNull();
    expect(parseVolumeLiters(undefined)).toBeNull();
  });
});

describe('priceFor', () => {
  it('reads the price by volume then paint type', () => {
    expect(priceFor(pot, '0.5 L', 'water')).toEqual({ ttcCents: 2990, htCents: 2492 });
    expect(priceFor(pot, '0.5 L', 'solvent')).toEqual({ ttcCents: 2690, htCents: 2242 });
    expect(priceFor(pot, '1 L', 'water')).toEqual({ ttcCents: 4990, htCents: 4158 });
  });

  it('reads the price directly by volume when the configuration has no paint types', () => {
    expect(priceFor(varnish, '20ml', null)).toEqual({ ttcCents: 995, htCents: 829 });
  });

  it('matches a volume written differently by its quantity', () => {
    expect(priceFor(varnish, '20 mL', null).ttcCents).toBe(995);
    expect(priceFor(pot, '1L', 'water').ttcCents).toBe(4990);
  });

  it('is zero when the volume, the paint type or the price is missing', () => {
    expect(priceFor(pot, '1 L', 'solvent')).toEqual({ ttcCents: 0, htCents: 0 });
    expect(priceFor(pot, '2 L', 'water')).toEqual({ ttcCents: 0, htCents: 0 });
    expect(priceFor(pot, '5 L', 'water')).toEqual({ ttcCents: 0, htCents: 0 });
    expect(priceFor(pot, '0.5 L', null)).toEqual({ ttcCents: 0, htCents: 0 });
    expect(priceFor(pot, null, 'water')).toEqual({ ttcCents: 0, htCents: 0 });
    expect(priceFor(null, '1 L', 'water')).toEqual({ ttcCents: 0, htCents: 0 });
  });

  it('rounds to two decimals', () => {
    const config = toPaintConfig({
      ...{ id: 'x', productKey: 'peinture-bombe', title: 'Bombe', description: null },
      paintTypes: ['solvent'],
      volumes: ['400ml'],
      hasVolumeFilter: true,
      pricing: { '400ml': { solvent: { price_ht: '19.9916', price_ttc: 23.98999 } } },
    });
    expect(priceFor(config, '400ml', 'solvent')).toEqual({ ttcCents: 2399, htCents: 1999 });
  });

  it('derives HT from TTC when the configuration gives none', () => {
    const pricing = normalisePricing({ '20ml': { price_ttc: 12 } });
    expect(priceFor({ pricing }, '20ml', null)).toEqual({ ttcCents: 1200, htCents: 1000 });
  });
});

describe('normalisePricing', () => {
  it('drops unusable entries', () => {
    expect(normalisePricing(null)).toEqual({});
    expect(normalisePricing([1, 2])).toEqual({});
    expect(normalisePricing({ '1 L': 'cher', '2 L': { water: { price_ht: 1 } } })).toEqual({});
  });
});

describe('centsOf', () => {
  it('rounds half up on the cent and maps non-numbers to zero', () => {
    expect(centsOf(1.005)).toBe(101);
    expect(centsOf(29.9)).toBe(2990);
    expect(centsOf(Number.NaN)).toBe(0);
  });
});

describe('priceRange', () => {
  it('spans the positive prices of the given paint types', () => {
    expect(priceRange(pot, ['water', 'solvent'])).toEqual({ low: 2690, high: 4990 });
    expect(priceRange(pot, ['water'])).toEqual({ low: 2990, high: 4990 });
    expect(priceRange(pot, ['gloss_direct'])).toBeNull();
    expect(priceRange(varnish, [])).toEqual({ low: 995, high: 995 });
  });
});
