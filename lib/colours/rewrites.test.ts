import { describe, expect, it } from 'vitest';
import { colourListRewrites, isColourListUrl } from './rewrites';
import { colourListUrl } from '@/lib/urls';

describe('colour list rewrites', () => {
  it('recognises the maker list and finish section addresses only', () => {
    expect(isColourListUrl(colourListUrl('auto', 'renault'))).toBe(true);
    expect(isColourListUrl(colourListUrl('moto', 'ducati', 2))).toBe(true);
    expect(isColourListUrl('/catalogue-couleur/auto?page=2&manufacturer=bmw')).toBe(true);
    expect(isColourListUrl('/catalogue-couleur/auto')).toBe(false);
    expect(isColourListUrl('/catalogue-couleur/metallisee?page=2')).toBe(true);
    expect(isColourListUrl('/catalogue-couleur/nacree')).toBe(true);
    expect(isColourListUrl('/catalogue-couleur/nacrees')).toBe(false);
    expect(isColourListUrl('/catalogue-couleur/speciale/page/2')).toBe(false);
    expect(isColourListUrl('/catalogue-couleur/auto/renault/qng-gris-platine')).toBe(false);
  });

  it('sends the query to the internal list route, page 1 by default, anything else to 404', () => {
    expect(colourListRewrites.map((r) => r.destination)).toEqual([
      '/catalogue-couleur/:category/:maker/page/:page',
      '/catalogue-couleur/:category/:maker/page/1',
      '/catalogue-couleur/:category/-/page/1',
      '/catalogue-couleur/:section/page/:page',
      '/catalogue-couleur/:section/page/1',
    ]);
    expect(colourListRewrites[3]!.source).toBe(
      '/catalogue-couleur/:section(constructeur|speciale|metallisee|nacree)',
    );
    expect(colourListRewrites[0]!.source).toBe(
      '/catalogue-couleur/:category(auto|moto|industrie|utilitaires-et-poids-lourds)',
    );
  });
});
