import { describe, expect, it } from 'vitest';
import { LISTING_PARAM_KEYS } from './filters';
import { catalogueRewrites } from './rewrites';

describe('catalogueRewrites', () => {
  const rules = catalogueRewrites();

  it('sends every listing parameter of every listing address to its /filtres twin', () => {
    for (const key of LISTING_PARAM_KEYS) {
      const forKey = rules.filter((r) => r.has[0]?.key === key);
      expect(forKey.map((r) => r.destination).sort()).toEqual([
        '/:listing/filtres',
        '/marques/:slug/filtres',
        '/produits/categorie/:slug/filtres',
      ]);
    }
  });

  it('sends a UUID variant to the variant route', () => {
    const variant = rules.find((r) => r.has[0]?.key === 'variante');
    expect(variant?.destination).toBe('/product/:slug/variante/:variante');
    const pattern = new RegExp(`^${variant?.has[0]?.value}$`);
    expect(pattern.test('7baab878-1223-437c-bd2b-d4b4d5ff33c2')).toBe(true);
    expect(pattern.test('../../etc')).toBe(false);
  });

  it('covers the catalogue and the four section addresses', () => {
    const source = rules[0]?.source ?? '';
    for (const path of [
      'catalogue',
      'produits-carrosserie',
      'materiel-outillage',
      'equipement',
      'detailing',
    ]) {
      expect(source).toContain(path);
    }
  });
});
