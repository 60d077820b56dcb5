import { describe, expect, it } from 'vitest';
import {
  codeCandidates,
  foldCode,
  isTwoTone,
  legacyCandidates,
  normaliseColourSlug,
  parseTwoTone,
  partialCodeTerm,
} from './slug';
import { bitonCode, bitonUrl, colourListUrl, colourSlug, colourUrl, slugify } from '@/lib/urls';

describe('slug building', () => {
  it('slugifies accents, spaces, dots and capitals', () => {
    expect(slugify('Gris Platine Métallisé')).toBe('gris-platine-metallise');
    expect(slugify('  B5.21 / Rouge  ')).toBe('b5-21-rouge');
    expect(colourSlug('QNG', 'Gris Platine')).toBe('qng-gris-platine');
    expect(colourSlug('LY 7W', 'Reflexsilber')).toBe('ly-7w-reflexsilber');
  });

  it('builds the canonical colour URL, unknown maker included', () => {
    expect(
      colourUrl({
        category: 'auto',
        manufacturerSlug: 'renault',
        code: 'QNG',
        name: 'Gris Platine',
      }),
    ).toBe('/catalogue-couleur/auto/renault/qng-gris-platine');
    expect(colourUrl({ category: 'moto', manufacturerSlug: null, code: '9A9', name: 'Noir' })).toBe(
      '/catalogue-couleur/moto/unknown/9a9-noir',
    );
  });

  it('builds the bi-tone URL with the code in lower case', () => {
    expect(bitonCode('KZD')).toBe('kzd');
    expect(bitonUrl({ category: 'auto', manufacturerSlug: 'peugeot', code: 'KZD + KTV' })).toBe(
      '/catalogue-couleur/auto/peugeot/biton/kzd-ktv',
    );
    expect(bitonUrl({ category: 'auto', code: 'X1' })).toBe(
      '/catalogue-couleur/auto/unknown/biton/x1',
    );
  });

  it('builds the manufacturer list URL', () => {
    expect(colourListUrl('auto', 'renault')).toBe('/catalogue-couleur/auto?manufacturer=renault');
    expect(colourListUrl('auto', 'renault', 3)).toBe(
      '/catalogue-couleur/auto?manufacturer=renault&page=3',
    );
  });

  it('folds codes like the code_search column', () => {
    expect(foldCode('LO-7W.1 X')).toBe('l07w1x');
  });
});

describe('two-tone colours', () => {
  it('detects a + in the name', () => {
    expect(isTwoTone('Blanc Nacré + Noir')).toBe(true);
    expect(isTwoTone('Gris Platine')).toBe(false);
  });

  it('splits on +, drops parenthesised text and upper-cases', () => {
    expect(parseTwoTone('Blanc Nacré (caisse) + Noir Étoilé (toit)')).toEqual([
      'BLANC NACRÉ',
      'NOIR ÉTOILÉ',
    ]);
    expect(parseTwoTone('rouge+gris')).toEqual(['ROUGE', 'GRIS']);
    expect(parseTwoTone('Bleu + (toit) + Blanc')).toEqual(['BLEU', 'BLANC']);
    expect(parseTwoTone('Vert (non fermé + Jaune')).toEqual(['VERT', 'JAUNE']);
  });
});

describe('lookup candidates', () => {
  it('tries the leading words as the code, longest first, upper case before as written', () => {
    const candidates = codeCandidates('ly-7w-reflexsilber');
    expect(candidates.slice(0, 6)).toEqual([
      'LY-7W-REFLEXSILBER',
      'ly-7w-reflexsilber',
      'LY 7W REFLEXSILBER',
      'ly 7w reflexsilber',
      'LY7WREFLEXSILBER',
      'ly7wreflexsilber',
    ]);
    expect(candidates).toContain('LY 7W');
    expect(candidates).toContain('LY7W');
    expect(candidates).toContain('LY-7W');
    expect(candidates.indexOf('LY-7W')).toBeLessThan(candidates.indexOf('LY'));
    expect(candidates.at(-1)).toBe('ly');
  });

  it('limits the code to four words', () => {
    const candidates = codeCandidates('a-b-c-d-e-f');
    expect(candidates[0]).toBe('A-B-C-D');
    expect(candidates).not.toContain('A-B-C-D-E');
  });

  it('reads legacy codes with hyphens as dots', () => {
    expect(legacyCandidates('5-21-rouge')).toEqual(['5.21.ROUGE', '5.21.rouge', '5.21', '5']);
  });

  it('normalises the slug before deriving candidates', () => {
    expect(normaliseColourSlug('QNG-Gris%20Platine')).toBe('qng-gris-platine');
    expect(codeCandidates('QNG.gris')[0]).toBe('QNG-GRIS');
    expect(partialCodeTerm('qng-gris-platine')).toBe('qng');
    expect(partialCodeTerm('---')).toBeNull();
    expect(codeCandidates('')).toEqual([]);
  });
});
