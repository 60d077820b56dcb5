import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { catalogueRewrites } from '@/lib/catalogue/rewrites';
import { colourListRewrites } from '@/lib/colours/rewrites';
import { compileQueryRewrites, queryRewritePath, type QueryRewrite } from './query-rewrites';

const RULES: QueryRewrite[] = [...catalogueRewrites(), ...colourListRewrites];
const compiled = compileQueryRewrites(RULES);

/** Next's own reading of the rules as `beforeFiles` rewrites (filesystem.js buildCustomRoute). */
function nextDestination(pathname: string, search: string): string | null {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  for (const rule of RULES) {
    const match = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(pathname);
    if (!match) continue;
    const has = matchHas({ headers: {} } as never, query, rule.has, rule.missing);
    if (!has) continue;
    const params: Record<string, unknown> = { ...match, ...has };
    return rule.destination.replace(/:(\w+)/g, (whole, name: string) =>
      params[name] === undefined ? whole : String(params[name]),
    );
  }
  return null;
}

const PATHS = [
  '/catalogue',
  '/Catalogue',
  '/detailing',
  '/equipement/x',
  '/produits/categorie/abrasifs',
  '/produits/categorie/abrasifs/vue/nom/2',
  '/marques/aerokolor',
  '/product/vernis-2k-hs-anti-rayures',
  '/product/a/b',
  '/catalogue-couleur/auto',
  '/catalogue-couleur/moto',
  '/catalogue-couleur/metallisee',
  '/catalogue-couleur/nacree',
  '/catalogue-couleur/nacrees',
  '/catalogue-couleur/auto/renault/qng-gris-platine',
  '/catalog',
  '/',
];

const QUERIES = [
  '',
  '?page=2',
  '?page=20',
  '?page=21',
  '?page=02',
  '?page=',
  '?page=deux',
  '?tri=nom',
  '?tri=prix-croissant&page=3',
  '?tri=hasard',
  '?tri=nom&marque=',
  '?tri=nom&marque=aerokolor',
  '?page=2&en_stock=1',
  '?prix_max=20',
  '?page=2&page=3',
  '?page=&page=',
  '?marque=a&marque=b',
  '?variante=7baab878-1223-437c-bd2b-d4b4d5ff33c2',
  '?variante=../../etc',
  '?variante=',
  '?manufacturer=renault',
  '?manufacturer=renault&page=4',
  '?manufacturer=renault&page=x',
  '?manufacturer=ren%20ault',
  '?manufacturer=',
  '?manufacturer=a&manufacturer=bmw',
  '?search=vernis',
  '?utm_source=x',
];

describe('queryRewritePath', () => {
  it("sends every path and query where Next's beforeFiles rewrites sent it", () => {
    let rewritten = 0;
    for (const path of PATHS) {
      for (const search of QUERIES) {
        const expected = nextDestination(path, search);
        if (expected) {
          rewritten++;
          // Next goes on through the later beforeFiles rules with the rewritten path: none of
          // them matches a twin route, so the first rule's destination is the last one.
          expect(nextDestination(expected, search), `${expected}${search}`).toBeNull();
        }
        expect(
          queryRewritePath(compiled, path, new URLSearchParams(search)),
          `${path}${search}`,
        ).toBe(expected);
      }
    }
    // The sample reaches the rules: a good share of it is rewritten, the rest is not.
    expect(rewritten).toBeGreaterThan(60);
    expect(rewritten).toBeLessThan(PATHS.length * QUERIES.length);
  });

  it('gives the twin routes of the listing, variant and colour-list addresses', () => {
    const at = (path: string, search: string) =>
      queryRewritePath(compiled, path, new URLSearchParams(search));
    expect(at('/produits/categorie/abrasifs', '?tri=nom&page=2')).toBe(
      '/produits/categorie/abrasifs/vue/nom/2',
    );
    expect(at('/catalogue', '?marque=aerokolor')).toBe('/catalogue/filtres');
    expect(at('/product/x', '?variante=7baab878-1223-437c-bd2b-d4b4d5ff33c2')).toBe(
      '/product/x/variante/7baab878-1223-437c-bd2b-d4b4d5ff33c2',
    );
    expect(at('/catalogue-couleur/auto', '?manufacturer=renault')).toBe(
      '/catalogue-couleur/auto/renault/page/1',
    );
    expect(at('/catalogue-couleur/metallisee', '')).toBe('/catalogue-couleur/metallisee/page/1');
    expect(at('/catalogue', '')).toBeNull();
    expect(at('/catalog', '?search=vernis')).toBeNull();
  });

  it('refuses a source form it cannot read as Next does', () => {
    expect(() => compileQueryRewrites([{ source: '/a/:rest*', destination: '/b' }])).toThrow();
  });
});
