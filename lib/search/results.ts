/**
 * The full results pages: the colours of /catalog?search= and the colour search
 * (/couleurs-recherche, /recherche-couleur) ranked by the spec's score.
 * Takes the database so it runs outside Next.js (tests); pages go through cached.ts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { rankedColours } from './colours';
import { COLOUR_MIN_SCORE, COLOUR_RESULTS_CAP, RESULTS_COLOURS_PER_PAGE } from './constants';
import { parseQuery } from './normalise';
import { pageCount } from './params';
import { splitShadeTerm, withShades } from './shades';
import type { ColourHit, Page } from './types';

/** Colours of /catalog are ranked among this many candidates per branch (20 pages). */
const CATALOG_COLOUR_CAP = RESULTS_COLOURS_PER_PAGE * 20;

const emptyPage = <T>(page: number): Page<T> => ({ items: [], total: 0, page, pageCount: 1 });

/**
 * The colours of /catalog?search= (its products are the catalogue's listing, filtered by
 * productSearchCondition): every match, best score first, one page.
 */
export async function searchCatalogColours(
  db: Database,
  params: { term: unknown; page: number },
): Promise<Page<ColourHit>> {
  const query = parseQuery(params.term);
  if (!query.searchable) return emptyPage(params.page);
  const colours = await rankedColours(db, query, {
    cap: CATALOG_COLOUR_CAP,
    names: true,
    offset: (params.page - 1) * RESULTS_COLOURS_PER_PAGE,
    limit: RESULTS_COLOURS_PER_PAGE,
  });
  return {
    items: colours.colours,
    total: colours.total,
    page: params.page,
    pageCount: pageCount(colours.total, RESULTS_COLOURS_PER_PAGE),
    truncated: colours.capped,
  };
}

/** The maker a colour search names (the picker's list is the colours' `cachedManufacturers`). */
type Maker = { id: string; name: string; slug: string; category: string };

export type ColourSearch = {
  term: string;
  /** False when there is neither a 2-character term nor a maker: the page shows the prompt. */
  searched: boolean;
  maker: Maker | null;
  /** A maker slug was given but is unknown. */
  unknownMaker: boolean;
  results: Page<ColourHit>;
};

/**
 * The colour search with the spec's score (keep ≥ 50, best first). With a maker chosen, its
 * colours count as a manufacturer match and the term narrows them by code or name; a maker
 * without a term lists all its colours.
 */
export async function searchColours(
  db: Database,
  params: { term: unknown; makerSlug: string | null; page: number },
): Promise<ColourSearch> {
  // « EWP plus claire »: EWP is searched, its « plus claire » variant chosen (shades.ts).
  const shade = typeof params.term === 'string' ? splitShadeTerm(params.term) : null;
  const asked = parseQuery(params.term);
  const query = shade ? parseQuery(shade.rest) : asked;
  let maker: Maker | null = null;
  if (params.makerSlug) {
    const found = await db.execute<Maker>(sql`
      select id, name, slug, category::text as category from paint_manufacturers
      where is_active and slug = ${params.makerSlug}`);
    maker = found.rows[0] ?? null;
  }
  const unknownMaker = Boolean(params.makerSlug) && !maker;
  const base = { term: asked.term, maker, unknownMaker };
  if (!query.searchable && !maker) {
    return { ...base, searched: false, results: emptyPage(params.page) };
  }
  const perPage = RESULTS_COLOURS_PER_PAGE;
  // A maker alone (no usable term) lists its colours, all scored as a maker match.
  const ranked = await rankedColours(db, query.searchable ? query : parseQuery(''), {
    cap: COLOUR_RESULTS_CAP,
    names: Boolean(maker),
    makerId: maker?.id ?? null,
    makerArm: !(maker && query.searchable),
    minScore: COLOUR_MIN_SCORE,
    offset: (params.page - 1) * perPage,
    limit: perPage,
  });
  return {
    ...base,
    searched: true,
    results: {
      items: shade ? await withShades(db, ranked.colours, shade.words) : ranked.colours,
      total: ranked.total,
      page: params.page,
      pageCount: pageCount(ranked.total, perPage),
      truncated: ranked.capped,
    },
  };
}
