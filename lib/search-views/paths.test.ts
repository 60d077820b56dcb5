import { describe, expect, it } from 'vitest';
import {
  catalogSearchParams,
  colourSearchParams,
  decodeTerm,
  encodeTerm,
  searchViewPath,
} from './paths';

const view = (path: string) => {
  const url = new URL(path, 'http://boutique.test');
  return searchViewPath(url.pathname, url.searchParams);
};

describe('search addresses served from the cache', () => {
  it('keys /catalog on the normalised term, the sort and the pages', () => {
    const path = view('/catalog?search=vernis');
    expect(path).toBe(`/catalog/resultats/${encodeTerm('vernis')}/pertinence/1/1`);
    // Blanks and an explicit default are the same search: the same entry.
    expect(view('/catalog?search=%20%20vernis%20&tri=pertinence&page=1')).toBe(path);
    expect(view('/catalog?search=vernis&tri=nom&page=3&cpage=2')).toBe(
      `/catalog/resultats/${encodeTerm('vernis')}/nom/3/2`,
    );
  });

  it('leaves filters, deep pages, odd values and short terms to the per-request page', () => {
    for (const path of [
      '/catalog?search=vernis&en_stock=1',
      '/catalog?search=vernis&marque=sikkens',
      '/catalog?search=vernis&page=21',
      '/catalog?search=vernis&page=abc',
      '/catalog?search=vernis&tri=hasard',
      '/catalog?search=vernis&search=blanc',
      '/catalog?search=v',
      '/catalog?search=vernis&utm_source=x',
      '/catalogue?search=vernis',
    ]) {
      expect(view(path), path).toBeNull();
    }
  });

  it('keys the colour searches on the term, the maker and the page', () => {
    expect(view('/couleurs-recherche?q=blanc')).toBe(
      `/couleurs-recherche/resultats/${encodeTerm('blanc')}/-/1`,
    );
    expect(view('/recherche-couleur')).toBe(`/recherche-couleur/resultats/t/-/1`);
    expect(view('/recherche-couleur?q=Blanc%20nacr%C3%A9&manufacturer=Renault&page=2')).toBe(
      `/recherche-couleur/resultats/${encodeTerm('Blanc nacré')}/renault/2`,
    );
    expect(view('/recherche-couleur?q=blanc&page=99')).toBeNull();
    expect(view('/recherche-couleur?q=blanc&couleur=1')).toBeNull();
  });

  it('reads back exactly what it wrote, and refuses an address typed by hand', () => {
    for (const term of ['vernis', 'Blanc nacré', '50/50 % ?#', 'm0lz', '']) {
      expect(decodeTerm(encodeTerm(term))).toBe(term);
    }
    expect(decodeTerm(encodeTerm(' vernis '))).toBeNull();
    expect(decodeTerm('vernis')).toBeNull();
    const params = { terme: encodeTerm('vernis'), tri: 'nom', page: '2', cpage: '1' };
    expect(catalogSearchParams(params)).toEqual({
      search: 'vernis',
      tri: 'nom',
      page: '2',
      cpage: '1',
    });
    expect(catalogSearchParams({ ...params, page: '21' })).toBeNull();
    expect(catalogSearchParams({ ...params, tri: 'hasard' })).toBeNull();
    expect(
      colourSearchParams({ terme: encodeTerm('blanc'), marque: 'renault', page: '1' }),
    ).toEqual({ q: 'blanc', manufacturer: 'renault', page: '1' });
    expect(
      colourSearchParams({ terme: encodeTerm('blanc'), marque: 'Renault', page: '1' }),
    ).toBeNull();
  });
});
