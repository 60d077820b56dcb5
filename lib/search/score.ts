/**
 * The colour relevance score of the spec (section 9): manufacturer match 100, exact code 80,
 * partial code 50, name 20, well-known car brand bonus 5; the colour pages keep scores ≥ 50.
 * Pure: the database only finds candidates, the order is decided here.
 */
import { COLOUR_SCORE, POPULAR_CAR_BRANDS } from './constants';
import { samePlateCode } from './plate-codes';
import { codeKey, foldMakerName, foldName, type SearchQuery } from './normalise';
import type { SearchTerms } from './terms';

/**
 * A query as scored: a plain query, or one parsed into terms (terms.ts), whose maker words
 * and rest are scored too: « peugeot blanc » gives a Peugeot white the maker's 100 and the
 * name's 20.
 */
export type ScoredQuery = SearchQuery & Partial<Pick<SearchTerms, 'makers' | 'rest' | 'restCode'>>;

export type ScorableColour = {
  code: string;
  name: string;
  legacyCode?: string | null;
  manufacturerName?: string | null;
  /** The maker's plate conventions make « TEKNG » the exact code of Renault's KNG. */
  manufacturerSlug?: string | null;
};

type ColourMatch = {
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
  const name = foldMakerName(makerName);
  return name.startsWith(folded) || name.includes(` ${folded}`) || name.includes(`-${folded}`);
}

/** Renault, Peugeot, Citroën…: the maker's name is in the well-known list. */
export function isPopularBrand(makerName: string | null | undefined): boolean {
  if (!makerName) return false;
  return POPULAR_CAR_BRANDS.includes(foldMakerName(makerName.trim()));
}

/** What a maker's name gives a colour: computed once per maker name in a ranking. */
type MakerFacts = (name: string | null | undefined) => { matches: boolean; popular: boolean };

function makerFacts(query: SearchQuery): MakerFacts {
  const known = new Map<string, { matches: boolean; popular: boolean }>();
  const none = { matches: false, popular: false };
  return (name) => {
    if (!name) return none;
    let facts = known.get(name);
    if (!facts) {
      facts = { matches: makerMatches(query.folded, name), popular: isPopularBrand(name) };
      known.set(name, facts);
    }
    return facts;
  };
}

/** The colour with its code key and folded name, each worked out once per ranking. */
type Keyed = { colour: ScorableColour; code: string; name: string };

function matchKeyed(
  query: SearchQuery,
  { colour, code, name }: Keyed,
  options: { makerSelected?: boolean },
  maker: MakerFacts,
): ColourMatch {
  const codes = colour.legacyCode ? [code, codeKey(colour.legacyCode)] : [code];
  const exactCode =
    query.code !== '' &&
    codes.some((c) => c === query.code || samePlateCode(query.code, c, colour.manufacturerSlug));
  const partialCode = !exactCode && query.code !== '' && codes.some((c) => c.includes(query.code));
  const facts = maker(colour.manufacturerName);
  return {
    manufacturer: Boolean(options.makerSelected) || facts.matches,
    exactCode,
    partialCode,
    name: query.stems.length > 0 && query.stems.every((w) => name.includes(w)),
    popularBrand: facts.popular,
  };
}

/** The bonus only counts for a colour that matched something. */
function colourScore(match: ColourMatch): number {
  const base =
    (match.manufacturer ? COLOUR_SCORE.manufacturer : 0) +
    (match.exactCode ? COLOUR_SCORE.exactCode : 0) +
    (match.partialCode ? COLOUR_SCORE.partialCode : 0) +
    (match.name ? COLOUR_SCORE.name : 0);
  return base > 0 && match.popularBrand ? base + COLOUR_SCORE.popularBrand : base;
}

export function scoreColour(
  query: ScoredQuery,
  colour: ScorableColour,
  options: { makerSelected?: boolean } = {},
): number {
  return scorer(query, options)(colour, codeKey(colour.code));
}

/**
 * The score of a colour for the query: the whole query's, or, when the query names makers
 * (terms.ts) and the colour is one of theirs, the maker's 100 plus what the rest of the query
 * matches (exact code, partial code, name), if it matches something; the higher of the two.
 */
function scorer(
  query: ScoredQuery,
  options: { makerSelected?: boolean },
): (colour: ScorableColour, code: string) => number {
  const maker = makerFacts(query);
  const slugs = new Set((query.makers ?? []).map((m) => m.slug));
  const rest = query.rest ?? null;
  const restMaker = rest ? makerFacts(rest) : maker;
  return (colour, code) => {
    const keyed = { colour, code, name: foldName(colour.name) };
    const whole = colourScore(matchKeyed(query, keyed, options, maker));
    if (!colour.manufacturerSlug || !slugs.has(colour.manufacturerSlug)) return whole;
    const popularBrand = isPopularBrand(colour.manufacturerName);
    const none = { exactCode: false, partialCode: false, name: false };
    let matched = rest ? matchKeyed(rest, keyed, {}, restMaker) : none;
    const split = query.restCode;
    if (split && !matched.exactCode && !matched.partialCode && !matched.name) {
      // « peugeot EWP blanc »: the code words as a code, the other words in the name.
      const byCode = matchKeyed(split.code, keyed, {}, restMaker);
      const name = split.words
        ? split.words.stems.length > 0 && split.words.stems.every((w) => keyed.name.includes(w))
        : false;
      if (byCode.exactCode || byCode.partialCode) matched = { ...byCode, name };
    }
    if (rest && !matched.exactCode && !matched.partialCode && !matched.name) return whole;
    const named = colourScore({ ...matched, manufacturer: true, popularBrand });
    return Math.max(whole, named);
  };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

type Ranked<T> = { c: T; score: number; length: number };

/** Best first: score, then the shorter code (closer to what was typed), then code and name. */
function better<T extends ScorableColour>(a: Ranked<T>, b: Ranked<T>): number {
  return (
    b.score - a.score ||
    a.length - b.length ||
    collator.compare(a.c.code, b.c.code) ||
    collator.compare(a.c.name, b.c.name)
  );
}

function scored<T extends ScorableColour>(
  query: ScoredQuery,
  colours: ReadonlyArray<T>,
  options: { minScore?: number; makerSelected?: boolean },
): Array<Ranked<T>> {
  const minScore = options.minScore ?? 0;
  const scoreOf = scorer(query, options);
  return colours
    .map((c) => {
      const code = codeKey(c.code);
      return { c, score: scoreOf(c, code), length: code.length };
    })
    .filter((x) => x.score >= minScore);
}

/**
 * Best first (`better`). `minScore` drops weak matches (the colour pages use COLOUR_MIN_SCORE).
 */
export function rankColours<T extends ScorableColour>(
  query: ScoredQuery,
  colours: ReadonlyArray<T>,
  options: { minScore?: number; makerSelected?: boolean } = {},
): Array<T & { score: number }> {
  return scored(query, colours, options)
    .sort(better)
    .map((x) => ({ ...x.c, score: x.score }));
}

/**
 * The first `count` of `rankColours`, in the same order, and how many it ranks: a page needs a
 * few of a hundred candidates, and sorting them all cost more than scoring them (the collator's
 * comparisons). Each candidate is placed after every kept one that is not worse, as the stable
 * sort of `rankColours` places it.
 */
export function rankTop<T extends ScorableColour>(
  query: ScoredQuery,
  colours: ReadonlyArray<T>,
  count: number,
  options: { minScore?: number; makerSelected?: boolean } = {},
): { top: Array<T & { score: number }>; total: number } {
  const all = scored(query, colours, options);
  const top: Array<Ranked<T>> = [];
  for (const x of all) {
    if (top.length === count && (count === 0 || better(top[count - 1]!, x) <= 0)) continue;
    let at = top.length;
    while (at > 0 && better(top[at - 1]!, x) > 0) at--;
    top.splice(at, 0, x);
    if (top.length > count) top.pop();
  }
  return { top: top.map((x) => ({ ...x.c, score: x.score })), total: all.length };
}
