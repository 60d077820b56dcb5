/**
 * The colour relevance score of the spec (section 9): manufacturer match 100, exact code 80,
 * partial code 50, name 20, well-known car brand bonus 5; the colour pages keep scores ≥ 50.
 * Pure: the database only finds candidates, the order is decided here.
 */
import { COLOUR_MIN_SCORE, COLOUR_SCORE, POPULAR_CAR_BRANDS } from './constants';
import { codeKey, foldText, type SearchQuery } from './normalise';

export type ScorableColour = {
  code: string;
  name: string;
  legacyCode?: string | null;
  manufacturerName?: string | null;
};

export type ColourMatch = {
  manufacturer: boolean;
  exactCode: boolean;
  partialCode: boolean;
  name: boolean;
  popularBrand: boolean;
};

/**
 * A maker matches when one of its name's words starts with the folded term: « peu » and
 * « peugeot » find Peugeot, « benz » finds Mercedes-Benz. The SQL uses the same three patterns.
 */
export function makerMatches(folded: string, makerName: string): boolean {
  if (!folded) return false;
  const name = foldText(makerName);
  return name.startsWith(folded) || name.includes(` ${folded}`) || name.includes(`-${folded}`);
}

/** Renault, Peugeot, Citroën…: the maker's name is in the well-known list. */
export function isPopularBrand(makerName: string | null | undefined): boolean {
  if (!makerName) return false;
  return POPULAR_CAR_BRANDS.includes(foldText(makerName.trim()));
}

export function matchColour(
  query: SearchQuery,
  colour: ScorableColour,
  options: { makerSelected?: boolean } = {},
): ColourMatch {
  const codes = [colour.code, colour.legacyCode]
    .filter((c): c is string => Boolean(c))
    .map(codeKey);
  const exactCode = query.code !== '' && codes.some((c) => c === query.code);
  const partialCode = !exactCode && query.code !== '' && codes.some((c) => c.includes(query.code));
  const name = foldText(colour.name);
  return {
    manufacturer:
      Boolean(options.makerSelected) ||
      Boolean(colour.manufacturerName && makerMatches(query.folded, colour.manufacturerName)),
    exactCode,
    partialCode,
    name: query.words.length > 0 && query.words.every((w) => name.includes(w)),
    popularBrand: isPopularBrand(colour.manufacturerName),
  };
}

/** The bonus only counts for a colour that matched something. */
export function colourScore(match: ColourMatch): number {
  const base =
    (match.manufacturer ? COLOUR_SCORE.manufacturer : 0) +
    (match.exactCode ? COLOUR_SCORE.exactCode : 0) +
    (match.partialCode ? COLOUR_SCORE.partialCode : 0) +
    (match.name ? COLOUR_SCORE.name : 0);
  return base > 0 && match.popularBrand ? base + COLOUR_SCORE.popularBrand : base;
}

export function scoreColour(
  query: SearchQuery,
  colour: ScorableColour,
  options: { makerSelected?: boolean } = {},
): number {
  return colourScore(matchColour(query, colour, options));
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * Best first: score, then the shorter code (closer to what was typed), then code and name.
 * `minScore` drops weak matches (the colour pages use COLOUR_MIN_SCORE).
 */
export function rankColours<T extends ScorableColour>(
  query: SearchQuery,
  colours: ReadonlyArray<T>,
  options: { minScore?: number; makerSelected?: boolean } = {},
): Array<T & { score: number }> {
  const minScore = options.minScore ?? 0;
  return colours
    .map((c) => ({ c, score: scoreColour(query, c, options), length: codeKey(c.code).length }))
    .filter((x) => x.score >= minScore)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.length - b.length ||
        collator.compare(a.c.code, b.c.code) ||
        collator.compare(a.c.name, b.c.name),
    )
    .map((x) => ({ ...x.c, score: x.score }));
}

export { COLOUR_MIN_SCORE };
