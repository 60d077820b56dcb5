import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@/lib/search/types';
import { catalogSearchUrl, suggestionOptions } from './suggestion-options';

const empty = { items: [], total: 0, more: false };

describe('suggestionOptions', () => {
  it('orders products, colours, then « see all results » with the encoded term', () => {
    const data = {
      term: 'blanc & co',
      products: { ...empty, items: [{ id: 'p1', url: '/product/a' }], total: 1 },
      colours: { ...empty, items: [{ id: 'c1', url: '/catalogue-couleur/x' }], total: 1 },
    } as unknown as Suggestions;
    expect(suggestionOptions(data, 'blanc & co').map((o) => [o.kind, o.url])).toEqual([
      ['product', '/product/a'],
      ['colour', '/catalogue-couleur/x'],
      ['all', '/catalog?search=blanc%20%26%20co'],
    ]);
  });

  it('has no option at all when nothing was found or nothing asked', () => {
    expect(suggestionOptions({ term: 'zz', products: empty, colours: empty }, 'zz')).toEqual([]);
    expect(suggestionOptions(null, 'zz')).toEqual([]);
    expect(catalogSearchUrl('M0LZ')).toBe('/catalog?search=M0LZ');
  });
});
