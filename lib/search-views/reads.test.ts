import { describe, expect, it } from 'vitest';
import { searchReads } from './reads';

describe('searchReads', () => {
  it('reads once for a plain search, answered per request only the first time', () => {
    expect(searchReads('/catalog', { search: 'vernis' })).toBe('once');
    expect(searchReads('/catalog', { search: 'vernis', tri: 'prix-croissant', page: '2' })).toBe(
      'once',
    );
    expect(searchReads('/couleurs-recherche', { q: 'blanc' })).toBe('once');
    expect(searchReads('/recherche-couleur', { q: 'blanc', manufacturer: 'renault' })).toBe('once');
  });

  it('reads through the cache for a search rendered per request each time', () => {
    // A filter, a page beyond 20, a repeated or an unknown parameter: no twin route.
    expect(searchReads('/catalog', { search: 'vernis', en_stock: '1' })).toBe('cached');
    expect(searchReads('/catalog', { search: 'vernis', page: '21' })).toBe('cached');
    expect(searchReads('/catalog', { search: ['vernis', 'mastic'] })).toBe('cached');
    expect(searchReads('/couleurs-recherche', { q: 'blanc', utm_source: 'x' })).toBe('cached');
  });
});
