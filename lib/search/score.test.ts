import { describe, expect, it } from 'vitest';
import { COLOUR_MIN_SCORE } from './constants';
import { parseQuery } from './normalise';
import { isPopularBrand, makerMatches, rankColours, rankTop, scoreColour } from './score';

const qng = { code: 'QNG', name: 'Gris Platine', manufacturerName: 'Renault' };
const qngOther = { code: 'QNG', name: 'Argent', manufacturerName: 'Industrie 12' };
const qngx = { code: 'QNGX', name: 'Gris Platine 2', manufacturerName: 'Renault' };
const m0lz = { code: 'M0LZ', name: 'Gris Artense', manufacturerName: 'Peugeot' };
const nacre = { code: 'OV', name: 'Blanc Nacré', manufacturerName: 'Citroën' };
const legacy = { code: 'KTA', name: 'Noir', legacyCode: '0.04.1', manufacturerName: 'Toyota' };

describe('scoreColour', () => {
  it('gives exact code 80 plus the car-brand bonus 5', () => {
    expect(scoreColour(parseQuery('QNG'), qng)).toBe(85);
    expect(scoreColour(parseQuery('qng'), qngOther)).toBe(80);
  });

  it('gives a partial code 50', () => {
    expect(scoreColour(parseQuery('QNG'), qngx)).toBe(55);
    expect(scoreColour(parseQuery('NGX'), qngx)).toBe(55);
  });

  it('reads O as 0 and ignores dots, dashes and spaces in codes', () => {
    expect(scoreColour(parseQuery('MOLZ'), m0lz)).toBe(85);
    expect(scoreColour(parseQuery('m-0 l.z'), m0lz)).toBe(85);
  });

  it('matches legacy codes as codes', () => {
    expect(scoreColour(parseQuery('0-04-1'), legacy)).toBe(85);
    expect(scoreColour(parseQuery('041'), legacy)).toBe(55);
  });

  it('gives a name match 20, accents and case ignored, words in any order', () => {
    expect(scoreColour(parseQuery('blanc nacre'), nacre)).toBe(25);
    expect(scoreColour(parseQuery('NACRÉ BLANC'), nacre)).toBe(25);
    expect(scoreColour(parseQuery('blanc perle'), nacre)).toBe(0);
  });

  it('gives a manufacturer match 100', () => {
    expect(scoreColour(parseQuery('Renault'), qng)).toBe(105);
    expect(scoreColour(parseQuery('citroen'), nacre)).toBe(105);
    expect(scoreColour(parseQuery('industrie'), qngOther)).toBe(100);
  });

  it('adds everything that matches', () => {
    const both = { code: 'GRIS1', name: 'Gris', manufacturerName: 'Renault' };
    // partial code 50 + name 20 + bonus 5
    expect(scoreColour(parseQuery('gris'), both)).toBe(75);
  });

  it('counts a maker chosen in the picker as a manufacturer match', () => {
    expect(scoreColour(parseQuery('platine'), qng, { makerSelected: true })).toBe(125);
  });

  it('gives nothing, not even the bonus, when nothing matches', () => {
    expect(scoreColour(parseQuery('zzz'), qng)).toBe(0);
  });
});

describe('makerMatches', () => {
  it('matches the start of any word of the maker name', () => {
    expect(makerMatches('peu', 'Peugeot')).toBe(true);
    expect(makerMatches('benz', 'Mercedes-Benz')).toBe(true);
    expect(makerMatches('romeo', 'Alfa Romeo')).toBe(true);
    expect(makerMatches('citroen', 'Citroën')).toBe(true);
    expect(makerMatches('ault', 'Renault')).toBe(false);
    expect(makerMatches('', 'Renault')).toBe(false);
  });
});

describe('isPopularBrand', () => {
  it('knows the well-known car brands by name', () => {
    expect(isPopularBrand('Renault')).toBe(true);
    expect(isPopularBrand('Citroën')).toBe(true);
    expect(isPopularBrand('Mercedes-Benz')).toBe(true);
    expect(isPopularBrand('DS Automobiles')).toBe(true);
    expect(isPopularBrand('Industrie 12')).toBe(false);
    expect(isPopularBrand('Renault Trucks')).toBe(false);
    expect(isPopularBrand('BMW Motorrad')).toBe(false);
    expect(isPopularBrand(null)).toBe(false);
  });
});

describe('rankColours', () => {
  it('puts the Renault QNG first for « QNG »', () => {
    const ranked = rankColours(parseQuery('QNG'), [qngx, qngOther, qng]);
    expect(ranked.map((c) => [c.manufacturerName, c.code, c.score])).toEqual([
      ['Renault', 'QNG', 85],
      ['Industrie 12', 'QNG', 80],
      ['Renault', 'QNGX', 55],
    ]);
  });

  it('keeps scores of at least 50 when asked (a maker name lists its colours)', () => {
    const all = [qng, qngx, m0lz, nacre];
    expect(rankColours(parseQuery('renault'), all, { minScore: COLOUR_MIN_SCORE })).toHaveLength(2);
    expect(rankColours(parseQuery('blanc nacre'), all, { minScore: COLOUR_MIN_SCORE })).toEqual([]);
    // Without a minimum, unmatched candidates stay last, shorter codes first.
    expect(rankColours(parseQuery('blanc nacre'), all).map((c) => c.code)).toEqual([
      'OV',
      'QNG',
      'M0LZ',
      'QNGX',
    ]);
  });
});

describe('rankTop', () => {
  // Ties on score and code length (decided by the collator), equal codes and names (kept in
  // the order given), weak matches and strong ones, in a shuffled order.
  const makers = ['Renault', 'Peugeot', 'Industrie 12', 'Citroën'];
  const colours = Array.from({ length: 60 }, (_, i) => ({
    code: ['QNG', 'QNGX', 'qng', 'QN9', 'Q-NG', 'AQNG', 'QNG10', 'QNG2'][(i * 7) % 8]!,
    name: ['Gris Platine', 'Blanc Nacré', 'gris platine', 'Argent'][(i * 5) % 4]!,
    manufacturerName: makers[(i * 3) % 4]!,
    n: i,
  }));

  it('gives the first ones of rankColours, in its order, and how many it ranks', () => {
    for (const term of ['QNG', 'qn', 'renault gris', 'blanc']) {
      const query = parseQuery(term);
      for (const minScore of [0, COLOUR_MIN_SCORE]) {
        const all = rankColours(query, colours, { minScore });
        for (const count of [0, 1, 5, 24, 100]) {
          const { top, total } = rankTop(query, colours, count, { minScore });
          expect(total, term).toBe(all.length);
          expect(
            top.map((c) => [c.n, c.score]),
            `${term} ${minScore} ${count}`,
          ).toEqual(all.slice(0, count).map((c) => [c.n, c.score]));
        }
      }
    }
  });
});
