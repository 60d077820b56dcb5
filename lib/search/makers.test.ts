import { describe, expect, it } from 'vitest';
import { MAX_MAKERS, matchMakers, type MakerRef } from './makers';
import { parseQuery } from './normalise';

const maker = (name: string, isActive = true): MakerRef => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  isActive,
});

describe('matchMakers', () => {
  const makers = [
    maker('Renault Trucks'),
    maker('Renault'),
    maker('Citroën'),
    maker('Mercedes-Benz'),
    maker('Ancien', false),
  ];

  it('finds makers by the start of a word of their name, accents aside, sorted by name', () => {
    expect(matchMakers(makers, parseQuery('renault')).map((m) => m.name)).toEqual([
      'Renault',
      'Renault Trucks',
    ]);
    expect(matchMakers(makers, parseQuery('CITROEN')).map((m) => m.name)).toEqual(['Citroën']);
    expect(matchMakers(makers, parseQuery('benz')).map((m) => m.name)).toEqual(['Mercedes-Benz']);
    expect(matchMakers(makers, parseQuery('trucks')).map((m) => m.name)).toEqual([
      'Renault Trucks',
    ]);
  });

  it('leaves out inactive makers, short terms and middles of words', () => {
    expect(matchMakers(makers, parseQuery('ancien'))).toEqual([]);
    expect(matchMakers(makers, parseQuery('r'))).toEqual([]);
    expect(matchMakers(makers, parseQuery('ault'))).toEqual([]);
  });

  it('selects at most a few makers', () => {
    const many = Array.from({ length: 20 }, (_, i) => maker(`Marque ${i}`));
    expect(matchMakers(many, parseQuery('ma'))).toHaveLength(MAX_MAKERS);
  });
});
