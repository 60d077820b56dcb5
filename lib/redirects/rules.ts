/**
 * The legacy-URL rules (spec, "Redirects") as one pure function of the request path and query:
 * a redirect with its final target, a database lookup to make, or nothing (Next's router).
 * Every target is built from whitelisted pieces (tables, slugs of [a-z0-9-]) and checked by
 * `isSafeLocation`, so no input can produce a redirect off this site.
 */
import { isColourCategory, slugify } from '@/lib/colours/slug';
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

/** Where a legacy colour or product address goes when nothing better is known. */
export const FALLBACK_LOCATION = '/catalogue-couleur';

export type Pass = { type: 'pass' };
export type Redirect = { type: 'redirect'; location: string; status: 301 | 308 };
/**
 * colour: `/couleur/*` (legacy table, then a colour, else the fallback);
 * legacy: `/produit/*` and other legacy shapes (legacy table, product slug, colour, fallback);
 * table: any other unknown path (legacy table only, else Next's 404).
 */
export type LookupKind = 'colour' | 'legacy' | 'table';
export type Lookup = {
  kind: LookupKind;
  /** Normalised old paths for `legacy_redirects.old_path`, most specific first. */
  oldPaths: string[];
  /** Slug text ([a-z0-9-]) to match against product slugs and colours; '' when none. */
  slug: string;
};
export type LookupDecision = { type: 'lookup'; lookup: Lookup; otherwise: Pass | Redirect };
export type Decision = Pass | Redirect | LookupDecision;

export const PASS: Pass = { type: 'pass' };

const renames = new Map(Object.entries(RENAMES));
const legacyColourCategories = new Map(Object.entries(LEGACY_COLOUR_CATEGORIES));
const INDEX_PAGES = new Set(['index.html', 'index.htm', 'index.php']);
const COLOUR_SUBSECTIONS = new Set(['constructeur', 'speciale', 'metallisee', 'nacree']);
const BITON_CODE = /^[a-z0-9][a-z0-9.+_-]{0,63}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

function redirect(location: string, status: 301 | 308 = 301): Redirect | Pass {
  return isSafeLocation(location) ? { type: 'redirect', location, status } : PASS;
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

/** `codes-auto/codes-renault` → `/catalogue-couleur/auto?manufacturer=renault` (query dropped). */
export function legacyColourCategoryTarget(rest: readonly string[]): string {
  if (rest.length === 0 || rest.length > 2) return FALLBACK_LOCATION;
  const category = legacyColourCategories.get(rest[0]!);
  if (!category) return FALLBACK_LOCATION;
  const maker = rest.length === 2 ? slugify(rest[1]!.replace(/^codes-/, '')) : '';
  return maker
    ? `/catalogue-couleur/${category}?manufacturer=${maker}`
    : `/catalogue-couleur/${category}`;
}

function decodedSlug(raw: string): string {
  return slugify(safeDecode(raw) ?? raw);
}

/** Colour URLs with capitals, dots, spaces (or other non-slug characters) → the clean URL. */
function colourCleanup(raw: readonly string[], keys: readonly string[], search: string): Decision {
  const asReceived = `/${raw.join('/')}`;
  let target: string | null = null;
  if (keys.length === 2) {
    const section = keys[1]!;
    if (isColourCategory(section) || COLOUR_SUBSECTIONS.has(section)) {
      target = `/catalogue-couleur/${section}`;
    }
  } else if ((keys.length === 4 || keys.length === 5) && isColourCategory(keys[1]!)) {
    const maker = decodedSlug(raw[2]!);
    if (keys.length === 4) {
      const slug = decodedSlug(raw[3]!);
      if (maker && slug) target = `/catalogue-couleur/${keys[1]}/${maker}/${slug}`;
    } else if (keys[3] === 'biton' && BITON_CODE.test(keys[4]!)) {
      if (maker) target = `/catalogue-couleur/${keys[1]}/${maker}/biton/${keys[4]}`;
    }
  }
  if (!target || target === asReceived) return PASS;
  return redirect(`${target}${keptQuery(search)}`);
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

/** Old shop addresses worth a database lookup; see docs/architecture.md, "Legacy URLs". */
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
    otherwise: PASS,
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
    return redirect(`${slug ? `/marques/${slug}` : '/marques'}${keptQuery(search)}`);
  }

  const isOldCategory = first === 'categorie' && keys.length >= 2;
  const isEnglishCategory = first === 'produits' && keys[1] === 'category' && keys.length >= 3;
  if (isOldCategory || isEnglishCategory) {
    const rest = stripSuffixes(keys.slice(isOldCategory ? 1 : 2));
    if (rest.length <= 1) {
      const slug = rest[0] ? slugify(rest[0]) : '';
      return redirect(`${slug ? `/produits/categorie/${slug}` : '/catalogue'}${keptQuery(search)}`);
    }
  }

  if (first === 'categorie-produit' || (first === 'catalogue-couleur' && keys[1] === 'voitures')) {
    const rest = stripSuffixes(keys.slice(1));
    return redirect(legacyColourCategoryTarget(rest));
  }
  if (first === 'catalogue-couleur') return colourCleanup(raw, keys, search);

  if (first === 'produit' || first === 'couleur') {
    const stripped = stripSuffixes(keys, 1);
    const rest = stripped.slice(1);
    const slug =
      first === 'couleur' ? slugify(rest.join('-').replace(LEGACY_EXTENSIONS, '')) : lastSlug(rest);
    return lookup(first === 'couleur' ? 'colour' : 'legacy', keys, stripped, slug);
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
  return redirect(`/${raw.join('/')}${rawOrKeptQuery(search)}`, 308);
}

/**
 * The decision for one GET/HEAD request. `pathname` is the raw (percent-encoded) path,
 * `search` the raw query string with its '?'. Paths ending in '/' (other than '/') that no
 * rule maps get Next's usual 308 to the path without it; rules see them without it, so a
 * legacy `/produit/x/` answers one 301 straight to its final page.
 */
export function decideRedirect(pathname: string, search = ''): Decision {
  if (pathname.length > MAX_PATH_LENGTH || search.length > MAX_PATH_LENGTH * 4) return PASS;
  const raw = rawSegments(pathname);
  if (raw.length === 0) return PASS;
  const decision = decideSegments(raw, search);
  if (decision.type === 'redirect') return decision;
  const trailing = pathname.length > 1 && /[/\\]$/.test(pathname);
  const otherwise = trailing ? trailingSlashRedirect(raw, search) : PASS;
  return decision.type === 'lookup' ? { ...decision, otherwise } : otherwise;
}
