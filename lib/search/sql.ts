/**
 * SQL fragments of the search. Each searched expression is written exactly as its trigram
 * index (supabase/migrations), so the planner uses the index; every pattern is escaped, and a
 * condition that pg_trgm could not narrow (no trigram in it) is never sent, so no term can
 * cause a full scan.
 *
 * The search's statements run as named prepared statements planned once per connection with a
 * generic plan (`searchRows`): planning cost as much as running them. So every condition must
 * be one an index serves whatever the parameter's value (a LIKE prefix is written as a range),
 * the varying lists travel as one array parameter, and the bounds are constants.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { executePrepared } from '@/lib/db/handle';
import { colourWord } from './inflection';
import { escapeLike, hasPrefixTrigram, hasTrigram, prefixEnd, type SearchQuery } from './normalise';

/** Indexed expressions (see the trigram indexes). */
export const expr = {
  colourName: sql.raw('public.immutable_unaccent(lower(c.color_name))'),
  /**
   * The name after a space (migration 0032: stored, so a filter reads text and calls no
   * unaccent()): the named-maker arms check their words in it, so « blanc » at the name's
   * start still matches.
   */
  colourNameSpaced: sql.raw('c.name_spaced_search'),
  /**
   * B-tree (text_pattern_ops) for « this maker's name starts with » (migration 0044): one key,
   * so no other statement's plan takes the index for the maker alone.
   */
  colourMakerName: sql.raw('(c.manufacturer_id::text || lower(c.name_spaced_search))'),
  /** A word of a colour's name, under its maker (migration 0046): b-tree (text_pattern_ops). */
  colourWord: sql.raw('word'),
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
 * « the expression starts with the text » on a `text_pattern_ops` b-tree, as a range: unlike
 * `like 'text%'`, a range with parameters is served by the index in a generic plan too.
 */
export function startsWithRange(expression: SQL, text: string): SQL {
  const end = prefixEnd(text);
  return end
    ? sql`(${expression} ~>=~ ${text} and ${expression} ~<~ ${end})`
    : sql`${expression} ~>=~ ${text}`;
}

/**
 * `order by` the prefix index's own order: with a `limit`, the plan walks the index and stops
 * at the bound (a generic plan would otherwise read every row of the range into a bitmap first:
 * 10,000 names start with « rouge »).
 */
export function inPrefixOrder(expression: SQL): SQL {
  return sql`order by ${expression} using ~<~`;
}

/** A list of ids as one `uuid[]` parameter: the statement's text does not depend on its length. */
export function uuidArray(ids: ReadonlyArray<string>): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** `limit n` with n written in the statement: a generic plan knows its bound. */
export function limitTo(n: number): SQL {
  return sql.raw(`limit ${Math.max(0, Math.trunc(n))}`);
}

/**
 * Runs a search statement as a named prepared statement (lib/db/handle.ts): each connection
 * parses and plans a statement's text once (generic plan, `plan_cache_mode` set by the search
 * pool: lib/db/client.ts) and then only binds the term. Each shape of search (how many words,
 * which branches) is its own statement, a few dozen in all (at most 6 words).
 */
async function searchRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  return (await executePrepared<T>(db, query, 'search')).rows;
}

/**
 * One round trip for a whole search: `with <ctes> select <columns>`, one row whose columns are
 * JSON arrays built by Postgres (json_agg) — cheaper to carry and read than rows of fields.
 */
export async function searchStatement<T extends Record<string, unknown>>(
  db: Database,
  ctes: SQL[],
  columns: SQL[],
): Promise<T> {
  const withClause = ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  const rows = await searchRows<T>(db, sql`${withClause}select ${sql.join(columns, sql`, `)}`);
  return rows[0]!;
}

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
 * Every word must be found, by its stem (« ponceuses » as « ponceuse »: normalise.ts). Stems
 * with a trigram are index conditions; shorter words (« 2k », « l ») only filter the rows
 * found, through an expression the index does not cover.
 * With `colourWordsFilter`, colour words (« blanc », « nacre »: inflection.ts) only filter too
 * when another word is an index condition: they are in thousands of colour names, so their
 * trigrams' lists are the longest the index reads (« renault blanc nacre » among every colour's
 * name: 1.4 ms, « renault » alone 0.5 ms), and the rows the other words find are few.
 * Null when no word can use the index.
 */
export function allWords(
  query: SearchQuery,
  indexed: (word: string) => SQL,
  filterOnly: (word: string) => SQL,
  extra: SQL[] = [],
  { colourWordsFilter = false }: { colourWordsFilter?: boolean } = {},
): SQL | null {
  let long = query.stems.filter(hasTrigram);
  if (long.length === 0) return null;
  if (colourWordsFilter && long.some((w) => !colourWord(w))) {
    long = long.filter((w) => !colourWord(w));
  }
  const short = query.stems.filter((w) => !long.includes(w));
  return sql.join(
    [
      ...long.map((w) => sql`(${indexed(w)})`),
      ...short.map((w) => sql`(${filterOnly(w)})`),
      ...extra,
    ],
    sql` and `,
  );
}
