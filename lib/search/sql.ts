/**
 * SQL fragments of the search. Each searched expression is written exactly as its trigram
 * index (supabase/migrations), so the planner uses the index; every pattern is escaped, and a
 * condition that pg_trgm could not narrow (no trigram in it) is never sent, so no term can
 * cause a full scan.
 */
import { sql, type SQL } from 'drizzle-orm';
import { escapeLike, hasPrefixTrigram, hasTrigram, type SearchQuery } from './normalise';

/** Indexed expressions (see the trigram indexes). */
export const expr = {
  colourName: sql.raw('public.immutable_unaccent(lower(c.color_name))'),
  /** B-tree (text_pattern_ops) for « name starts with ». */
  colourNamePrefix: sql.raw('lower(public.immutable_unaccent(c.color_name))'),
  colourCode: sql.raw('c.code_search'),
  colourLegacy: sql.raw(`translate(lower(coalesce(c.color_code_legacy, '')), 'o .-', '0')`),
  productName: sql.raw('public.immutable_unaccent(lower(p.name))'),
  /** B-tree (text_pattern_ops) for « name starts with ». */
  productNamePrefix: sql.raw('lower(public.immutable_unaccent(p.name))'),
  productRef: sql.raw(`lower(coalesce(p.reference_code, ''))`),
  brandName: sql.raw('public.immutable_unaccent(lower(b.name))'),
};

/** `%text%`, escaped. */
export const contains = (text: string) => `%${escapeLike(text)}%`;
/** `text%`, escaped. */
export const startsWith = (text: string) => `${escapeLike(text)}%`;

/**
 * « the expression contains the text », or, when the text is too short for a trigram,
 * « one of its words starts with the text »; null when neither can use the index.
 */
export function textMatch(expression: SQL, text: string): SQL | null {
  if (hasTrigram(text)) return sql`${expression} ilike ${contains(text)}`;
  if (hasPrefixTrigram(text)) {
    return sql`(${expression} ilike ${startsWith(text)} or ${expression} ilike ${`% ${startsWith(text)}`})`;
  }
  return null;
}

/** A code column contains the code key (or starts with it when it is only 2 characters). */
export function codeMatch(expression: SQL, code: string): SQL | null {
  if (hasTrigram(code)) return sql`${expression} like ${contains(code)}`;
  if (hasPrefixTrigram(code)) return sql`${expression} like ${startsWith(code)}`;
  return null;
}

/** Exact code equality (pg_trgm answers `=` too); needs two letters or digits to be narrow. */
export function codeEquals(expression: SQL, code: string): SQL | null {
  return /[a-z0-9]{2}/.test(code) ? sql`${expression} = ${code}` : null;
}

/**
 * Every folded word must be found. Words with a trigram are index conditions; shorter words
 * (« 2k », « l ») only filter the rows found, through an expression the index does not cover.
 * Null when no word can use the index.
 */
export function allWords(
  query: SearchQuery,
  indexed: (word: string) => SQL,
  filterOnly: (word: string) => SQL,
  ...extra: SQL[]
): SQL | null {
  const long = query.words.filter(hasTrigram);
  if (long.length === 0) return null;
  const short = query.words.filter((w) => !hasTrigram(w));
  return sql.join(
    [
      ...long.map((w) => sql`(${indexed(w)})`),
      ...short.map((w) => sql`(${filterOnly(w)})`),
      ...extra,
    ],
    sql` and `,
  );
}
