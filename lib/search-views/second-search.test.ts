import { describe, expect, it } from 'vitest';
import { secondSearch } from './second-search';

describe('secondSearch', () => {
  it('answers a search per request the first time, from its twin route from the second', () => {
    const searches = secondSearch();
    expect(searches.askedBefore('/catalog/resultats/tdmVybmlz/pertinence/1/1')).toBe(false);
    expect(searches.askedBefore('/catalog/resultats/tdmVybmlz/pertinence/1/1')).toBe(true);
    expect(searches.askedBefore('/catalog/resultats/tdmVybmlz/pertinence/1/1')).toBe(true);
    // Another term, or the same term's next page, is a first search of its own.
    expect(searches.askedBefore('/catalog/resultats/tdmVybmlz/pertinence/2/1')).toBe(false);
  });

  it('does not count a router prefetch as a search', () => {
    const searches = secondSearch();
    expect(searches.askedBefore('/couleurs-recherche/resultats/tYmxhbmM/-/1', false)).toBe(false);
    expect(searches.askedBefore('/couleurs-recherche/resultats/tYmxhbmM/-/1', false)).toBe(false);
    expect(searches.askedBefore('/couleurs-recherche/resultats/tYmxhbmM/-/1')).toBe(false);
    expect(searches.askedBefore('/couleurs-recherche/resultats/tYmxhbmM/-/1', false)).toBe(true);
  });

  it('forgets the least recently asked address beyond its size, and any after its lifetime', () => {
    let now = 0;
    const searches = secondSearch({ max: 2, ttlMs: 1_000, now: () => now });
    searches.askedBefore('a');
    searches.askedBefore('b');
    expect(searches.askedBefore('a')).toBe(true);
    searches.askedBefore('c'); // pushes out b, the least recently asked
    expect(searches.askedBefore('b')).toBe(false);
    now = 2_000;
    expect(searches.askedBefore('a')).toBe(false);
  });
});
