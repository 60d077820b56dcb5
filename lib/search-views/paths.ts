/**
 * The search results pages served from the cache (issue 37 §3). Their results depend only on
 * the normalised term (`cleanTerm`), the page numbers, and for /catalog the sort order: proxy.ts
 * rewrites such an address, address bar unchanged, to a twin route whose parameters are path
 * segments (`/catalog?search=Vernis&page=2` → `/catalog/resultats/tVmVybmlz/pertinence/2/1`),
 * rendered on its second visit (the first is rendered per request: second-search.ts), then
 * served from Next's cache like a catalogue page until one of the entities it shows changes
 * (its reads are tagged products, categories, brands, colours: lib/search/cached.ts,
 * lib/catalogue/cached.ts). Pro prices are islands, as on every cached page. A filter, a page
 * beyond 20 or any other parameter keeps the page rendered per request, as before.
 *
 * The term travels as base64url behind a `t` (any character survives the path; the empty term
 * of the colour search is `t`); an internal address that is not the canonical one of a term
 * (typed by hand) answers 404. Pure: read by proxy.ts and by the twin routes.
 */
import { DEFAULT_SORT, PARAM, SORT_KEYS } from '@/lib/catalogue/filters';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { parseSlug } from '@/lib/search/params';

/** Pages 1–20 (products or colours) are served from the cache; deeper ones per request. */
const PAGE = /^(?:[1-9]|1[0-9]|20)$/;
const SEGMENT = 'resultats';
/** The colour search without a maker. */
const NO_MAKER = '-';
const CATALOG_KEYS = ['search', PARAM.sort, PARAM.page, 'cpage'];
const COLOUR_KEYS = ['q', 'manufacturer', 'page'];
const COLOUR_PATHS = ['/couleurs-recherche', '/recherche-couleur'];

type Raw = Record<string, string | undefined>;

export function encodeTerm(term: string): string {
  return `t${Buffer.from(term, 'utf8').toString('base64url')}`;
}

/** The term of a path segment, or null when the segment is not the canonical one of a term. */
export function decodeTerm(segment: string): string | null {
  if (!/^t[A-Za-z0-9_-]*$/.test(segment)) return null;
  const term = Buffer.from(segment.slice(1), 'base64url').toString('utf8');
  return cleanTerm(term) === term && encodeTerm(term) === segment ? term : null;
}

/** The only value of `key` (undefined: absent; null: repeated). */
function single(params: URLSearchParams, key: string): string | null | undefined {
  const values = params.getAll(key);
  return values.length === 0 ? undefined : values.length === 1 ? values[0]! : null;
}

function pageOf(params: URLSearchParams, key: string): string | null {
  const value = single(params, key);
  if (value === undefined) return '1';
  return value !== null && PAGE.test(value) ? value : null;
}

function onlyKeys(params: URLSearchParams, allowed: readonly string[]): boolean {
  return [...params.keys()].every((key) => allowed.includes(key));
}

/** The twin route serving this search address from the cache, or null (rendered per request). */
export function searchViewPath(pathname: string, params: URLSearchParams): string | null {
  if (pathname === '/catalog') {
    if (!onlyKeys(params, CATALOG_KEYS)) return null;
    const raw = single(params, 'search');
    const term = cleanTerm(raw);
    if (typeof raw !== 'string' || !isSearchable(term)) return null;
    const sort = single(params, PARAM.sort) ?? DEFAULT_SORT;
    const [page, cpage] = [pageOf(params, PARAM.page), pageOf(params, 'cpage')];
    if (!(SORT_KEYS as readonly (string | null)[]).includes(sort) || !page || !cpage) return null;
    return `/catalog/${SEGMENT}/${encodeTerm(term)}/${sort}/${page}/${cpage}`;
  }
  if (COLOUR_PATHS.includes(pathname)) {
    if (!onlyKeys(params, COLOUR_KEYS)) return null;
    const [raw, maker, page] = [
      single(params, 'q'),
      single(params, 'manufacturer'),
      pageOf(params, 'page'),
    ];
    if (raw === null || maker === null || !page) return null;
    const slug = parseSlug(maker) ?? NO_MAKER;
    return `${pathname}/${SEGMENT}/${encodeTerm(cleanTerm(raw))}/${slug}/${page}`;
  }
  return null;
}

/** The query a `/catalog/resultats/…` route stands for, or null (404) for a hand-made one. */
export function catalogSearchParams(params: {
  terme: string;
  tri: string;
  page: string;
  cpage: string;
}): Raw | null {
  const search = decodeTerm(params.terme);
  if (search === null || !isSearchable(search)) return null;
  if (!(SORT_KEYS as readonly string[]).includes(params.tri)) return null;
  if (!PAGE.test(params.page) || !PAGE.test(params.cpage)) return null;
  return { search, [PARAM.sort]: params.tri, [PARAM.page]: params.page, cpage: params.cpage };
}

/** The query a colour search's `…/resultats/…` route stands for, or null (404). */
export function colourSearchParams(params: {
  terme: string;
  marque: string;
  page: string;
}): Raw | null {
  const q = decodeTerm(params.terme);
  if (q === null || !PAGE.test(params.page)) return null;
  if (params.marque !== NO_MAKER && parseSlug(params.marque) !== params.marque) return null;
  return {
    q,
    manufacturer: params.marque === NO_MAKER ? undefined : params.marque,
    page: params.page,
  };
}

/** One sample per twin route for generateStaticParams (Cache Components needs one). */
export const CATALOG_SEARCH_SAMPLE = {
  terme: encodeTerm('vernis'),
  tri: DEFAULT_SORT,
  page: '1',
  cpage: '1',
};
export const COLOUR_SEARCH_SAMPLE = { terme: encodeTerm('blanc'), marque: NO_MAKER, page: '1' };
