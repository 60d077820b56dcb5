/**
 * CLP labelling as the shop shows it before purchase (issue 39 §2; Reg. (EC) 1272/2008 art. 17,
 * 48 and 48a; docs/decisions/hazard-labels-before-purchase.md): the nine GHS pictograms, the two
 * signal words and the H / EUH statements the shop's products carry, each with its official
 * French text (CLP Annex III, French version), kept in messages/hazard.fr.json. Pure data and
 * functions, shared by the pages, the admin forms and their validation.
 */
import messages from '@/messages/hazard.fr.json';

export const PICTOGRAMS = [
  'GHS01',
  'GHS02',
  'GHS03',
  'GHS04',
  'GHS05',
  'GHS06',
  'GHS07',
  'GHS08',
  'GHS09',
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

export const SIGNAL_WORDS = ['danger', 'warning'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

/** The statements the shop uses, in the order a label lists them (H by number, then EUH). */
export const HAZARD_CODES = [
  'H222',
  'H223',
  'H225',
  'H226',
  'H229',
  'H242',
  'H290',
  'H302',
  'H304',
  'H312',
  'H314',
  'H315',
  'H317',
  'H318',
  'H319',
  'H332',
  'H334',
  'H335',
  'H336',
  'H351',
  'H361d',
  'H373',
  'H400',
  'H410',
  'H411',
  'H412',
  'EUH066',
  'EUH204',
  'EUH205',
  'EUH211',
] as const;
export type HazardCode = (typeof HAZARD_CODES)[number];

const T = messages.hazard;

/** « inflammable » for GHS02: what the symbol means, said to screen readers and in the admin. */
export const PICTOGRAM_NAMES: Readonly<Record<Pictogram, string>> = T.pictograms;
/** The official French text of each statement. */
export const STATEMENT_TEXTS: Readonly<Record<HazardCode, string>> = T.statements;
export const SIGNAL_WORD_TEXTS: Readonly<Record<SignalWord, string>> = T.signal;

/** « GHS02 : inflammable » */
export function pictogramName(code: Pictogram): string {
  return T.pictogramLabel.replace('{code}', code).replace('{name}', PICTOGRAM_NAMES[code]);
}

function isSignalWord(value: unknown): value is SignalWord {
  return typeof value === 'string' && (SIGNAL_WORDS as readonly string[]).includes(value);
}

/** « h319 » → « H319 », « euh066 » → « EUH066 », « H361D » → « H361d »; null when not a known code. */
function hazardCodeOf(value: string): HazardCode | null {
  const upper = value.trim().toUpperCase();
  return HAZARD_CODES.find((code) => code.toUpperCase() === upper) ?? null;
}

/** What a label carries; an empty one is a product that is not classified. */
export type HazardLabel = {
  pictograms: Pictogram[];
  signalWord: SignalWord | null;
  statements: HazardCode[];
};

export const NO_HAZARD: HazardLabel = { pictograms: [], signalWord: null, statements: [] };

/** The stored columns (products, product_variants, paint_type_hazards). */
export type HazardColumns = {
  hazardPictograms: readonly string[];
  hazardSignalWord: string | null;
  hazardStatements: readonly string[];
};

/** A stored label, unknown codes dropped, pictograms and statements in label order, no repeats. */
export function hazardLabelOf(row: HazardColumns): HazardLabel {
  return {
    pictograms: PICTOGRAMS.filter((p) => row.hazardPictograms.includes(p)),
    signalWord: isSignalWord(row.hazardSignalWord) ? row.hazardSignalWord : null,
    statements: HAZARD_CODES.filter((code) => row.hazardStatements.includes(code)),
  };
}

export function isClassified(label: HazardLabel): boolean {
  return label.pictograms.length > 0 || label.signalWord !== null || label.statements.length > 0;
}

/** A variant's label: its own when it overrides the product's, the product's otherwise. */
export function variantLabel(
  product: HazardLabel,
  variant: HazardColumns & { hazardOverride: boolean },
): HazardLabel {
  return variant.hazardOverride ? hazardLabelOf(variant) : product;
}

/**
 * Codes typed by the owner (« H222, H229 euh066 »): the known ones in label order and the
 * unknown ones as typed, so the form can name them.
 */
export function parseStatementCodes(text: string): { codes: HazardCode[]; unknown: string[] } {
  const known = new Set<HazardCode>();
  const unknown: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const code = hazardCodeOf(token);
    if (code) known.add(code);
    else unknown.push(token);
  }
  return { codes: HAZARD_CODES.filter((c) => known.has(c)), unknown };
}
