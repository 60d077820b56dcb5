import { describe, expect, it } from 'vitest';
import { kitColourPart, kitPrice, kitStock } from './price';

const BOMBE = {
  paintTypes: [
    { field: 'available_water', value: 'water', label: 'Hydro' },
    { field: 'available_solvent', value: 'solvent', label: 'Solvantée' },
  ],
  volumes: ['400ml'],
  pricing: {
    '400ml': {
      water: { price_ht: 22.42, price_ttc: 26.9 },
      solvent: { price_ht: 20.75, price_ttc: 24.9 },
    },
  },
} as unknown as Parameters<typeof kitColourPart>[0];

const colour = (water: boolean, solvent: boolean) => ({
  availableWater: water,
  availableSolvent: solvent,
  availableGlossDirect: false,
});

describe('kitPrice', () => {
  it('is the sum of the parts minus the discount, rounded to the cent', () => {
    const parts = [
      { unitTtc: 2690, retailTtc: 2690, quantity: 1 },
      { unitTtc: 1690, retailTtc: 1690, quantity: 2 },
    ];
    // 60,70 € less 15 % = 51,595 → 51,59 € (9,105 € off rounds to 9,11 €).
    expect(kitPrice(parts, 15)).toEqual({ unitTtc: 5159, retailTtc: 5159 });
    expect(kitPrice(parts, 0).unitTtc).toBe(6070);
  });

  it('keeps the retail price beside a professional one', () => {
    expect(kitPrice([{ unitTtc: 800, retailTtc: 1000, quantity: 1 }], 10)).toEqual({
      unitTtc: 720,
      retailTtc: 900,
    });
  });
});

describe('kitStock', () => {
  it('is the least floor(stock / quantity) over counted components', () => {
    expect(
      kitStock([
        { stock: 5, quantity: 1 },
        { stock: 7, quantity: 2 },
        { stock: null, quantity: 4 },
      ]),
    ).toBe(3);
    expect(kitStock([{ stock: 1, quantity: 2 }])).toBe(0);
  });

  it('is null when no component counts its stock (made to order)', () => {
    expect(kitStock([{ stock: null, quantity: 1 }])).toBeNull();
  });
});

describe('kitColourPart', () => {
  it('takes the first paint type the colour is made in, at the first volume', () => {
    expect(kitColourPart(BOMBE, colour(true, true))).toEqual({
      paintType: 'water',
      volume: '400ml',
      unitTtc: 2690,
    });
    expect(kitColourPart(BOMBE, colour(false, true))).toMatchObject({ paintType: 'solvent' });
  });

  it('is null when the colour is made in none of the packaging’s paint types', () => {
    expect(kitColourPart(BOMBE, colour(false, false))).toBeNull();
  });
});
