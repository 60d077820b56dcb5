import { describe, expect, it } from 'vitest';
import { withSearch } from '@/lib/catalogue/filters';
import { buildHref, pageCount, parsePage, parseSlug } from './params';

describe('parsePage', () => {
  it('accepts page numbers and falls back to 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    for (const bad of [
      undefined,
      '',
      '0',
      '-1',
      '2.5',
      'abc',
      '99999',
      '1e3',
      "1' or 1=1",
      '\u0000',
    ])
      expect(parsePage(bad)).toBe(1);
  });
});

describe('parseSlug', () => {
  it('keeps slugs only', () => {
    expect(parseSlug('renault')).toBe('renault');
    expect(parseSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(parseSlug('../etc')).toBeNull();
    expect(parseSlug('')).toBeNull();
    expect(parseSlug(undefined)).toBeNull();
  });
});

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });
});

describe('buildHref', () => {
  it('keeps the given values and drops empty ones and page 1', () => {
    expect(buildHref('/catalog', { search: 'blanc nacré', page: 1, sort: 'nom' })).toBe(
      '/catalog?search=blanc+nacr%C3%A9&sort=nom',
    );
    expect(buildHref('/catalog', { search: 'a&b', page: 3, cpage: null })).toBe(
      '/catalog?search=a%26b&page=3',
    );
    expect(buildHref('/recherche-couleur', {})).toBe('/recherche-couleur');
  });
});

describe('withSearch (catalogue listing links of /catalog?search=)', () => {
  it('keeps the search term first, then the listing parameters', () => {
    expect(withSearch('blanc nacré', '?tri=nom&page=2')).toBe(
      '?search=blanc%20nacr%C3%A9&tri=nom&page=2',
    );
    expect(withSearch('a&b', '')).toBe('?search=a%26b');
    expect(withSearch(null, '?page=2')).toBe('?page=2');
  });
});
