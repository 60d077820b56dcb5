import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { LISTING_PARAM_KEYS } from './filters';
import { catalogueRewrites, VIEW_MAX_PAGE, viewSearchParams } from './rewrites';

/** Where Next sends a listing path with `query` (its own `has`/`missing` matcher), or null. */
function destinationFor(source: string, query: Record<string, string>) {
  for (const rule of catalogueRewrites().filter((r) => r.source === source)) {
    const params = matchHas({ headers: {} } as never, query, rule.has, rule.missing);
    if (params)
      return rule.destination.replace(/:(\w+)/g, (whole: string, name: string) =>
        String(params[name] ?? whole),
      );
  }
  return null;
}

describe('catalogueRewrites', () => {
  const rules = catalogueRewrites();

  it('sends every listing parameter of every listing address to its /filtres twin', () => {
    for (const key of LISTING_PARAM_KEYS) {
      const forKey = rules.filter((r) => r.has[0]?.key === key && !r.destination.includes('/vue/'));
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

  it('sends a sort order and/or an early page, and nothing else, to the cached view twin', () => {
    const category = '/produits/categorie/:slug';
    expect(destinationFor(category, { page: '2' })).toBe(
      '/produits/categorie/:slug/vue/pertinence/2',
    );
    expect(destinationFor(category, { tri: 'nom' })).toBe('/produits/categorie/:slug/vue/nom/1');
    expect(destinationFor(category, { tri: 'prix-croissant', page: '20' })).toBe(
      '/produits/categorie/:slug/vue/prix-croissant/20',
    );
    // A GET form's empty fields change nothing: still the cached view.
    expect(destinationFor(category, { tri: 'nom', marque: '', prix_min: '' })).toBe(
      '/produits/categorie/:slug/vue/nom/1',
    );
    expect(destinationFor('/marques/:slug', { page: '3' })).toBe('/marques/:slug/vue/pertinence/3');
  });

  it('keeps every other listing query per request on the /filtres twin', () => {
    const category = '/produits/categorie/:slug';
    for (const query of <Record<string, string>[]>[
      { page: '21' },
      { page: '02' },
      { page: 'deux' },
      { tri: 'hasard' },
      { tri: 'nom', marque: 'aerokolor' },
      { page: '2', en_stock: '1' },
      { prix_max: '20' },
    ]) {
      expect(destinationFor(category, query)).toBe('/produits/categorie/:slug/filtres');
    }
  });

  it('reads a view route back as its query, and refuses what no rewrite produces', () => {
    expect(viewSearchParams({ tri: 'nom', page: '2' })).toEqual({ tri: 'nom', page: '2' });
    expect(viewSearchParams({ tri: 'nom', page: String(VIEW_MAX_PAGE + 1) })).toBeNull();
    expect(viewSearchParams({ tri: 'nom', page: '0' })).toBeNull();
    expect(viewSearchParams({ tri: 'au-hasard', page: '1' })).toBeNull();
  });
});
