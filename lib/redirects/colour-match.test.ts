import { describe, expect, it } from 'vitest';
import {
  colourCodeCandidates,
  colourNameCandidates,
  foldCode,
  pickColour,
  scoreColour,
  type ColourMatchRow,
} from './colour-match';

const row = (
  id: string,
  code: string,
  name: string,
  manufacturerSlug: string | null = 'renault',
): ColourMatchRow => ({ id, code, name, category: 'auto', manufacturerSlug });

const qng = row('1', 'QNG', 'Gris Platine');
const qngPeugeot = row('2', 'QNG', 'Gris Platine', 'peugeot');
const kad = row('3', 'KAD', 'Gris Cassiopée');
const ly9b = row('4', 'LY9B', 'Brillantschwarz', 'volkswagen');
const o40 = row('5', '040', 'Blanc Super', 'toyota');
const kng = row('k', 'KNG', 'Gris Platine');
const nnp = row('n', 'NNP', 'Rouge Flamme');
const greyOnly = row('6', 'ZZ1', 'Gris Platine', 'dacia');

describe('foldCode (same as the code_search column)', () => {
  it.each([
    ['QNG', 'qng'],
    ['LY9B', 'ly9b'],
    ['B4 5', 'b45'],
    ['NH-731P', 'nh731p'],
    ['O40', '040'],
    ['9P.9P', '9p9p'],
  ])('%s → %s', (code, folded) => expect(foldCode(code)).toBe(folded));
});

describe('candidates', () => {
  it('codes of 1 to 3 consecutive words anywhere in the text', () => {
    expect(colourCodeCandidates('peinture-renault-qng')).toEqual([
      'peinture',
      'peinturerenault',
      'peinturerenaultqng',
      'renault',
      'renaultqng',
      'qng',
      // As printed on a Renault plate, and on a Volkswagen one without its L.
      'teqng',
      '0vqng',
      'nvqng',
      'lqng',
    ]);
    expect(colourCodeCandidates('tekng')).toEqual(['tekng', 'kng', '0vkng', 'nvkng']);
  });
  it('folds o into 0 as the column does', () => {
    expect(colourCodeCandidates('o40')[0]).toBe('040');
    expect(colourCodeCandidates('o40')).not.toContain('o40');
  });
  it('is bounded for long texts', () => {
    const long = Array.from({ length: 50 }, (_, i) => `w${i}`).join('-');
    // 36 runs at most, each with at most 5 plate spellings.
    expect(colourCodeCandidates(long).length).toBeLessThanOrEqual(36 * 6);
  });
  it('names: the whole text and every ending of at least two words', () => {
    expect(colourNameCandidates('renault-qng-gris-platine')).toEqual([
      'renault-qng-gris-platine',
      'qng-gris-platine',
      'gris-platine',
    ]);
    expect(colourNameCandidates('platine')).toEqual(['platine']);
    expect(colourNameCandidates('')).toEqual([]);
  });
});

describe('pickColour', () => {
  it.each<[string, ColourMatchRow[], ColourMatchRow | 'ambiguous' | null]>([
    ['qng-gris-platine', [kad, qng], qng],
    ['peinture-renault-qng-gris-platine', [qngPeugeot, qng, kad], qng],
    ['peinture-peugeot-qng-gris-platine', [qng, qngPeugeot], qngPeugeot],
    ['qng', [kad, qng], qng],
    ['ly-9b', [ly9b], ly9b],
    ['o40', [o40], o40],
    ['gris-platine', [greyOnly], greyOnly],
    ['dacia-gris-platine', [qng, greyOnly], greyOnly],
    ['bombe-kad-retouche', [kad], kad],
    ['tekng', [kng, qng], kng],
    ['peinture-renault-te-nnp', [nnp], nnp],
    ['tekng', [row('b', 'KNG', 'Gris', 'bmw')], null],
    ['gris', [qng, kad], null],
    ['peinture-noire', [qng], null],
    ['', [qng], null],
  ])('%s', (slug, rows, expected) => expect(pickColour(slug, rows)).toBe(expected));

  it('a best score shared by different colour pages is ambiguous', () => {
    const teknaRenault = row('8', 'TEKNA', 'Gris Cassiopée');
    const teknaDacia = row('9', 'TEKNA', 'Gris Comète', 'dacia');
    expect(pickColour('tekna', [teknaRenault, teknaDacia])).toBe('ambiguous');
    expect(pickColour('dacia-tekna', [teknaRenault, teknaDacia])).toBe(teknaDacia);
    expect(pickColour('gris-platine', [qng, greyOnly])).toBe('ambiguous');
    expect(pickColour('rouge', [row('a', 'AB1', 'Rouge'), row('b', 'AB12', 'Rouge')])).toBe(
      'ambiguous',
    );
  });

  it('identical duplicates are not ambiguous: the first by code, name and id', () => {
    const a = row('a', 'QNG', 'Gris Platine');
    const b = row('b', 'QNG', 'Gris Platine');
    expect(pickColour('qng', [b, a])).toBe(a);
    expect(pickColour('qng', [a, b])).toBe(a);
  });

  it('a one- or two-character code inside a longer text is not enough', () => {
    expect(scoreColour('kit-a1-carrosserie', row('7', 'A1', 'Blanc'))).toBeLessThan(60);
  });
});
