/**
 * Colour candidates from Postgres, ranked by the pure score (score.ts). Each way a colour can
 * match (exact code, partial code, legacy code, maker, name) is its own index-backed branch
 * with its own bound, so no term reads more than a few hundred rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { canonicalColourUrl } from '@/lib/urls';
import { plateReadings } from './plate-codes';
import { hasTrigram, type SearchQuery } from './normalise';
import { rankColours, rankTop, type ScoredQuery } from './score';
import { loadMakers, matchMakers, type MakerRef } from './makers';
import { parseTerms, type SearchTerms } from './terms';
import {
  allWords,
  codeEquals,
  codeMatch,
  contains,
  expr,
  inPrefixOrder,
  limitTo,
  searchStatement,
  startsWithRange,
  uuidArray,
} from './sql';
import type { ColourHit } from './types';

/** What each branch returns: all the scoring and the card need, so nothing is read twice. */
const COLUMNS = sql.raw(`c.id, c.color_code, c.color_name, c.color_code_legacy,
  c.category::text as category, c.css_preview, c.image_url, c.manufacturer_id`);

export type ColourRow = {
  arm: number;
  id: string;
  color_code: string;
  color_name: string;
  color_code_legacy: string | null;
  category: string;
  css_preview: string | null;
  image_url: string | null;
  manufacturer_id: string | null;
};

type Candidate = Omit<ColourHit, 'score' | 'url'> & { legacyCode: string | null };

export type ColourCandidates = {
  colours: Candidate[];
  /** A branch returned its full bound: there may be more matches than found. */
  capped: boolean;
};

export type CandidateOptions = {
  /** Bound of each branch. */
  cap: number;
  /** Also match colour names (the dropdown and /catalog do; the scored pages need not). */
  names: boolean;
  /** Only this maker's colours (the maker picker); its colours all count as a maker match. */
  makerId?: string | null;
  /**
   * Include the maker branch (default): the colours of the makers the term names, or with
   * `makerId` all that maker's colours. Off when a chosen maker is narrowed by a term.
   */
  makerArm?: boolean;
};

/** Part of a search statement (see `searchStatement`): its CTEs and the candidates' JSON. */
export type ColourPart = { ctes: SQL[]; json: SQL };

/** The candidates' statement part, or null when the term gives the indexes nothing. */
export function colourCandidatesPart(
  query: SearchTerms,
  makers: Map<string, MakerRef>,
  options: CandidateOptions,
): ColourPart | null {
  const { cap } = options;
  const restrict = options.makerId ? sql` and c.manufacturer_id = ${options.makerId}` : sql``;
  const base = (arm: number, where: SQL | null): SQL | null =>
    where &&
    sql`(select ${COLUMNS}, ${sql.raw(String(arm))} as arm from paint_colors c where c.is_active${restrict} and ${where} ${limitTo(cap)})`;

  const arms: Array<SQL | null> = [];
  // Names starting with the term come from a b-tree; the trigram « contains » branch only runs
  // when they are fewer than the bound (a common word like « blanc » never reaches it).
  let namePrefix: SQL | null = null;
  const named = namedMakerArms(query, makers, base, { cap, restrict });
  if (query.searchable) {
    arms.push(
      // An exact code is looked up apart: a short code's partial matches may exceed the bound.
      // (Legacy codes are rare: their partial branch holds the exact ones.)
      base(1, codeEquals(expr.colourCode, query.code)),
      base(3, codeMatch(expr.colourCode, query.code)),
      base(4, codeMatch(expr.colourLegacy, query.code)),
      // The code as printed on a plate (« TEKNG » for Renault's KNG): its spellings, exactly,
      // among the makers of that convention (lib/search/plate-codes.ts).
      ...plateArms(query, makers, base),
      // « peugeot blanc », « QNG renault »: the rest among the named makers' colours.
      ...named.arms,
    );
    if (options.names) {
      namePrefix = sql`colour_prefix as (select ${COLUMNS} from paint_colors c
        where c.is_active${restrict} and ${startsWithRange(expr.colourNamePrefix, query.folded)}
        ${inPrefixOrder(expr.colourNamePrefix)} ${limitTo(cap)})`;
      arms.push(
        sql`(select *, 7 as arm from colour_prefix)`,
        base(
          6,
          allWords(
            query,
            (w) => sql`${expr.colourName} ilike ${contains(w)}`,
            (w) => sql`(${expr.colourName} || ' ') ilike ${contains(w)}`,
            [sql`(select count(*) from colour_prefix) < ${sql.raw(String(cap))}`],
            { colourWordsFilter: true },
          ),
        ),
      );
    }
  }
  const makerIds =
    options.makerArm === false
      ? []
      : options.makerId
        ? [options.makerId]
        : [
            ...new Set([
              ...matchMakers(makers.values(), query).map((m) => m.id),
              // Words that all name makers (« mercedes benz », « renault dacia »).
              ...(query.rest ? [] : query.makers.map((m) => m.id)),
            ]),
          ];
  if (makerIds.length > 0) {
    // The makers in order, each one's colours by code, the whole branch bounded too.
    arms.push(sql`(select x.*, 5 as arm
      from unnest(${uuidArray(makerIds)}) with ordinality as mk(id, n)
      cross join lateral (
        select ${COLUMNS} from paint_colors c where c.manufacturer_id = mk.id and c.is_active
        order by c.color_code ${limitTo(cap)}) x
      order by mk.n, x.color_code ${limitTo(cap)})`);
  }
  const present = arms.filter((a): a is SQL => a !== null);
  if (present.length === 0) return null;
  return {
    ctes: [
      ...(namePrefix ? [namePrefix] : []),
      ...named.ctes,
      sql`colour_cand as (${sql.join(present, sql` union all `)})`,
    ],
    json: sql`(select coalesce(json_agg(colour_cand), '[]'::json) from colour_cand)`,
  };
}

type Arm = (arm: number, where: SQL | null) => SQL | null;

/**
 * The maker's names starting with the rest (« peugeot blanc »: Peugeot's « Blanc … »), every
 * word of the rest in the name, from the maker-and-name b-tree (migration 0044): its range costs
 * little to read whole (777 Peugeot « blanc… » in 0.2 ms), and only `cap` rows are fetched.
 * Colour words start most names, so for the common queries this fills the bound and the
 * trigram branch, whose GIN bitmap costs about 2 µs per match of the maker (« blanc »
 * anywhere), is not run. No order (as the trigram branch): an order would make the generic
 * plan read and sort the whole range. One maker: the usual case (the maker is the start of
 * the index's key).
 */
function makerNamePrefix(
  rest: SearchQuery,
  makerId: string,
  { cap, restrict }: { cap: number; restrict: SQL },
): SQL {
  const stems = rest.stems.join(' ');
  // The index's one key: the maker's id, then the name (which starts with a space).
  const prefix = `${makerId} ${rest.folded.startsWith(stems) ? stems : rest.stems[0]!}`;
  // Each word as a filter of the range only: written as the trigram index's expression, it
  // would let the plan read that index instead (« renault blanc nacre »).
  const words = sql.join(
    rest.stems.map((w) => sql`(${expr.colourNameSpaced} || ' ') ilike ${contains(w)}`),
    sql` and `,
  );
  return sql`maker_prefix as (select ${COLUMNS} from paint_colors c
    where c.is_active${restrict} and ${startsWithRange(expr.colourMakerName, prefix)} and ${words}
    ${limitTo(cap)})`;
}

/**
 * The rest of a query that names makers (terms.ts), among those makers' colours: its exact
 * code, its partial code, its plate spellings, or every one of its words in the name. Each
 * condition is the one its trigram index serves, narrowed to the makers; for one maker, the
 * names starting with the rest first (`makerNamePrefix`).
 */
function namedMakerArms(
  query: SearchTerms,
  makers: Map<string, MakerRef>,
  base: Arm,
  bound: { cap: number; restrict: SQL },
): { ctes: SQL[]; arms: Array<SQL | null> } {
  const rest = query.rest;
  if (!query.searchable || !rest || query.makers.length === 0) return { ctes: [], arms: [] };
  // A code is narrow by itself (a few rows from its own index): the maker only filters them.
  // Written as above, the plan also read the maker's whole posting list from the name's GIN
  // index to intersect it (5,578 Peugeot colours for « peugeot EWP », 1–3 ms).
  const makerIds = `{${query.makers.map((m) => m.id).join(',')}}`;
  const codeNarrowed = (where: SQL | null) =>
    where && sql`${where} and c.manufacturer_id::text = any(${makerIds}::text[])`;
  const named = new Map(query.makers.map((m) => [m.id, m]));
  const prefix =
    query.makers.length === 1 && rest.stems.some(hasTrigram)
      ? makerNamePrefix(rest, query.makers[0]!.id, bound)
      : null;
  const ctes = prefix ? [prefix] : [];
  const arms = [
    base(8, codeNarrowed(codeEquals(expr.colourCode, rest.code))),
    base(9, codeNarrowed(codeMatch(expr.colourCode, rest.code))),
    ...(prefix ? [sql`(select *, 14 as arm from maker_prefix)`] : []),
    // Only when the names starting with the rest are fewer than the bound.
    base(
      10,
      makerWordsMatch(
        rest,
        query.makers.map((m) => m.id),
        prefix ? [sql`(select count(*) from maker_prefix) < ${sql.raw(String(bound.cap))}`] : [],
        // The names starting with the rest have every word too: not read twice.
        prefix ? sql`select id from maker_prefix` : null,
      ),
    ),
    ...plateArms(rest, new Map([...makers].filter(([id]) => named.has(id))), base, 11),
    // « peugeot EWP blanc »: the code among the makers' colours (the score adds the name).
    ...(query.restCode
      ? [
          base(12, codeNarrowed(codeEquals(expr.colourCode, query.restCode.code.code))),
          base(13, codeNarrowed(codeMatch(expr.colourCode, query.restCode.code.code))),
        ]
      : []),
  ];
  return { ctes, arms };
}

/**
 * Every word of the rest starts a word of the colour's name, among the named makers' colours:
 * each word's prefix is a range of the makers' name words (migration 0046,
 * `paint_colour_words`), the colours found for every word their intersection. A word with a
 * separator (« gris-bleu ») is looked up by its parts and checked whole on the rows found; a
 * word too short for a range of its own (« 2k ») only filters them; the colours `known` to
 * another arm are left out. Null when no word has three letters or digits.
 */
function makerWordsMatch(
  rest: SearchQuery,
  makerIds: string[],
  extra: SQL[],
  known: SQL | null,
): SQL | null {
  const maker =
    makerIds.length === 1
      ? sql`manufacturer_id = ${makerIds[0]!}::uuid`
      : sql`manufacturer_id = any(${uuidArray(makerIds)})`;
  const ranges: SQL[] = [];
  const filters: SQL[] = [];
  for (const stem of rest.stems) {
    const parts = stem.split(/[^a-z0-9]+/).filter(hasTrigram);
    for (const part of parts) {
      ranges.push(
        sql`select colour_id from paint_colour_words where ${maker} and ${startsWithRange(expr.colourWord, part)}`,
      );
    }
    if (parts.length !== 1 || parts[0] !== stem) {
      filters.push(sql`(${expr.colourNameSpaced} || ' ') ilike ${contains(stem)}`);
    }
  }
  if (ranges.length === 0) return null;
  const ids = sql.join(ranges, sql` intersect `);
  return sql.join(
    [sql`c.id in (${known ? sql`${ids} except ${known}` : ids})`, ...filters, ...extra],
    sql` and `,
  );
}

function plateArms(
  query: SearchQuery,
  makers: Map<string, MakerRef>,
  base: Arm,
  arm = 2,
): Array<SQL | null> {
  return plateReadings(query.term).map(({ convention, keys }) => {
    const ids = [...makers.values()]
      .filter((m) => convention.makers.includes(m.slug))
      .map((m) => m.id);
    if (ids.length === 0) return null;
    return base(
      arm,
      sql`${expr.colourCode} = any(${`{${keys.join(',')}}`}::text[]) and c.manufacturer_id = any(${uuidArray(ids)})`,
    );
  });
}

/** The candidates from the part's rows: once each, makers switched off left out. */
export function readColourCandidates(
  rows: ReadonlyArray<ColourRow>,
  makers: Map<string, MakerRef>,
  cap: number,
): ColourCandidates {
  const perArm = new Map<number, number>();
  const byId = new Map<string, ColourRow>();
  for (const row of rows) {
    perArm.set(row.arm, (perArm.get(row.arm) ?? 0) + 1);
    const maker = row.manufacturer_id ? makers.get(row.manufacturer_id) : undefined;
    // Colours of a maker switched off are not shown.
    if (!maker || maker.isActive) byId.set(row.id, row);
  }
  const colours = [...byId.values()].map((r): Candidate => {
    const maker = r.manufacturer_id ? makers.get(r.manufacturer_id) : undefined;
    return {
      id: r.id,
      code: r.color_code,
      name: r.color_name,
      category: r.category,
      cssPreview: r.css_preview,
      imageUrl: r.image_url,
      legacyCode: r.color_code_legacy,
      manufacturerName: maker?.name ?? null,
      manufacturerSlug: maker?.slug ?? null,
    };
  });
  return { colours, capped: [...perArm.values()].some((n) => n >= cap) };
}

async function findColourCandidates(
  db: Database,
  query: SearchQuery,
  options: CandidateOptions,
): Promise<{ terms: SearchTerms; found: ColourCandidates }> {
  const makers = await loadMakers(db);
  const terms = parseTerms(query.term, makers.values());
  const part = colourCandidatesPart(terms, makers, options);
  if (!part) return { terms, found: { colours: [], capped: false } };
  const row = await searchStatement<{ colours: ColourRow[] }>(db, part.ctes, [
    sql`${part.json} as colours`,
  ]);
  return { terms, found: readColourCandidates(row.colours, makers, options.cap) };
}

const everyRanked = <T>(ranked: T[]) => ({ top: ranked, total: ranked.length });

/** Ranks candidates by the spec's score and keeps the slice asked for. */
export function rankCandidates(
  query: ScoredQuery,
  found: ColourCandidates,
  options: { makerId?: string | null; minScore?: number; offset?: number; limit?: number },
): { colours: ColourHit[]; total: number; capped: boolean } {
  const scoring = { minScore: options.minScore, makerSelected: Boolean(options.makerId) };
  const offset = options.offset ?? 0;
  // Only the best `offset + limit` are put in order (the dropdown shows 5 of up to a few hundred).
  const { top, total } =
    options.limit === undefined
      ? everyRanked(rankColours(query, found.colours, scoring))
      : rankTop(query, found.colours, offset + options.limit, scoring);
  return {
    colours: top
      .slice(offset)
      .map(({ legacyCode: _legacy, ...c }) => ({ ...c, url: canonicalColourUrl(c) })),
    total,
    capped: found.capped,
  };
}

/**
 * Candidates ranked by the spec's score, best first; `total` counts every ranked candidate and
 * `colours` holds the slice asked for (`offset`, `limit`).
 */
export async function rankedColours(
  db: Database,
  query: SearchQuery,
  options: CandidateOptions & { minScore?: number; offset?: number; limit?: number },
): Promise<{ colours: ColourHit[]; total: number; capped: boolean }> {
  const { terms, found } = await findColourCandidates(db, query, options);
  return rankCandidates(terms, found, options);
}
