/**
 * The legacy-URL rules (spec, "Redirects") as one pure function of the request path and query:
 * a redirect with its final target, a database lookup to make, or nothing (Next's router).
 * Every target is built from whitelisted pieces (tables, slugs of [a-z0-9-]) and checked by
 * `isSafeLocation`, so no input can produce a redirect off this site.
 */
import { isColourCategory, slugify, type ColourCategory } from '@/lib/colours/slug';
import {
  MAX_PATH_LENGTH,
  hasParam,
  isSafeLocation,
  keptQuery,
  matchKey,
  rawOrKeptQuery,
  rawSegments,
  safeDecode,
} from './paths';
import {
  APP_SEGMENTS,
  LEGACY_COLOUR_CATEGORIES,
  LEGACY_EXTENSIONS,
  LEGACY_PREFIXES,
  LEGACY_SLUG_WORDS,
  LEGACY_SUFFIXES,
  NOT_LEGACY_PHP,
  RENAMES,
} from './tables';
import { isUuid } from '@/lib/uuid';

/** Where a legacy colour or product address goes when nothing better is known. */
export const FALLBACK_LOCATION = '/catalogue-couleur';

export type Pass = { type: 'pass' };
/** Every redirect of the shop is a 301 (spec's SEO plan); 302 only after a database error. */
export type Redirect = { type: 'redirect'; location: string; status: 301 };
/**
 * colour: `/couleur/*` (legacy table, then a colour, else the fallback);
 * legacy: `/produit/*` and other legacy shapes (legacy table, product slug, colour, fallback);
 * table: any other unknown path (legacy table only, else Next's 404).
 */
type LookupKind = 'colour' | 'legacy' | 'table';
export type Lookup = {
  kind: LookupKind;
  /** Normalised old paths for `legacy_redirects.old_path`, most specific first. */
  oldPaths: string[];
  /** Slug text ([a-z0-9-]) to match against product slugs and colours; '' when none. */
  slug: string;
};
type LookupDecision = { type: 'lookup'; lookup: Lookup };

/**
 * A page whose existence (or canonical address) only the database knows, asked before answering
 * so that a redirect is one 301 to a page that answers 200:
 * brand, product-category, maker-list: legacy targets, with a fallback page when unknown;
 * colour-page, biton-page, colour-id: the canonical address of a colour (the page itself would
 * only be able to answer a 308);
 * product: an unpublished product's page moves (301) to its category, keeping its links.
 */
export type PageCheck =
  | { kind: 'brand'; slug: string }
  | { kind: 'product-category'; slug: string }
  | { kind: 'maker-list'; category: ColourCategory; manufacturer: string }
  | { kind: 'colour-page'; category: ColourCategory; manufacturer: string; slug: string }
  | { kind: 'biton-page'; category: ColourCategory; manufacturer: string; code: string }
  | { kind: 'colour-id'; id: string }
  | { kind: 'product'; slug: string };
type CheckDecision = {
  type: 'check';
  check: PageCheck;
  /** The path as received (decoded case kept, no trailing slash): an answer equal to it passes. */
  path: string;
  /** Query string carried to the answer ('' when the rule drops it). */
  query: string;
  /** When the answer is the requested page itself (a legacy check, with no path, never is). */
  otherwise: Pass | Redirect;
};
export type Decision = Pass | Redirect | LookupDecision | CheckDecision;

const PASS: Pass = { type: 'pass' };

const renames = new Map(Object.entries(RENAMES));
const legacyColourCategories = new Map(Object.entries(LEGACY_COLOUR_CATEGORIES));
const INDEX_PAGES = new Set(['index.html', 'index.htm', 'index.php']);
const COLOUR_SUBSECTIONS = new Set(['constructeur', 'speciale', 'metallisee', 'nacree']);
const BITON_CODE = /^[a-z0-9][a-z0-9.+_-]{0,63}$/;
const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

export function redirect(location: string): Redirect | Pass {
  return isSafeLocation(location) ? { type: 'redirect', location, status: 301 } : PASS;
}

function check(pageCheck: PageCheck, path: string, query = ''): CheckDecision {
  return { type: 'check', check: pageCheck, path, query, otherwise: PASS };
}

/**
 * Where a check answers: for a legacy check, the page it names when `found`, else its fallback
 * (spec: the category page, else the catalogue); colour checks get their address from the row.
 */
export function legacyCheckTarget(pageCheck: PageCheck, found: boolean): string | null {
  switch (pageCheck.kind) {
    case 'brand':
      return found ? `/marques/${pageCheck.slug}` : '/marques';
    case 'product-category':
      return found ? `/produits/categorie/${pageCheck.slug}` : '/catalogue';
    case 'maker-list':
      return found
        ? `/catalogue-couleur/${pageCheck.category}?manufacturer=${pageCheck.manufacturer}`
        : `/catalogue-couleur/${pageCheck.category}`;
    default:
      return null;
  }
}

/**
 * Drops WordPress's trailing segments (`/feed`, `/page/2`, `/avis`, `/cgv`…), repeatedly,
 * keeping at least `minKeep` segments.
 */
export function stripSuffixes(keys: readonly string[], minKeep = 0): string[] {
  const out = [...keys];
  while (out.length > minKeep) {
    const last = out[out.length - 1]!;
    if (LEGACY_SUFFIXES.has(last) || /^comment-page-\d{1,6}$/.test(last)) {
      out.pop();
    } else if (
      /^\d{1,6}$/.test(last) &&
      out.length - 2 >= minKeep &&
      out[out.length - 2] === 'page'
    ) {
      out.length -= 2;
    } else {
      break;
    }
  }
  return out;
}

/** A legacy colour-category path: a final page, or a maker list to check in the database. */
export type LegacyColourCategory =
  | { type: 'page'; location: string }
  | { type: 'maker'; category: ColourCategory; manufacturer: string };

function legacyMaker(category: ColourCategory, raw: string): LegacyColourCategory {
  const manufacturer = slugify(raw.replace(/^codes-/, ''));
  return manufacturer
    ? { type: 'maker', category, manufacturer }
    : { type: 'page', location: `/catalogue-couleur/${category}` };
}

/**
 * What follows `/categorie-produit/` (suffixes already stripped): `codes-X/codes-Y` → the maker Y
 * in X's category, `codes-X` → X's category (same for `{category}/{maker}` and `{category}`),
 * anything else → `/catalogue-couleur`. The query is dropped (spec).
 */
export function legacyColourCategory(rest: readonly string[]): LegacyColourCategory {
  const category =
    rest.length > 0 && rest.length <= 2 ? legacyColourCategories.get(rest[0]!) : null;
  if (!category) return { type: 'page', location: FALLBACK_LOCATION };
  return rest.length === 2
    ? legacyMaker(category, rest[1]!)
    : { type: 'page', location: `/catalogue-couleur/${category}` };
}

/**
 * What follows `/catalogue-couleur/voitures/` (the old car chart, `voitures` = auto): a legacy
 * category path read with the same rules; nothing → the auto category; a single other segment
 * → a maker of the auto category (`/catalogue-couleur/voitures/peugeot`).
 */
export function legacyCarChart(rest: readonly string[]): LegacyColourCategory {
  if (rest.length === 0) return { type: 'page', location: '/catalogue-couleur/auto' };
  if (legacyColourCategories.has(rest[0]!)) return legacyColourCategory(rest);
  return rest.length === 1
    ? legacyMaker('auto', rest[0]!)
    : { type: 'page', location: FALLBACK_LOCATION };
}

function decodedSlug(raw: string): string {
  return slugify(safeDecode(raw) ?? raw);
}

/**
 * Colour pages. A section or category with capitals → its clean URL (static). A colour or
 * bi-tone page → a database check of its canonical address (capitals, dots, spaces, a partial
 * or legacy code, an 'unknown' maker): one 301 straight there, or the page itself when it is
 * already canonical or does not exist (its own 404, never a redirect into one).
 */
function colourPages(raw: readonly string[], keys: readonly string[], search: string): Decision {
  const asReceived = `/${raw.join('/')}`;
  if (keys.length === 2) {
    const section = keys[1]!;
    if (!isColourCategory(section) && !COLOUR_SUBSECTIONS.has(section)) return PASS;
    const target = `/catalogue-couleur/${section}`;
    return target === asReceived ? PASS : redirect(`${target}${keptQuery(search)}`);
  }
  const category = keys[1]!;
  if ((keys.length !== 4 && keys.length !== 5) || !isColourCategory(category)) return PASS;
  const manufacturer = decodedSlug(raw[2]!);
  if (!manufacturer) return PASS;
  if (keys.length === 4) {
    const slug = decodedSlug(raw[3]!);
    if (!slug || slug.startsWith('biton-')) return PASS;
    return check(
      { kind: 'colour-page', category, manufacturer, slug },
      asReceived,
      keptQuery(search),
    );
  }
  if (keys[3] !== 'biton' || !BITON_CODE.test(keys[4]!)) return PASS;
  return check(
    { kind: 'biton-page', category, manufacturer, code: keys[4]! },
    asReceived,
    keptQuery(search),
  );
}

function legacyColourCategoryDecision(target: LegacyColourCategory): Decision {
  if (target.type === 'page') return redirect(target.location);
  const { category, manufacturer } = target;
  return check({ kind: 'maker-list', category, manufacturer }, '');
}

function oldPathsOf(keys: readonly string[], stripped: readonly string[]): string[] {
  const candidates = [`/${keys.join('/')}`, `/${stripped.join('/')}`];
  const last = candidates[1]!;
  if (LEGACY_EXTENSIONS.test(last)) candidates.push(last.replace(LEGACY_EXTENSIONS, ''));
  return [...new Set(candidates)].filter((p) => p.length > 1 && !CONTROL.test(p));
}

function lastSlug(keys: readonly string[]): string {
  const last = keys[keys.length - 1];
  return last ? slugify(last.replace(LEGACY_EXTENSIONS, '')) : '';
}

/** Old shop addresses worth a database lookup; see docs/decisions/redirects-decided-in-the-proxy.md. */
export function isLegacyShape(keys: readonly string[]): boolean {
  if (keys.length === 0) return false;
  if (keys.some((k) => NOT_LEGACY_PHP.test(k))) return false;
  if (LEGACY_PREFIXES.has(keys[0]!)) return true;
  if (LEGACY_EXTENSIONS.test(keys[keys.length - 1]!)) return true;
  if (stripSuffixes(keys, 1).length < keys.length) return true;
  if (keys.length === 1) {
    const words = slugify(keys[0]!).split('-');
    return words.length >= 2 && LEGACY_SLUG_WORDS.has(words[0]!);
  }
  return false;
}

function lookup(
  kind: LookupKind,
  keys: readonly string[],
  stripped: readonly string[],
  slug: string,
) {
  return {
    type: 'lookup' as const,
    lookup: { kind, oldPaths: oldPathsOf(keys, stripped), slug },
  };
}

function decideSegments(raw: readonly string[], search: string): Decision {
  const keys = raw.map(matchKey);
  const first = keys[0]!;

  if (keys.length === 1) {
    const renamed = renames.get(first);
    if (renamed) {
      if (first !== 'catalog' || !hasParam(search, 'search')) {
        return redirect(`${renamed}${keptQuery(search)}`);
      }
      // /catalog?search= is the search results page itself.
      return raw[0] === 'catalog' ? PASS : redirect(`/catalog${keptQuery(search)}`);
    }
    if (INDEX_PAGES.has(first)) return redirect(`/${keptQuery(search)}`);
  }

  if (first === 'brands' && keys.length === 2) {
    const slug = slugify(keys[1]!);
    return slug
      ? check({ kind: 'brand', slug }, '', keptQuery(search))
      : redirect(`/marques${keptQuery(search)}`);
  }

  const isOldCategory = first === 'categorie' && keys.length >= 2;
  const isEnglishCategory = first === 'produits' && keys[1] === 'category' && keys.length >= 3;
  if (isOldCategory || isEnglishCategory) {
    const rest = stripSuffixes(keys.slice(isOldCategory ? 1 : 2));
    if (rest.length <= 1) {
      const slug = rest[0] ? slugify(rest[0]) : '';
      return slug
        ? check({ kind: 'product-category', slug }, '', keptQuery(search))
        : redirect(`/catalogue${keptQuery(search)}`);
    }
  }

  if (first === 'categorie-produit') {
    return legacyColourCategoryDecision(legacyColourCategory(stripSuffixes(keys.slice(1))));
  }
  if (first === 'catalogue-couleur' && keys[1] === 'voitures') {
    return legacyColourCategoryDecision(legacyCarChart(stripSuffixes(keys.slice(2))));
  }
  if (first === 'catalogue-couleur') return colourPages(raw, keys, search);
  if ((first === 'paint' || first === 'color') && keys.length === 2 && isUuid(keys[1])) {
    return check({ kind: 'colour-id', id: keys[1]! }, `/${raw.join('/')}`, '');
  }

  if (first === 'produit' || first === 'couleur') {
    const stripped = stripSuffixes(keys, 1);
    const rest = stripped.slice(1);
    const slug =
      first === 'couleur' ? slugify(rest.join('-').replace(LEGACY_EXTENSIONS, '')) : lastSlug(rest);
    return lookup(first === 'couleur' ? 'colour' : 'legacy', keys, stripped, slug);
  }

  // A product page: shown, it answers itself; unpublished, a 301 to its category; unknown, 404.
  if (raw[0] === 'product' && raw.length === 2 && PRODUCT_SLUG.test(raw[1]!)) {
    return check({ kind: 'product', slug: raw[1]! }, `/product/${raw[1]}`, '');
  }
  if (APP_SEGMENTS.has(first)) return PASS;

  const stripped = stripSuffixes(keys, 1);
  if (isLegacyShape(keys)) return lookup('legacy', keys, stripped, lastSlug(stripped));
  return lookup('table', keys, keys, '');
}

/** An RFC 3986 path segment (pchar only), so a raw segment can be copied as it came. */
const PCHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;

function trailingSlashRedirect(raw: readonly string[], search: string): Redirect | Pass {
  if (raw[0] === '.well-known' || !raw.every((segment) => PCHARS.test(segment))) return PASS;
  return redirect(`/${raw.join('/')}${rawOrKeptQuery(search)}`);
}

/**
 * The decision for one GET/HEAD request. `pathname` is the raw (percent-encoded) path,
 * `search` the raw query string with its '?'. Rules see paths without their trailing '/', so a
 * legacy `/produit/x/` answers one 301 straight to its final page. Other paths ending in '/'
 * get a 301 to the path without it when it may be a page of the app (its own routes, a colour
 * page the check found canonical); a path that is no route and has no legacy_redirects row
 * stays a 404 where it is (no redirect into a 404).
 */
export function decideRedirect(pathname: string, search = ''): Decision {
  if (pathname.length > MAX_PATH_LENGTH || search.length > MAX_PATH_LENGTH * 4) return PASS;
  const raw = rawSegments(pathname);
  if (raw.length === 0) return PASS;
  const decision = decideSegments(raw, search);
  if (decision.type === 'redirect') return decision;
  // A lookup always answers, but for a path that is no route: a 404 where it is.
  if (decision.type === 'lookup') return decision;
  // A legacy check (no path of its own) always answers with another page.
  const trailing =
    pathname.length > 1 &&
    /[/\\]$/.test(pathname) &&
    (decision.type === 'pass' || decision.path !== '');
  const otherwise = trailing ? trailingSlashRedirect(raw, search) : PASS;
  return decision.type === 'pass' ? otherwise : { ...decision, otherwise };
}
