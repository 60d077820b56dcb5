import { describe, expect, it } from 'vitest';
import {
  HAZARD_CODES,
  hazardLabelOf,
  isClassified,
  NO_HAZARD,
  parseStatementCodes,
  PICTOGRAM_NAMES,
  pictogramName,
  PICTOGRAMS,
  SIGNAL_WORD_TEXTS,
  STATEMENT_TEXTS,
  variantLabel,
} from './codes';
import { forbiddenClaims } from './claims';
import { paintHazardKey } from './paint';

describe('CLP statements table', () => {
  it('gives the official French text of the aerosol statements', () => {
    expect(STATEMENT_TEXTS.H222).toBe('Aérosol extrêmement inflammable.');
    expect(STATEMENT_TEXTS.H229).toBe(
      "Récipient sous pression : peut éclater sous l'effet de la chaleur.",
    );
    expect(STATEMENT_TEXTS.H319).toBe('Provoque une sévère irritation des yeux.');
    expect(STATEMENT_TEXTS.H336).toBe('Peut provoquer somnolence ou vertiges.');
    expect(STATEMENT_TEXTS.EUH066).toBe(
      "L'exposition répétée peut provoquer dessèchement ou gerçures de la peau.",
    );
    expect(STATEMENT_TEXTS.EUH204).toBe(
      'Contient des isocyanates. Peut produire une réaction allergique.',
    );
  });

  it('has a French sentence for every code and no text for a code it does not list', () => {
    for (const code of HAZARD_CODES) expect(STATEMENT_TEXTS[code]).toMatch(/^[A-ZÉ].+[.!]$/);
    expect(Object.keys(STATEMENT_TEXTS).sort()).toEqual([...HAZARD_CODES].sort());
  });

  it('names each pictogram by what it means, for screen readers', () => {
    expect(PICTOGRAMS).toHaveLength(9);
    expect(pictogramName('GHS02')).toBe('GHS02 : inflammable');
    expect(pictogramName('GHS07')).toBe('GHS07 : nocif ou irritant');
    expect(pictogramName('GHS09')).toBe("GHS09 : dangereux pour l'environnement aquatique");
    expect(new Set(Object.values(PICTOGRAM_NAMES)).size).toBe(9);
    expect(SIGNAL_WORD_TEXTS).toEqual({ danger: 'Danger', warning: 'Attention' });
  });
});

describe('stored labels', () => {
  it('keeps known codes in label order, drops unknown ones and repeats', () => {
    const label = hazardLabelOf({
      hazardPictograms: ['GHS07', 'GHS02', 'GHS99', 'GHS02'],
      hazardSignalWord: 'danger',
      hazardStatements: ['H336', 'EUH066', 'H222', 'H999', 'H229'],
    });
    expect(label).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: 'danger',
      statements: ['H222', 'H229', 'H336', 'EUH066'],
    });
    expect(isClassified(label)).toBe(true);
    expect(
      hazardLabelOf({ hazardPictograms: [], hazardSignalWord: 'autre', hazardStatements: [] }),
    ).toEqual(NO_HAZARD);
    expect(isClassified(NO_HAZARD)).toBe(false);
    expect(isClassified({ ...NO_HAZARD, statements: ['H412'] })).toBe(true);
  });

  it("gives a variant the product's label unless it overrides it", () => {
    const product = {
      pictograms: ['GHS02' as const],
      signalWord: 'warning' as const,
      statements: ['H226' as const],
    };
    const own = {
      hazardPictograms: ['GHS02', 'GHS07'],
      hazardSignalWord: 'danger',
      hazardStatements: ['H222'],
    };
    expect(variantLabel(product, { ...own, hazardOverride: false })).toBe(product);
    expect(variantLabel(product, { ...own, hazardOverride: true })).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: 'danger',
      statements: ['H222'],
    });
    // An override with nothing is a variant that is not classified.
    expect(
      variantLabel(product, {
        hazardPictograms: [],
        hazardSignalWord: null,
        hazardStatements: [],
        hazardOverride: true,
      }),
    ).toEqual(NO_HAZARD);
  });

  it('reads codes as the owner types them, naming the unknown ones', () => {
    expect(parseStatementCodes('h229, H222;euh066  h361D')).toEqual({
      codes: ['H222', 'H229', 'H361d', 'EUH066'],
      unknown: [],
    });
    expect(parseStatementCodes('H222, H2222, P210')).toEqual({
      codes: ['H222'],
      unknown: ['H2222', 'P210'],
    });
    expect(parseStatementCodes('  ')).toEqual({ codes: [], unknown: [] });
  });
});

describe('claims a classified product may not make (CLP art. 25(4))', () => {
  it('finds « non toxique », « écologique » and their forms, accents and hyphens aside', () => {
    expect(forbiddenClaims('Diluant non toxique')).toEqual(['non toxique']);
    expect(forbiddenClaims('Formule NON-TOXIQUE et Écologique')).toEqual([
      'non toxique',
      'écologique',
    ]);
    expect(forbiddenClaims('Vernis non polluant, non nocif')).toEqual([
      'non nocif',
      'non polluant',
    ]);
    expect(forbiddenClaims('Peinture ecologiques')).toEqual(['écologique']);
  });

  it('leaves ordinary texts alone', () => {
    expect(forbiddenClaims('Apprêt garnissant 2K, toxicité réduite des solvants')).toEqual([]);
    expect(forbiddenClaims('Nettoyant non moussant')).toEqual([]);
    expect(forbiddenClaims('')).toEqual([]);
  });
});

describe('the colour page label', () => {
  it('is the aerosol one for any colour in a can, else the paint type chosen', () => {
    expect(paintHazardKey('peinture-bombe', null)).toBe('aerosol');
    expect(paintHazardKey('peinture-bombe', 'water')).toBe('aerosol');
    expect(paintHazardKey('peinture-pot', 'solvent')).toBe('solvent');
    expect(paintHazardKey('peinture-stylo', 'water')).toBe('water');
    expect(paintHazardKey('peinture-pot', null)).toBeNull();
    expect(paintHazardKey('peinture-pot', 'inconnu')).toBeNull();
  });
});
