import { describe, expect, it } from 'vitest';
import { colourTiles, commonBase } from './tiles';
import type { ColourSummary } from './types';

function summary(url: string, extra: Partial<ColourSummary> = {}): ColourSummary {
  return {
    id: url,
    code: 'QNG',
    name: 'Gris Platine',
    category: 'auto',
    cssPreview: '#a7a9ab',
    specialEffect: 'metallise',
    manufacturerName: 'Renault',
    url,
    ...extra,
  };
}

describe('colour tiles', () => {
  it('finds the common folder of the addresses', () => {
    expect(
      commonBase(['/catalogue-couleur/auto/renault/a-1', '/catalogue-couleur/auto/renault/b-2']),
    ).toBe('/catalogue-couleur/auto/renault/');
    expect(commonBase(['/catalogue-couleur/auto/bmw/x', '/catalogue-couleur/moto/bmw/y'])).toBe(
      '/catalogue-couleur/',
    );
    expect(commonBase(['/catalogue-couleur/auto/re/x', '/catalogue-couleur/auto/rb/y'])).toBe(
      '/catalogue-couleur/auto/',
    );
    expect(commonBase(['/catalogue-couleur/auto/renault/qng'])).toBe(
      '/catalogue-couleur/auto/renault/',
    );
    expect(commonBase(['/a/b', 'c/d'])).toBe('');
    expect(commonBase([])).toBe('');
  });

  it('gives back every address, with the maker only on mixed lists', () => {
    const colours = [
      summary('/catalogue-couleur/auto/renault/qng-gris-platine'),
      summary('/catalogue-couleur/auto/bmw/475-noir-saphir', {
        code: '475',
        name: 'Noir Saphir',
        cssPreview: null,
        specialEffect: null,
        manufacturerName: 'BMW',
      }),
    ];
    const { base, tiles } = colourTiles(colours);
    expect(base).toBe('/catalogue-couleur/auto/');
    expect(tiles.map((tile) => base + tile[0])).toEqual(colours.map((c) => c.url));
    expect(tiles[1]).toEqual(['bmw/475-noir-saphir', '475', 'Noir Saphir', null, null]);
    expect(colourTiles(colours, true).tiles[1]![5]).toBe('BMW');
    expect(colourTiles([])).toEqual({ base: '', tiles: [] });
  });
});
