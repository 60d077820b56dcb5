import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  hasMultipleChoices,
  MAX_FACET_CHOICES,
  listingQuery,
  listingSearch,
  MAX_PAGE,
  parseListingFilters,
  parsePrice,
  type KnownCategory,
} from './filters';

/** The database's active categories, one of them added by the admin (not in the seed). */
const CATS: KnownCategory[] = [
  { slug: 'vernis', section: 'carrosserie' },
  { slug: 'abrasifs', section: 'carrosserie' },
  { slug: 'ajout-admin', section: 'detailing' },
];

describe('parsePrice', () => {
  it('reads euros with a dot or a comma into cents', () => {
    expect(parsePrice('12')).toBe(1200);
    expect(parsePrice('12.5')).toBe(1250);
    expect(parsePrice('12,50')).toBe(1250);
    expect(parsePrice(' 7 € ')).toBe(700);
    expect(parsePrice(['30', '40'])).toBe(3000);
  });

  it('ignores garbage, negative, over-precise and huge values', () => {
    for (const bad of ['abc', '-5', '1e3', '12.345', '', '0x10', 'Infinity', '99999999']) {
      expect(parsePrice(bad)).toBeNull();
    }
    expect(parsePrice(undefined)).toBeNull();
  });
});

describe('parseListingFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListingFilters({})).toEqual(DEFAULT_FILTERS);
  });

  it('reads every parameter', () => {
    expect(
      parseListingFilters({
        categorie: 'abrasifs',
        marque: '3m',
        prix_min: '10',
        prix_max: '50',
        en_stock: '1',
        tri: 'prix-decroissant',
        page: '3',
      }),
    ).toEqual({
      categories: ['abrasifs'],
      brands: ['3m'],
      minPrice: 1000,
      maxPrice: 5000,
      inStock: true,
      sort: 'prix-decroissant',
      page: 3,
    });
  });

  it('clamps or ignores bad values instead of failing', () => {
    const f = parseListingFilters({
      categorie: '<script>',
      marque: 'A B',
      prix_min: 'cher',
      prix_max: '-3',
      en_stock: 'peut-être',
      tri: 'random',
      page: '-4',
    });
    expect(f).toEqual(DEFAULT_FILTERS);
    expect(parseListingFilters({ page: '0' }).page).toBe(1);
    expect(parseListingFilters({ page: '2.5' }).page).toBe(1);
    expect(parseListingFilters({ page: '999999999' }).page).toBe(MAX_PAGE);
  });

  it('swaps a minimum above the maximum and drops a zero minimum', () => {
    const f = parseListingFilters({ prix_min: '80', prix_max: '20' });
    expect([f.minPrice, f.maxPrice]).toEqual([2000, 8000]);
    expect(parseListingFilters({ prix_min: '0' }).minPrice).toBeNull();
  });

  it('reads URLSearchParams too, lower-casing slugs', () => {
    const f = parseListingFilters(new URLSearchParams('marque=MIRKA&en_stock=on'));
    expect(f.brands).toEqual(['mirka']);
    expect(f.inStock).toBe(true);
  });

  it('reads several brands and categories, repeated or as a comma list, sorted and distinct', () => {
    const f = parseListingFilters(
      new URLSearchParams('marque=vernilux&marque=3m&marque=VERNILUX&categorie=vernis,abrasifs'),
    );
    expect(f.brands).toEqual(['3m', 'vernilux']);
    expect(f.categories).toEqual(['abrasifs', 'vernis']);
    expect(parseListingFilters({ marque: ['mirka', '<b>', 'a b', '3m'] }).brands).toEqual([
      '3m',
      'mirka',
    ]);
    const many = Array.from({ length: 50 }, (_, i) => `m${i}`);
    expect(parseListingFilters({ marque: many }).brands).toHaveLength(MAX_FACET_CHOICES);
  });
});

describe('listingQuery', () => {
  it('lets the page scope win over the URL', () => {
    const q = listingQuery(
      { categories: ['vernis'], brands: ['3m'] },
      { category: 'abrasifs' },
      CATS,
    );
    expect(q.categories).toEqual(['abrasifs']);
    expect(q.brands).toEqual(['3m']);
    expect(listingQuery({ brands: ['3m', 'sia'] }, { brand: 'mirka' }, CATS).brands).toEqual([
      'mirka',
    ]);
  });

  it('keeps a category of the database that the code does not know (added by the admin)', () => {
    expect(listingQuery({ categories: ['ajout-admin'] }, {}, CATS).categories).toEqual([
      'ajout-admin',
    ]);
    expect(
      listingQuery({ categories: ['ajout-admin'] }, { section: 'detailing' }, CATS).categories,
    ).toEqual(['ajout-admin']);
    expect(listingQuery({ categories: ['ajout-admin'] }, {}, []).categories).toEqual([]);
  });

  it('keeps the known categories of several, in the section', () => {
    const q = listingQuery({ categories: ['abrasifs', 'inconnue', 'vernis'] }, {}, CATS);
    expect(q.categories).toEqual(['abrasifs', 'vernis']);
    const inSection = listingQuery(
      { categories: ['abrasifs', 'ajout-admin'] },
      { section: 'detailing' },
      CATS,
    );
    expect(inSection.categories).toEqual(['ajout-admin']);
  });

  it('drops an unknown category, or one outside the section', () => {
    expect(listingQuery({ categories: ['inconnue'] }, {}, CATS).categories).toEqual([]);
    expect(
      listingQuery({ categories: ['vernis'] }, { section: 'detailing' }, CATS).categories,
    ).toEqual([]);
    expect(
      listingQuery({ categories: ['vernis'] }, { section: 'carrosserie' }, CATS).categories,
    ).toEqual(['vernis']);
  });

  it('normalises the search term', () => {
    expect(listingQuery({}, { search: '  vernis   2K ' }, CATS).search).toBe('vernis 2K');
    expect(listingQuery({}, { search: '   ' }, CATS).search).toBeNull();
  });

  it('gives equal objects for equal listings (the cache key)', () => {
    const a = listingQuery(parseListingFilters({ tri: 'nom', page: '1' }), {}, CATS);
    const b = listingQuery(parseListingFilters({ tri: 'nom', junk: 'x' }), {}, CATS);
    expect(a).toEqual(b);
  });
});

describe('listingSearch', () => {
  it('writes only what differs from the defaults, in a stable order', () => {
    expect(listingSearch({})).toBe('');
    expect(
      listingSearch({ page: 2, brands: ['3m'], minPrice: 1050, sort: 'nom', inStock: true }),
    ).toBe('?marque=3m&prix_min=10.5&en_stock=1&tri=nom&page=2');
  });

  it('leaves out what the page fixes', () => {
    expect(listingSearch({ categories: ['abrasifs'], brands: ['3m'] }, { category: true })).toBe(
      '?marque=3m',
    );
    expect(listingSearch({ brands: ['3m'] }, { brand: true })).toBe('');
  });

  it('writes several choices as repeated parameters', () => {
    expect(listingSearch({ brands: ['3m', 'mirka'], categories: ['vernis'] })).toBe(
      '?categorie=vernis&marque=3m&marque=mirka',
    );
  });

  it('round-trips through the parser', () => {
    const filters = parseListingFilters({
      categorie: 'mastics',
      prix_max: '19.9',
      tri: 'prix-croissant',
      page: '4',
    });
    const again = parseListingFilters(new URLSearchParams(listingSearch(filters)));
    expect(again).toEqual(filters);
  });

  it('tells when a facet holds several choices (such pages are not indexed)', () => {
    expect(hasMultipleChoices({ categories: ['vernis'], brands: ['3m'] })).toBe(false);
    expect(hasMultipleChoices({ categories: [], brands: ['3m', 'mirka'] })).toBe(true);
    expect(hasMultipleChoices({ categories: ['vernis', 'abrasifs'], brands: [] })).toBe(true);
  });

  it('tells whether a shopper filtered', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, page: 3, sort: 'nom' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, inStock: true })).toBe(true);
  });
});
