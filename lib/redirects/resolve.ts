import 'server-only';
import { colourUrl } from '@/lib/colours/slug';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/server';
import { TtlLru } from './cache';
import {
  colourCodeCandidates,
  colourNameCandidates,
  pickColour,
  type ColourMatchRow,
} from './colour-match';
import { GUARD_ORIGIN, isSafeLocation, normaliseStoredTarget } from './paths';
import { addLegacyHits, findLegacyMatches } from './queries';
import { FALLBACK_LOCATION, decideRedirect, type Lookup } from './rules';

/**
 * Database lookups of the legacy redirects, in the order the spec gives: the legacy_redirects
 * table first, then a product slug, then a colour, else `/catalogue-couleur` (or, for paths
 * without a legacy shape, nothing: Next's 404). Results are cached per instance.
 */

export type Resolution = {
  location: string;
  /** 301; 302 for the fallback after a database error (not cached by browsers for good). */
  status: 301 | 302;
  /** legacy_redirects.old_path that answered, for the hit counter. */
  row?: string;
};

const HIT_TTL_MS = 5 * 60_000;
const MISS_TTL_MS = 60_000;
const cache = new TtlLru<Resolution | null>(5_000);
const inFlight = new Map<string, Promise<Resolution | null>>();

const siteOrigin = new URL(env.SITE_URL).origin;

/** Follows the static rules (and, once, a lookup) from a stored target so the answer is one hop. */
async function finalTarget(path: string, depth: number): Promise<string> {
  let current = path;
  for (let hop = 0; hop < 3; hop++) {
    const url = new URL(current, GUARD_ORIGIN);
    const decision = decideRedirect(url.pathname, url.search);
    if (decision.type === 'pass') return current;
    if (decision.type === 'redirect') {
      current = decision.location;
      continue;
    }
    if (depth >= 1) return current;
    const next = await resolveUncached(decision.lookup, depth + 1);
    if (next) return next.location;
    return decision.otherwise.type === 'redirect' ? decision.otherwise.location : current;
  }
  return current;
}

/**
 * The colour page the slug names; for a name or code shared by several colours, the colour
 * search (`/couleurs-recherche?q=…`, the spec's search "used by redirects") listing them.
 */
function colourLocation(slug: string, rows: ColourMatchRow[]): string | null {
  if (!slug) return null;
  const colour = pickColour(slug, rows);
  if (!colour) return null;
  const location =
    colour === 'ambiguous'
      ? `/couleurs-recherche?${new URLSearchParams({ q: slug.split('-').join(' ') }).toString()}`
      : colourUrl(colour);
  return isSafeLocation(location) ? location : null;
}

function productSlugCandidates(lookup: Lookup): string[] {
  if (lookup.kind !== 'legacy' || !lookup.slug) return [];
  const unsuffixed = lookup.slug.replace(/-\d{1,3}$/, '');
  return unsuffixed && unsuffixed !== lookup.slug ? [lookup.slug, unsuffixed] : [lookup.slug];
}

/**
 * The three lookups go in one round trip (each an indexed equality probe) and are taken in the
 * spec's order: a legacy_redirects row, then a product, then a colour, then the fallback.
 */
async function resolveUncached(lookup: Lookup, depth = 0): Promise<Resolution | null> {
  const table = lookup.kind === 'table';
  const { row, productSlug, colours } = await findLegacyMatches({
    oldPaths: lookup.oldPaths,
    productSlugs: productSlugCandidates(lookup),
    codes: table ? [] : colourCodeCandidates(lookup.slug),
    names: table ? [] : colourNameCandidates(lookup.slug),
  });
  if (row) {
    const target = normaliseStoredTarget(row.newPath, siteOrigin);
    if (target) {
      return { location: await finalTarget(target, depth), status: 301, row: row.oldPath };
    }
    logger.warn({ oldPath: row.oldPath }, 'legacy_redirects : cible hors du site ignorée');
  }
  if (table) return null;
  if (productSlug) {
    const location = `/product/${encodeURIComponent(productSlug)}`;
    if (isSafeLocation(location)) return { location, status: 301 };
  }
  return { location: colourLocation(lookup.slug, colours) ?? FALLBACK_LOCATION, status: 301 };
}

function cacheKey(lookup: Lookup): string {
  return `${lookup.kind}\n${lookup.slug}\n${lookup.oldPaths.join('\n')}`;
}

/**
 * The redirect for a lookup decided by the rules, or null (no legacy_redirects row for a path
 * without a legacy shape). Never throws: a database error gives a 302 to the fallback for
 * legacy shapes and null otherwise.
 */
export async function resolveLookup(lookup: Lookup): Promise<Resolution | null> {
  const key = cacheKey(lookup);
  const cached = cache.get(key);
  if (cached !== undefined) {
    countHit(cached);
    return cached;
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = resolveUncached(lookup).then(
      (resolution) => {
        cache.set(key, resolution, resolution ? HIT_TTL_MS : MISS_TTL_MS);
        return resolution;
      },
      (error: unknown) => {
        logger.error(
          { err: error, kind: lookup.kind },
          'redirection héritée : échec de la recherche',
        );
        return lookup.kind === 'table'
          ? null
          : { location: FALLBACK_LOCATION, status: 302 as const };
      },
    );
    inFlight.set(key, pending);
    void pending.finally(() => inFlight.delete(key));
  }
  const resolution = await pending;
  countHit(resolution);
  return resolution;
}

/** Forgets cached answers (after an admin edit in this instance; others expire within 5 min). */
export function clearRedirectCache(): void {
  cache.clear();
}

// ---------------------------------------------------------------- hit counter (batched)

const pendingHits = new Map<string, number>();
let flushTimer: ReturnType<typeof setTimeout> | null = null;

function countHit(resolution: Resolution | null): void {
  if (!resolution?.row) return;
  pendingHits.set(resolution.row, (pendingHits.get(resolution.row) ?? 0) + 1);
  if (!flushTimer) {
    flushTimer = setTimeout(() => void flushLegacyHits(), 5_000);
    flushTimer.unref?.();
  }
}

/** Writes the counted hits (every 5 s at most, one UPDATE per redirected old path). */
export async function flushLegacyHits(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (pendingHits.size === 0) return;
  const counts = new Map(pendingHits);
  pendingHits.clear();
  try {
    await addLegacyHits(counts);
  } catch (error) {
    logger.warn({ err: error }, 'legacy_redirects : compteur de visites non enregistré');
  }
}
