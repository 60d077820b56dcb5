import { describe, expect, it } from 'vitest';
import {
  addBlocker,
  configsForColour,
  initialSelection,
  needsPaintType,
  offeredPaintTypes,
  selectionPrice,
  shownPrice,
} from './configurator';
import { toPaintConfig } from './pricing';

const colour = { availableWater: false, availableSolvent: true, availableGlossDirect: true };

const pot = toPaintConfig({
  id: 'pot',
  productKey: 'peinture-pot',
  title: 'Peinture en pot',
  description: null,
  paintTypes: [
    'water',
    'solvent',
    { field: 'available_gloss_direct', value: 'gloss_direct_2k', label: 'Brillant Direct 2K' },
  ],
  volumes: ['0.5 L', '1 L'],
  hasVolumeFilter: true,
  pricing: {
    '0.5 L': {
      solvent: { price_ht: 20, price_ttc: 24 },
      gloss_direct_2k: { price_ht: 30, price_ttc: 36 },
    },
    '1 L': { solvent: { price_ht: 35, price_ttc: 42 } },
  },
});

const pen = toPaintConfig({
  id: 'pen',
  productKey: 'peinture-stylo',
  title: 'Stylo retouche',
  description: null,
  paintTypes: ['water', 'solvent'],
  volumes: ['20ml'],
  hasVolumeFilter: false,
  pricing: { '20ml': { price_ht: 12.46, price_ttc: 14.95 } },
});

/** A pen whose 20 ml price depends on the paint type. */
function penPricedByType(prices: Record<string, { price_ht: number; price_ttc: number }>) {
  return toPaintConfig({
    id: 'pen-by-type',
    productKey: 'peinture-stylo',
    title: 'Stylo de retouche',
    description: null,
    paintTypes: ['water', 'solvent'],
    volumes: ['20ml'],
    hasVolumeFilter: false,
    pricing: { '20ml': prices },
  });
}

describe('configurator rules', () => {
  it('offers only the paint types the colour is available in', () => {
    expect(offeredPaintTypes(pot, colour).map((o) => o.value)).toEqual([
      'solvent',
      'gloss_direct_2k',
    ]);
    expect(offeredPaintTypes(null, colour)).toEqual([]);
  });

  it('chooses the first available paint type and the first volume on load', () => {
    expect(initialSelection('peinture-pot', pot, colour)).toEqual({
      productKey: 'peinture-pot',
      paintType: 'solvent',
      volume: '0.5 L',
    });
  });

  it('does not choose a paint type for the pen', () => {
    expect(initialSelection('peinture-stylo', pen, colour)).toEqual({
      productKey: 'peinture-stylo',
      paintType: null,
      volume: '20ml',
    });
    expect(needsPaintType('peinture-stylo', pen, colour)).toBe(false);
  });

  it('has nothing to choose without a configuration', () => {
    expect(initialSelection('peinture-bombe', undefined, colour)).toEqual({
      productKey: 'peinture-bombe',
      paintType: null,
      volume: null,
    });
  });

  it('blocks adding without volume, without paint type (non-pen) or at price zero', () => {
    const base = initialSelection('peinture-pot', pot, colour);
    expect(addBlocker(base, pot, colour)).toBeNull();
    expect(selectionPrice(base, pot)).toEqual({ ttcCents: 2400, htCents: 2000 });
    expect(addBlocker({ ...base, volume: null }, pot, colour)).toBe('volume');
    expect(addBlocker({ ...base, volume: null, paintType: null }, pot, colour)).toBe('volume');
    expect(addBlocker({ ...base, paintType: null }, pot, colour)).toBe('paintType');
    expect(addBlocker({ ...base, volume: '1 L', paintType: 'gloss_direct_2k' }, pot, colour)).toBe(
      'price',
    );
    const penSelection = initialSelection('peinture-stylo', pen, colour);
    expect(addBlocker(penSelection, pen, colour)).toBeNull();
    expect(selectionPrice(penSelection, pen).ttcCents).toBe(1495);
  });

  it('asks the pen for a paint type when only a paint type gives it a price', () => {
    const penByType = penPricedByType({ solvent: { price_ht: 11.58, price_ttc: 13.9 } });
    const selection = initialSelection('peinture-stylo', penByType, colour);
    expect(selection.paintType).toBeNull();
    expect(selectionPrice(selection, penByType).ttcCents).toBe(0);
    expect(addBlocker(selection, penByType, colour)).toBe('paintType');
    expect(addBlocker({ ...selection, paintType: 'solvent' }, penByType, colour)).toBeNull();
  });

  it('sends the browser only what this colour can be ordered in, with the same outcomes', () => {
    const varnish = toPaintConfig({
      id: 'vernis',
      productKey: 'stylo-vernis',
      title: 'Stylo vernis de finition',
      description: 'Vernis brillant en stylo.',
      paintTypes: ['vernis'],
      volumes: ['20ml'],
      hasVolumeFilter: false,
      pricing: { '20ml': { price_ht: 8.29, price_ttc: 9.95 } },
    });
    const other = { ...pen, id: 'other', productKey: 'autre' };
    const slim = configsForColour(
      { 'peinture-pot': pot, 'peinture-stylo': pen, 'stylo-vernis': varnish, autre: other },
      colour,
    );
    expect(Object.keys(slim)).toEqual(['peinture-pot', 'peinture-stylo', 'stylo-vernis']);
    const slimPot = slim['peinture-pot']!;
    expect(slimPot.paintTypes.map((o) => o.value)).toEqual(['solvent', 'gloss_direct_2k']);
    expect(slimPot.pricing).toEqual(pot.pricing);
    expect(slim['stylo-vernis']).toMatchObject({ description: null, paintTypes: [] });
    expect(slim['stylo-vernis']!.pricing).toEqual(varnish.pricing);

    const waterOnly = {
      availableWater: true,
      availableSolvent: false,
      availableGlossDirect: false,
    };
    const waterPot = configsForColour({ 'peinture-pot': pot }, waterOnly)['peinture-pot']!;
    expect(waterPot.paintTypes.map((o) => o.value)).toEqual(['water']);
    expect(waterPot.pricing).toEqual({});
    for (const [config, slimConfig] of [
      [pot, slimPot],
      [pen, slim['peinture-stylo']!],
    ] as const) {
      for (const volume of [...config.volumes, null]) {
        for (const paintType of ['water', 'solvent', 'gloss_direct_2k', null]) {
          const selection = { productKey: config.productKey, paintType, volume };
          expect(addBlocker(selection, slimConfig, colour)).toBe(
            addBlocker(selection, config, colour),
          );
          if (offeredPaintTypes(config, colour).some((o) => o.value === paintType) || !paintType) {
            expect(selectionPrice(selection, slimConfig)).toEqual(
              selectionPrice(selection, config),
            );
          }
        }
      }
    }
  });

  it('shows the price the pen will cost: the lowest offered before a type is chosen, plus the varnish when ticked', () => {
    const penByType = penPricedByType({
      water: { price_ht: 12.42, price_ttc: 14.9 },
      solvent: { price_ht: 11.58, price_ttc: 13.9 },
    });
    const both = { availableWater: true, availableSolvent: true, availableGlossDirect: false };
    const waterOnly = { ...both, availableSolvent: false };
    const selection = initialSelection('peinture-stylo', penByType, both);
    expect(shownPrice(selection, penByType, both)).toEqual({
      ttcCents: 1390,
      htCents: 1158,
      from: true,
    });
    // Only what this colour is offered in.
    expect(shownPrice(selection, penByType, waterOnly).ttcCents).toBe(1490);
    const chosen = { ...selection, paintType: 'water' };
    expect(shownPrice(chosen, penByType, both)).toEqual({
      ttcCents: 1490,
      htCents: 1242,
      from: false,
    });
    const varnish = { ttcCents: 995, htCents: 829 };
    expect(shownPrice(chosen, penByType, both, varnish)).toEqual({
      ttcCents: 2485,
      htCents: 2071,
      from: false,
    });
    // Nothing priced: nothing shown as a price, the varnish alone is not a total.
    expect(shownPrice({ ...chosen, volume: '1 L' }, penByType, both, varnish).ttcCents).toBe(0);
  });

  it('shows the lowest price over the volumes when none is chosen', () => {
    const selection = { ...initialSelection('peinture-pot', pot, colour), volume: null };
    expect(shownPrice(selection, pot, colour)).toEqual({
      ttcCents: 2400,
      htCents: 2000,
      from: true,
    });
  });
});
