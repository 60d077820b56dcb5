/**
 * Listing and product pages are fully static (prerendered, served from cache) for their plain
 * address. A request carrying listing parameters (?marque=…, ?page=…) or a variant
 * (?variante=…) is rewritten, address bar unchanged, to a twin route that reads them:
 * `/catalogue?page=2` is served by `/catalogue/filtres?page=2`, `/product/x?variante=<id>` by
 * `/product/x/variante/<id>`. proxy.ts applies these rules (lib/routing/query-rewrites.ts).
 *
 * A listing address whose only parameters are a sort order and/or a page number among the first
 * VIEW_MAX_PAGE depends on nothing but its URL: it goes to a third twin whose parameters are path
 * segments, `/produits/categorie/x?tri=nom&page=2` → `/produits/categorie/x/vue/nom/2`, rendered
 * once on first visit then served from the cache like the plain page (issue 12). Their number is
 * bounded (sorts × VIEW_MAX_PAGE per listing); any other combination stays per request.
 */
import { LISTING_PARAM_KEYS, PARAM, SORT_KEYS } from './filters';

const FILTERED_SEGMENT = 'filtres';
const VARIANT_SEGMENT = 'variante';
const VIEW_SEGMENT = 'vue';
/** Pages of a sort order served from the cache; later ones are rendered per request. */
export const VIEW_MAX_PAGE = 20;

type QueryMatch = { type: 'query'; key: string; value?: string };
type Rewrite = { source: string; destination: string; has: QueryMatch[]; missing?: QueryMatch[] };

/** Next anchors these patterns (`^…$`): 1–20, and the sort keys. */
const VIEW_PAGE = '(?<page>[1-9]|1[0-9]|20)';
const VIEW_SORT = `(?<tri>${SORT_KEYS.join('|')})`;

/** Listing addresses, as path-to-regexp sources; each gets a `/filtres` twin. */
const LISTING_SOURCES = [
  '/:listing(catalogue|produits-carrosserie|materiel-outillage|equipement|detailing)',
  '/produits/categorie/:slug',
  '/marques/:slug',
];

function destinationOf(source: string): string {
  return `${source.replace(/\(.*\)/, '')}/${FILTERED_SEGMENT}`;
}

function viewRewrites(source: string): Rewrite[] {
  const base = source.replace(/\(.*\)/, '');
  const missing = (...keys: string[]) =>
    LISTING_PARAM_KEYS.filter((k) => !keys.includes(k)).map((key) => ({
      type: 'query' as const,
      key,
    }));
  const sort = { type: 'query' as const, key: PARAM.sort, value: VIEW_SORT };
  const page = { type: 'query' as const, key: PARAM.page, value: VIEW_PAGE };
  return [
    {
      source,
      destination: `${base}/${VIEW_SEGMENT}/:tri/:page`,
      has: [sort, page],
      missing: missing(PARAM.sort, PARAM.page),
    },
    {
      source,
      destination: `${base}/${VIEW_SEGMENT}/:tri/1`,
      has: [sort],
      missing: missing(PARAM.sort),
    },
    {
      source,
      destination: `${base}/${VIEW_SEGMENT}/pertinence/:page`,
      has: [page],
      missing: missing(PARAM.page),
    },
  ];
}

export function catalogueRewrites(): Rewrite[] {
  const views = LISTING_SOURCES.flatMap(viewRewrites);
  const listing = LISTING_SOURCES.flatMap((source) =>
    LISTING_PARAM_KEYS.map((key) => ({
      source,
      destination: destinationOf(source),
      has: [{ type: 'query' as const, key }],
    })),
  );
  const variant: Rewrite = {
    source: '/product/:slug',
    destination: `/product/:slug/${VARIANT_SEGMENT}/:variante`,
    has: [{ type: 'query', key: 'variante', value: '(?<variante>[0-9a-fA-F-]{36})' }],
  };
  return [...views, ...listing, variant];
}

/**
 * The listing parameters of a `…/vue/{tri}/{page}` route, as the query they came from; null for
 * values the rewrites never produce (the internal address typed by hand), which answer 404.
 */
export function viewSearchParams(params: {
  tri: string;
  page: string;
}): Record<string, string> | null {
  const page = Number(params.page);
  const known = (SORT_KEYS as readonly string[]).includes(params.tri);
  if (!known || !/^[1-9][0-9]?$/.test(params.page) || page > VIEW_MAX_PAGE) return null;
  return { [PARAM.sort]: params.tri, [PARAM.page]: params.page };
}

/** One sample per view route for generateStaticParams (Cache Components needs one). */
export const VIEW_SAMPLE = { tri: 'prix-croissant', page: '2' } as const;
