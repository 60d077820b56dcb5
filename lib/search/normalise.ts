/**
 * Turning what a shopper typed into something safe and comparable. Pure functions, mirrored by
 * the SQL expressions of the trigram indexes:
 * - `foldText` ≈ `immutable_unaccent(lower(x))` (case and accents ignored);
 * - `codeKey` ≈ the `code_search` column, `translate(lower(color_code), 'o .-', '0')`
 *   (spaces, dots and dashes ignored, the letter O read as the digit 0).
 */
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants';
import { stemWord } from './inflection';

// Control characters (the null byte among them) and unpaired UTF-16 surrogates: Postgres
// refuses the first and the second cannot be encoded.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The term as searched: first value if repeated, control characters and null bytes removed,
 * blanks collapsed, trimmed, at most SEARCH_MAX_LENGTH characters. Never throws.
 */
export function cleanTerm(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return '';
  // Cut early so a megabyte of input costs nothing more than a hundred characters.
  const cut = value.slice(0, SEARCH_MAX_LENGTH * 4);
  const cleaned = cut
    .replace(LONE_SURROGATE, '')
    .replace(CONTROL, ' ')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

/** Characters (code points, so an emoji counts once) after trimming. */
export function termLength(term: string): number {
  return Array.from(term.trim()).length;
}

/** The spec's rule: at least 2 characters after trimming. */
export function isSearchable(term: string): boolean {
  return termLength(term) >= SEARCH_MIN_LENGTH;
}

// Letters that unaccent rewrites but Unicode decomposition leaves alone.
const LIGATURES: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '–': '-',
  '—': '-',
};

const ASCII = /^[\x00-\x7f]*$/;

/** Lower case without accents (« Blanc NACRÉ » → « blanc nacre »). */
export function foldText(text: string): string {
  // Plain ASCII (most codes and many names) has no accent to remove.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøłđðþı’‘ʼ–—]/g, (c) => LIGATURES[c] ?? c);
}

/** A colour code as compared: « m0lz », whether typed « MOLZ », « M0LZ » or « m-0.lz ». */
export function codeKey(text: string): string {
  return foldText(text).replace(/[ .-]/g, '').replace(/o/g, '0');
}

/** `foldText`, kept for up to `size` distinct texts (then forgotten at once, if they churn). */
function keptFold(size: number): (text: string) => string {
  const folded = new Map<string, string>();
  return (text) => {
    let value = folded.get(text);
    if (value === undefined) {
      if (folded.size >= size) folded.clear();
      value = foldText(text);
      folded.set(text, value);
    }
    return value;
  };
}

/**
 * `foldText` of a maker's name, kept: each search folds every maker's name (parsing the terms,
 * matching and scoring makers) and there are a few dozen.
 */
export const foldMakerName = keptFold(1000);

/**
 * `foldText` of a colour's name, kept: the score folds each candidate's name, up to a few
 * hundred per search, and names repeat across makers and searches (« Blanc Nacré »). A name
 * with an accent takes the slow path (decomposition), about 2 µs.
 */
export const foldName = keptFold(20_000);

/** Escapes LIKE's metacharacters (default escape character: backslash). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The least string above every string that starts with `prefix`, in code point order (which
 * is UTF-8 byte order, the order of a `text_pattern_ops` index): its last character, plus one.
 * The names starting with « blanc » are those from « blanc » (included) to « bland » (excluded).
 */
export function prefixEnd(prefix: string): string {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      // Surrogate code points are not characters: step over them.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return chars.join('') + String.fromCodePoint(next);
    }
  }
  return '';
}

/**
 * Whether pg_trgm can draw at least one trigram from `%text%`: three letters or digits in a
 * row. Without one the index cannot narrow anything, so such a condition is never sent.
 * (ASCII only: in a C-locale database accented letters are not word characters.)
 */
export function hasTrigram(text: string): boolean {
  return /[a-z0-9]{3}/.test(text);
}

/** Whether `text%` (anchored at the start) gives pg_trgm a trigram: two word characters. */
export function hasPrefixTrigram(text: string): boolean {
  return /^[a-z0-9]{2}/.test(text);
}

export type SearchQuery = {
  /** Cleaned term, as shown back to the shopper. */
  term: string;
  searchable: boolean;
  /** Folded term (case and accents removed). */
  folded: string;
  /** Folded words, distinct, at most 6. */
  words: string[];
  /**
   * The words as searched in names: their stems (lib/search/inflection.ts), distinct, so
   * « ponceuses » finds « Ponceuse » and « blanche » finds « Blanc ».
   */
  stems: string[];
  /** The term as a colour code. */
  code: string;
  hyphenated: boolean;
};

export function parseQuery(raw: unknown): SearchQuery {
  const term = cleanTerm(raw);
  const folded = foldText(term);
  const words = [...new Set(folded.split(' ').filter(Boolean))].slice(0, 6);
  return {
    term,
    searchable: isSearchable(term),
    folded,
    words,
    stems: [...new Set(words.map(stemWord))],
    code: codeKey(term),
    hyphenated: term.includes('-'),
  };
}

/**
 * What the search's answer depends on, beyond the term shown back: « QNG », « qng » and
 * « Qng » or « Blanc Nacré » and « blanc nacre » are one search (same SQL, same rows), so they
 * can share a cached answer.
 */
export function searchKey(query: SearchQuery): string {
  return [query.folded, query.code, query.hyphenated ? '-' : ''].join('\u0000');
}
