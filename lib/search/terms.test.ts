import { describe, expect, it } from 'vitest';
import { colourWord, stemWord } from './inflection';
import type { MakerRef } from './makers';
import { parseQuery } from './normalise';
import { rankColours, scoreColour } from './score';
import { parseTerms } from './terms';

const maker = (name: string, slug = name.toLowerCase(), isActive = true): MakerRef => ({
  id: `id-${slug}`,
  name,
  slug,
  isActive,
});

const makers = [
  maker('Peugeot'),
  maker('Renault'),
  maker('Renault Trucks', 'renault-trucks'),
  maker('Citroën', 'citroen'),
  maker('Mercedes-Benz', 'mercedes-benz'),
  maker('Alfa Romeo', 'alfa-romeo'),
  maker('Matra'),
  maker('Ancien', 'ancien', false),
];

const colour = (maker: string, code: string, name: string) => ({
  code,
  name,
  manufacturerName: maker,
  manufacturerSlug: maker.toLowerCase().replace('ë', 'e'),
});

const ewp = colour('Peugeot', 'EWP', 'Blanc Banquise');
const ewpm = colour('Peugeot', 'EWPM', 'Rouge Grenat Métallisé');
const ewpCitroen = colour('Citroën', 'EWP', 'Blanc Banquise');
const peugeotGris = colour('Peugeot', 'KTV', 'Gris Aluminium');
const peugeotBlanche = colour('Peugeot', 'EWT', 'Perle Blanche');
const qng = colour('Renault', 'QNG', 'Blanc Glacier');
const renaultGris = colour('Renault', 'KNG', 'Gris Platine');
const renaultGrise = colour('Renault', 'KNA', 'Nuit Grise');
const renaultNoir = colour('Renault', '676', 'Noir Étoilé');
const otherBlanc = colour('Toyota', '040', 'Blanc Super');

const summary = (t: ReturnType<typeof parseTerms>) => ({
  makers: t.makers.map((m) => m.name),
  rest: t.rest?.term ?? null,
  kinds: t.terms.map((x) => `${x.text}:${x.kind}`),
});

describe('stemWord and colourWord', () => {
  it.each([
    // Plurals and French inflections reduced to a prefix of the word.
    ['ponceuses', 'ponceuse'],
    ['pots', 'pot'],
    ['metallisees', 'metallise'],
    ['metallisee', 'metallise'],
    ['speciaux', 'specia'],
    ['jeux', 'jeu'],
    ['blanches', 'blanc'],
    // Singular -is and -ss words, brands, codes, numbers and short words kept as typed.
    ['vernis', 'vernis'],
    ['gloss', 'gloss'],
    ['vernilux', 'vernilux'],
    ['chemie', 'chemie'],
    ['m0lz', 'm0lz'],
    ['ewp', 'ewp'],
    ['2k', '2k'],
  ])('stems « %s » as « %s », a prefix of it', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
    expect(word.startsWith(stemWord(word))).toBe(true);
  });

  it('gives the masculine singular of colour words, feminine and plural forms alike', () => {
    const forms: Array<[string, string[]]> = [
      ['blanc', ['blanc', 'blancs', 'blanche', 'blanches']],
      ['gris', ['gris', 'grise', 'grises']],
      ['noir', ['noir', 'noirs', 'noire', 'noires']],
      ['vert', ['vert', 'verts', 'verte', 'vertes']],
      ['bleu', ['bleu', 'bleus', 'bleue', 'bleues']],
      ['violet', ['violette', 'violets']],
      ['argent', ['argent', 'argente', 'argentees']],
      ['rouge', ['rouge', 'rouges']],
    ];
    for (const [stem, words] of forms) {
      for (const word of words) expect(colourWord(word), word).toBe(stem);
    }
    expect(colourWord('ponceuse')).toBeNull();
  });
});

describe('parseTerms', () => {
  it('reads a maker and a colour word in either order', () => {
    for (const raw of ['peugeot blanc', 'blanc peugeot', 'BLANC  Peugeot']) {
      expect(summary(parseTerms(raw, makers)), raw).toEqual({
        makers: ['Peugeot'],
        rest: 'blanc',
        kinds: expect.arrayContaining(['peugeot:maker', 'blanc:colour']),
      });
    }
    expect(summary(parseTerms('renault gris', makers))).toEqual({
      makers: ['Renault'],
      rest: 'gris',
      kinds: ['renault:maker', 'gris:colour'],
    });
  });

  it('reads a code and a maker in either order', () => {
    expect(summary(parseTerms('peugeot EWP', makers))).toEqual({
      makers: ['Peugeot'],
      rest: 'ewp',
      kinds: ['peugeot:maker', 'ewp:code'],
    });
    expect(summary(parseTerms('QNG renault', makers))).toEqual({
      makers: ['Renault'],
      rest: 'qng',
      kinds: ['qng:code', 'renault:maker'],
    });
  });

  it('reads makers of several words, accents aside, and a maker word’s start', () => {
    expect(parseTerms('mercedes benz argent', makers).makers.map((m) => m.name)).toEqual([
      'Mercedes-Benz',
    ]);
    expect(parseTerms('alfa romeo rouge', makers).rest?.term).toBe('rouge');
    expect(parseTerms('renault trucks blanc', makers).makers.map((m) => m.name)).toEqual([
      'Renault Trucks',
    ]);
    expect(parseTerms('citroën blanche', makers).makers.map((m) => m.name)).toEqual(['Citroën']);
    expect(parseTerms('peug blanc', makers).makers.map((m) => m.name)).toEqual(['Peugeot']);
    // Only whole makers named: « renault » is Renault, not also Renault Trucks.
    expect(parseTerms('renault gris', makers).makers.map((m) => m.name)).toEqual(['Renault']);
  });

  it('names no maker for one word, colour words, short starts, inactive makers', () => {
    expect(parseTerms('peugeot', makers)).toMatchObject({ makers: [], rest: null });
    expect(parseTerms('noir mat', makers)).toMatchObject({ makers: [], rest: null });
    expect(parseTerms('blanc nacre', makers)).toMatchObject({ makers: [], rest: null });
    expect(parseTerms('ancien blanc', makers)).toMatchObject({ makers: [], rest: null });
    expect(parseTerms('zzqq blanc', makers)).toMatchObject({ makers: [], rest: null });
  });

  it('splits a rest mixing a code and colour words', () => {
    const t = parseTerms('peugeot EWP blanc', makers);
    expect(summary(t)).toEqual({
      makers: ['Peugeot'],
      rest: 'ewp blanc',
      kinds: ['peugeot:maker', 'ewp:code', 'blanc:colour'],
    });
    expect(t.restCode?.code.code).toBe('ewp');
    expect(t.restCode?.words?.term).toBe('blanc');
    expect(parseTerms('peugeot EWP', makers).restCode).toBeNull();
    expect(parseTerms('renault blanc nacre', makers).restCode).toBeNull();
  });

  it('names the makers of a query of maker words alone, with no rest', () => {
    expect(summary(parseTerms('mercedes benz', makers))).toMatchObject({
      makers: ['Mercedes-Benz'],
      rest: null,
    });
  });
});

describe('the score of a query naming a maker (spec: maker 100, code 80 / 50, name 20)', () => {
  const score = (raw: string, c: typeof ewp) => scoreColour(parseTerms(raw, makers), c);

  it.each([
    // The maker added to the rest's code or name, in any order.
    ['peugeot blanc', ewp, 125],
    ['blanc peugeot', ewp, 125],
    ['peugeot EWP', ewp, 185],
    ['peugeot EWP', ewpm, 155],
    ['QNG renault', qng, 185],
    ['renault gris', renaultGris, 125],
    // Feminine and plural colour words find masculine names, and the reverse.
    ['renault grise', renaultGris, 125],
    ['renault gris', renaultGrise, 125],
    ['peugeot blanc', peugeotBlanche, 125],
    ['peugeot blanches', ewp, 125],
    ['renault noire', renaultNoir, 125],
    // Nothing for the maker's colours the rest does not match, nor for other makers.
    ['peugeot blanc', peugeotGris, 0],
    ['peugeot blanc', qng, 0],
    ['peugeot blanc', otherBlanc, 0],
    ['peugeot EWP', ewpCitroen, 0],
    ['renault zzqq', renaultGris, 0],
    // A maker, a code and a colour word (« peugeot EWP blanc »), in any order: the code
    // among the maker's colours, the colour word in its name.
    ['peugeot EWP blanc', ewp, 205],
    ['blanc EWP peugeot', ewp, 205],
    ['peugeot EWP gris', ewp, 185],
    ['peugeot EWP blanc', ewpm, 155],
    ['peugeot EWP blanc', ewpCitroen, 0],
    ['peugeot EWP blanc', peugeotGris, 0],
  ])('« %s » gives %o the score %i', (raw, c, expected) => {
    expect(score(raw, c)).toBe(expected);
  });

  it('reads feminine colour words without a maker too', () => {
    expect(scoreColour(parseQuery('nuit grise'), renaultGrise)).toBe(25);
    expect(scoreColour(parseQuery('nuit gris'), renaultGrise)).toBe(25);
  });

  it('ranks the maker’s exact code first, then its partial codes, then nothing else', () => {
    const all = [otherBlanc, ewpm, ewpCitroen, peugeotGris, ewp];
    const ranked = rankColours(parseTerms('EWP peugeot', makers), all, { minScore: 50 });
    expect(ranked.map((c) => [c.manufacturerName, c.code, c.score])).toEqual([
      ['Peugeot', 'EWP', 185],
      ['Peugeot', 'EWPM', 155],
    ]);
    const whites = rankColours(parseTerms('blanc peugeot', makers), [...all, peugeotBlanche], {
      minScore: 50,
    });
    expect(whites.map((c) => c.code)).toEqual(['EWP', 'EWT']);
  });
});
