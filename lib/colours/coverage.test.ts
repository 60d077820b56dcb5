import { describe, expect, it } from 'vitest';
import { suggestCoverage, type AvailableVolumes } from './coverage';

const volumes: AvailableVolumes = {
  'peinture-pot': ['0.5 L', '1 L', '2 L'],
  'peinture-bombe': ['400ml'],
  'peinture-stylo': ['20ml'],
};

describe('suggestCoverage', () => {
  it('suggests a pen for a chip up to 3 cm', () => {
    expect(suggestCoverage({ mode: 'damage', lengthCm: 2 }, volumes)).toEqual({
      productKey: 'peinture-stylo',
      volume: '20ml',
      quantity: 1,
      areaM2: 0,
    });
    expect(
      suggestCoverage({ mode: 'damage', lengthCm: 3, widthCm: 0.5 }, volumes)?.productKey,
    ).toBe('peinture-stylo');
  });

  it('suggests an aerosol for a damage up to 40 cm', () => {
    expect(suggestCoverage({ mode: 'damage', lengthCm: 25, widthCm: 10 }, volumes)).toEqual({
      productKey: 'peinture-bombe',
      volume: '400ml',
      quantity: 1,
      areaM2: 0.03,
    });
  });

  it('reads a larger damage as a surface', () => {
    expect(suggestCoverage({ mode: 'damage', lengthCm: 120, widthCm: 100 }, volumes)).toEqual({
      productKey: 'peinture-bombe',
      volume: '400ml',
      quantity: 2,
      areaM2: 1.2,
    });
    expect(suggestCoverage({ mode: 'damage', lengthCm: 200, widthCm: 150 }, volumes)).toEqual({
      productKey: 'peinture-pot',
      volume: '1 L',
      quantity: 1,
      areaM2: 3,
    });
  });

  it('suggests aerosols up to 1.5 m², one per m²', () => {
    expect(suggestCoverage({ mode: 'surface', areaM2: 0.4 }, volumes)).toMatchObject({
      productKey: 'peinture-bombe',
      quantity: 1,
    });
    expect(suggestCoverage({ mode: 'surface', areaM2: 1.5 }, volumes)).toMatchObject({
      productKey: 'peinture-bombe',
      quantity: 2,
    });
  });

  it('suggests the smallest pot that is enough, else several of the largest', () => {
    expect(suggestCoverage({ mode: 'surface', areaM2: 2 }, volumes)).toEqual({
      productKey: 'peinture-pot',
      volume: '0.5 L',
      quantity: 1,
      areaM2: 2,
    });
    expect(suggestCoverage({ mode: 'surface', areaM2: 8 }, volumes)).toMatchObject({
      volume: '2 L',
      quantity: 1,
    });
    expect(suggestCoverage({ mode: 'surface', areaM2: 12 }, volumes)).toMatchObject({
      volume: '2 L',
      quantity: 2,
    });
  });

  it('falls back to pots when aerosols or pens are not sold', () => {
    expect(
      suggestCoverage({ mode: 'damage', lengthCm: 2 }, { 'peinture-pot': ['1 L'] }),
    ).toMatchObject({ productKey: 'peinture-pot', volume: '1 L', quantity: 1 });
    expect(suggestCoverage({ mode: 'surface', areaM2: 9 }, {})).toEqual({
      productKey: 'peinture-pot',
      volume: null,
      quantity: 3,
      areaM2: 9,
    });
  });

  it('refuses sizes that are not positive or out of bounds', () => {
    expect(suggestCoverage({ mode: 'surface', areaM2: 0 }, volumes)).toBeNull();
    expect(suggestCoverage({ mode: 'surface', areaM2: Number.NaN }, volumes)).toBeNull();
    expect(suggestCoverage({ mode: 'surface', areaM2: 101 }, volumes)).toBeNull();
    expect(suggestCoverage({ mode: 'damage', lengthCm: -1 }, volumes)).toBeNull();
    expect(suggestCoverage({ mode: 'damage', lengthCm: 10, widthCm: 0 }, volumes)).toBeNull();
  });
});
