import { describe, expect, it } from 'vitest';
import { shadeNameMatches, splitShadeTerm } from './shades';

describe('a term naming a shade variant', () => {
  it('splits the code from the variant’s words', () => {
    expect(splitShadeTerm('EWP variante claire')).toEqual({ rest: 'EWP', words: ['claire'] });
    expect(splitShadeTerm('EWP plus claire')).toEqual({ rest: 'EWP', words: ['claire'] });
    expect(splitShadeTerm('peugeot EWP plus jaune')).toEqual({
      rest: 'peugeot EWP',
      words: ['jaune'],
    });
    expect(splitShadeTerm('LA7W gros grain')).toEqual({ rest: 'LA7W', words: ['gros', 'grain'] });
    expect(splitShadeTerm('1F7 Variante Foncée')).toEqual({ rest: '1F7', words: ['foncee'] });
  });

  it('leaves a term without a variant, or with nothing else to search, alone', () => {
    expect(splitShadeTerm('EWP')).toBeNull();
    expect(splitShadeTerm('blanc banquise')).toBeNull();
    expect(splitShadeTerm('variante claire')).toBeNull();
    expect(splitShadeTerm('EWP plus')).toBeNull();
  });

  it('matches a variant whose name holds every word, « clair » finding « plus claire »', () => {
    expect(shadeNameMatches('plus claire', ['claire'])).toBe(true);
    expect(shadeNameMatches('plus claire', ['clair'])).toBe(true);
    expect(shadeNameMatches('plus foncée', ['foncee'])).toBe(true);
    expect(shadeNameMatches('plus jaune', ['claire'])).toBe(false);
    expect(shadeNameMatches('gros grain', ['gros', 'fin'])).toBe(false);
  });
});
