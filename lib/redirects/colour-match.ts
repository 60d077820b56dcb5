/**
 * Matching an old address's slug text (`peinture-renault-qng-gris-platine`, `qng`,
 * `gris-platine`) to one colour. Pure: the query (lib/redirects/queries.ts) fetches the few
 * rows whose folded code equals one of `colourCodeCandidates` or whose name slug equals one of
 * `colourNameCandidates` (btree equality, both indexed), and `pickColour` chooses among them.
 */
import { plateReadings, samePlateCode } from '@/lib/search/plate-codes';
import { colourSlug, slugify } from '@/lib/colours/slug';

export type ColourMatchRow = {
  id: string;
  code: string;
  name: string;
  category: string;
  manufacturerSlug: string | null;
};

const MAX_TOKENS = 12;
const MAX_CODE_TOKENS = 3;
/** Lowest score accepted (a code of at least 3 characters somewhere in the text). */
const MIN_SCORE = 60;

/** The database's `code_search` folding: lower case, 'o' read as '0', no spaces, dots, dashes. */
export function foldCode(code: string): string {
  return code.toLowerCase().replace(/o/g, '0').replace(/[ .-]/g, '');
}

function slugTokens(slug: string): string[] {
  return slug.split('-').filter(Boolean).slice(0, MAX_TOKENS);
}

/** Folded runs of 1 to 3 consecutive tokens, anywhere in the text. */
function codeRuns(tokens: readonly string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 1; n <= MAX_CODE_TOKENS && i + n <= tokens.length; n++) {
      const folded = foldCode(tokens.slice(i, i + n).join(''));
      if (folded) out.add(folded);
    }
  }
  return [...out];
}

/**
 * Folded codes made of 1 to 3 consecutive tokens, anywhere in the text, and their spellings
 * as printed on a maker's plate (« tekng » may be stored « kng »: lib/search/plate-codes.ts).
 */
export function colourCodeCandidates(slug: string): string[] {
  const out = new Set<string>();
  for (const run of codeRuns(slugTokens(slug))) {
    out.add(run);
    for (const reading of plateReadings(run)) reading.keys.forEach((k) => out.add(k));
  }
  return [...out];
}

/**
 * Name slugs to look up: the whole text, and every ending of at least two words
 * (`renault-gris-platine` → `gris-platine`).
 */
export function colourNameCandidates(slug: string): string[] {
  const tokens = slugTokens(slug);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (i === 0 || tokens.length - i >= 2) out.push(tokens.slice(i).join('-'));
  }
  return out;
}

function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0 || needle.length > haystack.length) return -1;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

function endsWith(haystack: readonly string[], needle: readonly string[]): boolean {
  const start = haystack.length - needle.length;
  return start >= 0 && needle.every((t, i) => haystack[start + i] === t);
}

function equal(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

/** A run of the text is the colour's code as printed on its maker's plate (« te-nnp »). */
function platePrinted(text: readonly string[], row: ColourMatchRow): boolean {
  const code = foldCode(row.code);
  return codeRuns(text).some((r) => r !== code && samePlateCode(r, code, row.manufacturerSlug));
}

/** How well a colour fits the text; below MIN_SCORE it does not. */
export function scoreColour(slug: string, row: ColourMatchRow): number {
  const text = slugTokens(slug);
  if (text.length === 0) return 0;
  const code = slugTokens(slugify(row.code));
  const name = slugTokens(slugify(row.name));
  const full = [...code, ...name];
  let score = 0;
  if (equal(text, full)) score = 100;
  else if (indexOfRun(text, full) >= 0) score = 95;
  else if (equal(text, code)) score = 90;
  else if (foldCode(text.join('')) === foldCode(row.code)) score = 88;
  else if (equal(text, name)) score = 70;
  else if (name.length >= 2 && text.length > name.length && endsWith(text, name)) score = 62;
  else if (samePlateCode(foldCode(text.join('')), foldCode(row.code), row.manufacturerSlug)) {
    score = 88;
  } else if (code.join('').length >= 3 && indexOfRun(text, code) >= 0) score = 60;
  // Below the code written as stored (60), so « dacia-tekna » stays Dacia's TEKNA, not its
  // KNA; the maker named in the text lifts it over MIN_SCORE.
  else if (platePrinted(text, row)) score = 59;
  if (score > 0 && row.manufacturerSlug) {
    if (indexOfRun(text, slugTokens(row.manufacturerSlug)) >= 0) score += 10;
  }
  return score;
}

/**
 * The colour the text names, 'ambiguous' when the best score is shared by colours with different
 * pages (`tekna` is a Renault and a Dacia code, « Gris Cassiopée » a name at nine makers), or
 * null when nothing reaches MIN_SCORE. Identical duplicates are not ambiguous.
 */
export function pickColour(
  slug: string,
  rows: readonly ColourMatchRow[],
): ColourMatchRow | 'ambiguous' | null {
  let bestScore = MIN_SCORE;
  let best: ColourMatchRow[] = [];
  for (const row of rows) {
    const score = scoreColour(slug, row);
    if (score > bestScore) {
      bestScore = score;
      best = [row];
    } else if (score === bestScore) {
      best.push(row);
    }
  }
  if (best.length === 0) return null;
  const pages = new Set(
    best.map((r) => `${r.category}/${r.manufacturerSlug}/${colourSlug(r.code, r.name)}`),
  );
  if (pages.size > 1) return 'ambiguous';
  return best.reduce((a, b) => (before(b, a) ? b : a));
}

function before(a: ColourMatchRow, b: ColourMatchRow): boolean {
  if (a.code.length !== b.code.length) return a.code.length < b.code.length;
  const byCode = a.code.localeCompare(b.code);
  if (byCode !== 0) return byCode < 0;
  const byName = a.name.localeCompare(b.name);
  if (byName !== 0) return byName < 0;
  return a.id < b.id;
}
