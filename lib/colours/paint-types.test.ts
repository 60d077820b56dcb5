import { describe, expect, it } from 'vitest';
import {
  availablePaintTypes,
  colourPaintFamilies,
  normalisePaintType,
  normalisePaintTypes,
  packagingOf,
} from './paint-types';

const colour = { availableWater: true, availableSolvent: false, availableGlossDirect: true };

describe('normalisePaintType', () => {
  it('reads value strings, field strings and objects', () => {
    expect(normalisePaintType('water')).toEqual({
      field: 'available_water',
      value: 'water',
      label: "Hydro (à l'eau)",
    });
    expect(normalisePaintType('available_solvent')).toEqual({
      field: 'available_solvent',
      value: 'solvent',
      label: 'Solvantée',
    });
    expect(
      normalisePaintType({
        field: 'available_gloss_direct',
        value: 'gloss_direct_2k',
        label: 'BD 2K',
      }),
    ).toEqual({ field: 'available_gloss_direct', value: 'gloss_direct_2k', label: 'BD 2K' });
    expect(normalisePaintType({ value: 'gloss_direct_1k' })).toEqual({
      field: 'available_gloss_direct',
      value: 'gloss_direct_1k',
      label: 'Brillant Direct 1K',
    });
  });

  it('rejects unknown entries', () => {
    expect(normalisePaintType('acrylique')).toBeNull();
    expect(normalisePaintType(42)).toBeNull();
    expect(normalisePaintType({ label: 'x' })).toBeNull();
  });

  it('keeps each value once', () => {
    expect(
      normalisePaintTypes(['water', 'available_water', 'solvent']).map((o) => o.value),
    ).toEqual(['water', 'solvent']);
    expect(normalisePaintTypes('water')).toEqual([]);
  });
});

describe('availablePaintTypes', () => {
  it('offers only what the colour is available in, gloss direct variants included', () => {
    const options = normalisePaintTypes([
      'water',
      'solvent',
      { field: 'available_gloss_direct', value: 'gloss_direct_1k', label: 'Brillant Direct 1K' },
      { field: 'available_gloss_direct', value: 'gloss_direct_2k', label: 'Brillant Direct 2K' },
    ]);
    expect(availablePaintTypes(options, colour).map((o) => o.value)).toEqual([
      'water',
      'gloss_direct_1k',
      'gloss_direct_2k',
    ]);
    expect(
      availablePaintTypes(options, {
        availableWater: false,
        availableSolvent: true,
        availableGlossDirect: false,
      }).map((o) => o.value),
    ).toEqual(['solvent']);
  });
});

describe('colourPaintFamilies and packagingOf', () => {
  it('lists the families of a colour', () => {
    expect(colourPaintFamilies(colour)).toEqual([
      'water',
      'gloss_direct',
      'gloss_direct_1k',
      'gloss_direct_2k',
    ]);
  });

  it('maps product types to packaging, pot by default', () => {
    expect(packagingOf('peinture-pot')).toBe('pot');
    expect(packagingOf('peinture-bombe')).toBe('bombe');
    expect(packagingOf('peinture-stylo')).toBe('stylo');
    expect(packagingOf('stylo-vernis')).toBe('stylo');
    expect(packagingOf('autre')).toBe('pot');
  });
});
