/**
 * The query as a paint shop reads it: which words name a maker, which are colour words, which
 * may be a code, which are free words. « peugeot blanc », « blanc peugeot », « QNG renault »,
 * « renault gris » are a maker plus the rest, in any order; the rest is then matched among
 * that maker's colours as a code or as name words (colours.ts builds the SQL, score.ts ranks).
 *
 * The one parser of both search paths (the dropdown and the results pages). Pure: the makers
 * (a few dozen, lib/search/makers.ts) are given.
 */
import { colourWord } from './inflection';
import type { MakerRef } from './makers';
import { foldMakerName, parseQuery, type SearchQuery } from './normalise';

type TermKind = 'maker' | 'colour' | 'code' | 'word';
type Term = { text: string; kind: TermKind };

export type SearchTerms = SearchQuery & {
  /** Each word of the query, classified. */
  terms: Term[];
  /**
   * The makers named by whole words of a query of several words (« peugeot » in « peugeot
   * blanc »); empty otherwise (a lone word is matched by `matchMakers`, a prefix being enough).
   */
  makers: MakerRef[];
  /** The query without its maker words, searched among those makers' colours; null if empty. */
  rest: SearchQuery | null;
  /**
   * A rest mixing a code with other words (« peugeot EWP blanc »): the code words alone, then
   * the other words (matched in the name when present); null otherwise.
   */
  restCode: { code: SearchQuery; words: SearchQuery | null } | null;
};

const makerWords = new Map<string, string[]>();

/**
 * A maker name's words, folded (« Mercedes-Benz » → mercedes, benz): kept, as each search reads
 * every maker's for each of its words. Bounded, in case names churn.
 */
function nameWords(name: string): string[] {
  let words = makerWords.get(name);
  if (!words) {
    if (makerWords.size >= 1000) makerWords.clear();
    words = foldMakerName(name)
      .split(/[\s-]+/)
      .filter(Boolean);
    makerWords.set(name, words);
  }
  return words;
}

/**
 * The makers `phrase` (one to three words) names: the makers whose whole name it is, else
 * those one of whose name's words it is (« benz »), else, for one word of at least 4 letters
 * that is no colour word, those one of whose name's words it starts (« peug »).
 */
function makersNamed(phrase: string[], makers: ReadonlyArray<MakerRef>): MakerRef[] {
  const joined = phrase.join(' ');
  const whole = makers.filter((m) => nameWords(m.name).join(' ') === joined);
  if (whole.length > 0 || phrase.length > 1) return whole;
  const word = phrase[0]!;
  const exact = makers.filter((m) => nameWords(m.name).includes(word));
  if (exact.length > 0) return exact;
  if (word.length < 4 || colourWord(word) || !/^[a-z]+$/.test(word)) return [];
  return makers.filter((m) => nameWords(m.name).some((w) => w.startsWith(word)));
}

/** What a word may be when it names no maker. */
function kindOf(word: string): TermKind {
  if (colourWord(word)) return 'colour';
  // Codes carry digits (« M0LZ », « 0040-A ») or are a few letters (« QNG », « EWP »).
  if (/\d/.test(word) || (/^[a-z-]{2,4}$/.test(word) && !/[aeiouy]{2}/.test(word))) {
    return 'code';
  }
  return 'word';
}

/** At most this many makers per query (« mini rouge » must not list every maker). */
const MAX_NAMED_MAKERS = 8;

export function parseTerms(raw: unknown, makers: Iterable<MakerRef>): SearchTerms {
  const query = parseQuery(raw);
  const words = query.words;
  const active = [...makers].filter((m) => m.isActive);
  const named = new Map<string, MakerRef>();
  const kinds: TermKind[] = words.map(kindOf);
  if (query.searchable && words.length > 1) {
    for (let i = 0; i < words.length;) {
      let step = 1;
      // The longest phrase first: « alfa romeo », « renault trucks ».
      for (let n = Math.min(3, words.length - i); n >= 1; n--) {
        const found = makersNamed(words.slice(i, i + n), active);
        if (found.length === 0) continue;
        for (const m of found) named.set(m.id, m);
        for (let k = i; k < i + n; k++) kinds[k] = 'maker';
        step = n;
        break;
      }
      i += step;
    }
  }
  const restWords = words.filter((_, i) => kinds[i] !== 'maker');
  const rest = named.size > 0 && restWords.length > 0 ? parseQuery(restWords.join(' ')) : null;
  const restKinds = kinds.filter((k) => k !== 'maker');
  const codeWords = restWords.filter((_, i) => restKinds[i] === 'code');
  const otherWords = restWords.filter((_, i) => restKinds[i] !== 'code');
  const restCode =
    rest?.searchable && restWords.length > 1 && codeWords.length > 0 && otherWords.length > 0
      ? { code: parseQuery(codeWords.join(' ')), words: parseQuery(otherWords.join(' ')) }
      : null;
  return {
    ...query,
    terms: words.map((text, i) => ({ text, kind: kinds[i]! })),
    makers: [...named.values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .slice(0, MAX_NAMED_MAKERS),
    rest: rest?.searchable ? rest : null,
    restCode: restCode?.code.searchable
      ? { code: restCode.code, words: restCode.words.searchable ? restCode.words : null }
      : null,
  };
}
