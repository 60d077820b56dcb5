import { describe, expect, it } from 'vitest';
import { matchBrands, type Brand } from './brands';
import { parseQuery } from './normalise';

const brands: Brand[] = [
  { id: 'v', folded: 'vernilux' },
  { id: 'm', folded: '3m' },
  { id: 'a', folded: 'aerokolor' },
  { id: 'k', folded: 'koch chemie' },
];

describe('matchBrands', () => {
  it('matches each long word inside brand names, accents and case aside', () => {
    expect(matchBrands(brands, parseQuery('VERNILUX vernis'))).toEqual(
      new Map([['vernilux', ['v']]]),
    );
    expect(matchBrands(brands, parseQuery('Aérokolor'))).toEqual(new Map([['aerokolor', ['a']]]));
    expect(matchBrands(brands, parseQuery('chemie'))).toEqual(new Map([['chemie', ['k']]]));
  });

  it('matches a short term at the start of a word only', () => {
    expect(matchBrands(brands, parseQuery('3m'))).toEqual(new Map([['3m', ['m']]]));
    expect(matchBrands(brands, parseQuery('ch'))).toEqual(new Map([['ch', ['k']]]));
    expect(matchBrands(brands, parseQuery('em'))).toEqual(new Map());
    expect(matchBrands(brands, parseQuery('a'))).toEqual(new Map());
  });
});
