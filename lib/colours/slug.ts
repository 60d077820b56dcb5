/**
 * Colour categories, codes and names: the rules of colour slugs. The colour addresses themselves
 * are built in lib/urls.ts (with `slugify`, `colourSlug`, `bitonCode`).
 */
import { slugify } from '../urls';

// lib/redirects and the seed import these from here (lib/redirects is being changed on another
// branch): the one definition is in lib/urls.ts.
export { canonicalColourUrl, colourSlug, colourUrl, isTwoTone, slugify } from '../urls';

export type ColourCategory = 'auto' | 'moto' | 'utilitaires-et-poids-lourds' | 'industrie';

export const COLOUR_CATEGORIES: ReadonlyArray<{ slug: ColourCategory; name: string }> = [
  { slug: 'auto', name: 'Automobile' },
  { slug: 'moto', name: 'Moto' },
  { slug: 'industrie', name: 'Industrie' },
  { slug: 'utilitaires-et-poids-lourds', name: 'Utilitaires et Poids Lourds' },
];

export function isColourCategory(value: string): value is ColourCategory {
  return COLOUR_CATEGORIES.some((c) => c.slug === value);
}

export function colourCategoryName(slug: string): string | undefined {
  return COLOUR_CATEGORIES.find((c) => c.slug === slug)?.name;
}

/** The folded code of the `code_search` column: lower case, o read as 0, no spaces/dots/dashes. */
export function foldCode(code: string): string {
  return code.toLowerCase().replace(/o/g, '0').replace(/[ .-]/g, '');
}

// ---------------------------------------------------------------- two-tone colours

/**
 * The tones of a two-tone name: split on '+', parenthesised text ignored, upper-cased.
 * « Blanc Nacré (toit) + Noir Étoilé » → ['BLANC NACRÉ', 'NOIR ÉTOILÉ'].
 */
export function parseTwoTone(name: string): string[] {
  return name
    .split('+')
    .map((part) =>
      part
        .replace(/\([^)]*\)?/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .toLocaleUpperCase('fr-FR'),
    )
    .filter((part) => part.length > 0);
}

// ---------------------------------------------------------------- colour lookup candidates

/** Codes are short: at most this many leading slug words are tried as the code. */
const MAX_CODE_WORDS = 4;

function slugWords(slug: string): string[] {
  return slugify(decodeURIComponentSafe(slug)).split('-').filter(Boolean);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function prefixes(words: string[]): string[][] {
  const out: string[][] = [];
  for (let n = Math.min(words.length, MAX_CODE_WORDS); n >= 1; n -= 1) out.push(words.slice(0, n));
  return out;
}

function withCases(values: string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    for (const variant of [value.toUpperCase(), value]) {
      if (!out.includes(variant)) out.push(variant);
    }
  }
  return out;
}

/**
 * Step 1 of the colour lookup: the codes a code-name slug may start with, longest first.
 * The leading 1–4 words, joined by '-', ' ' or nothing, upper-cased and as written:
 * « ly-7w-noir » → LY-7W-NOIR, …, LY-7W, LY 7W, LY7W, …, LY, ly.
 */
export function codeCandidates(slug: string): string[] {
  const joined: string[] = [];
  for (const words of prefixes(slugWords(slug))) {
    for (const separator of ['-', ' ', '']) joined.push(words.join(separator));
  }
  return withCases(joined);
}

/** Step 2: the legacy codes, hyphens read as dots (« 5-21-rouge » → 5.21.ROUGE, …, 5.21, 5). */
export function legacyCandidates(slug: string): string[] {
  return withCases(prefixes(slugWords(slug)).map((words) => words.join('.')));
}

/** Step 3: the text matched partially (case-insensitive) against codes: the first slug word. */
export function partialCodeTerm(slug: string): string | null {
  return slugWords(slug)[0] ?? null;
}

/** The normalised slug a URL's colour segment is compared with. */
export function normaliseColourSlug(slug: string): string {
  return slugify(decodeURIComponentSafe(slug));
}
