/**
 * Path helpers for the redirect rules: splitting and decoding untrusted request paths, and the
 * last guard before anything becomes a `Location` header. Pure: no Next, no database.
 */

/** Longer paths are never redirected (they go to Next, which answers 404 or 414). */
export const MAX_PATH_LENGTH = 1024;
/** A kept query string longer than this is dropped. */
const MAX_QUERY_LENGTH = 1024;
/** Longest `Location` the rules may emit. */
const MAX_LOCATION_LENGTH = 2048;

export const GUARD_ORIGIN = 'http://nuancier.invalid';

/** `decodeURIComponent` that never throws: null for malformed percent-encoding. */
export function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Raw (still percent-encoded) segments of a path, empty ones dropped. Backslashes count as
 * separators, as browsers and WHATWG URL parsing treat them for http(s).
 */
export function rawSegments(pathname: string): string[] {
  return pathname.split(/[/\\]/).filter((s) => s.length > 0);
}

/** Decoded, lower-cased segment for matching against the rule tables (never echoed). */
export function matchKey(raw: string): string {
  return (safeDecode(raw) ?? raw).toLowerCase();
}

/**
 * True when `location` is a same-origin, already canonical path (what the URL parser would
 * produce itself): starts with exactly one '/', printable ASCII only (no spaces, backslashes,
 * control characters), no dot segments, short. Every rule's output passes through this.
 */
export function isSafeLocation(location: string): boolean {
  if (location.length === 0 || location.length > MAX_LOCATION_LENGTH) return false;
  if (location[0] !== '/' || location[1] === '/' || location[1] === '\\') return false;
  if (!/^[\x21-\x7e]+$/.test(location) || location.includes('\\') || location.includes('#')) {
    return false;
  }
  try {
    const url = new URL(location, GUARD_ORIGIN);
    return url.origin === GUARD_ORIGIN && `${url.pathname}${url.search}` === location;
  } catch {
    return false;
  }
}

/**
 * A query string to carry over to a redirect target, re-serialised (every character encoded as
 * URLSearchParams does), or '' when empty or too long.
 */
export function keptQuery(search: string): string {
  if (!search || search === '?' || search.length > MAX_QUERY_LENGTH) return '';
  const serialised = new URLSearchParams(search).toString();
  return serialised ? `?${serialised}` : '';
}

/**
 * The query string as received when it is plain printable ASCII (kept byte for byte, as Next's
 * own trailing-slash redirect does), otherwise re-serialised.
 */
export function rawOrKeptQuery(search: string): string {
  if (!search || search === '?') return '';
  if (
    search.length <= MAX_QUERY_LENGTH &&
    /^\?[\x21-\x7e]*$/.test(search) &&
    !search.includes('#')
  ) {
    return search;
  }
  return keptQuery(search);
}

/** Whether a search string carries the given parameter (even empty: `?search=`). */
export function hasParam(search: string, name: string): boolean {
  if (!search || search.length > MAX_QUERY_LENGTH * 4) return false;
  return new URLSearchParams(search).has(name);
}

/**
 * A stored target (legacy_redirects.new_path, typed by an admin) as a canonical path of this
 * site, or null when it points elsewhere or cannot be parsed. An absolute URL is accepted only
 * on `siteOrigin` (SITE_URL). The fragment is dropped.
 */
export function normaliseStoredTarget(target: string, siteOrigin: string): string | null {
  const text = target.trim();
  if (!text || text.length > MAX_LOCATION_LENGTH) return null;
  let url: URL;
  try {
    if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
      url = new URL(text);
      if (url.origin !== siteOrigin) return null;
    } else {
      if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return null;
      url = new URL(text, GUARD_ORIGIN);
      if (url.origin !== GUARD_ORIGIN) return null;
    }
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}`;
  return isSafeLocation(path) ? path : null;
}

/** One run of percent-escapes read as UTF-8, or byte by byte as Latin-1 when it is not UTF-8. */
function readEscapes(run: string): string {
  return (
    safeDecode(run) ??
    run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  );
}

/**
 * A path with malformed percent-encoding (`/couleur/gris-cassiop%E9e`, an old Latin-1 link) read
 * as Latin-1 where it is not UTF-8, then encoded again as UTF-8 (`…/gris-cassiop%C3%A9e`), or
 * null when it is too long. Lone '%' signs become `%25`.
 */
export function latin1Reading(pathname: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  try {
    return pathname
      .split('/')
      .map((segment) => encodeURIComponent(segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, readEscapes)))
      .join('/');
  } catch {
    return null; // a lone surrogate
  }
}
