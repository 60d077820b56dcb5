import 'server-only';
import { onTagsExpired } from '@/lib/cache/expiration-listeners';
import { createMemo } from '@/lib/cache/memo';
import { TAGS, touchesCatalogue } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { getBrand, getCategory, productAddress } from '@/lib/catalogue/queries';
import { findColour, findTwoToneColour, getColourById } from '@/lib/colours/find';
import { getManufacturerList } from '@/lib/colours/lists';
import { canonicalColourUrl } from '@/lib/colours/slug';
import type { Colour } from '@/lib/colours/types';
import { env } from '@/lib/env';
import { CATALOGUE_PATH, categoryPath, productPath } from '@/lib/urls';
import { logger } from '@/lib/log/server';
import {
  colourCodeCandidates,
  colourNameCandidates,
  pickColour,
  type ColourMatchRow,
} from './colour-match';
import { GUARD_ORIGIN, isSafeLocation, normaliseStoredTarget } from './paths';
import { addLegacyHits, findLegacyMatches } from './queries';
import {
  FALLBACK_LOCATION,
  decideRedirect,
  legacyCheckTarget,
  type Lookup,
  type PageCheck,
} from './rules';

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

const siteOrigin = new URL(env.SITE_URL).origin;

/** Follows the static rules (and, once, a lookup or check) from a stored target: one hop. */
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
    if (decision.type === 'check') {
      // A stored target naming a colour that no longer exists: the spec's fallback, not a 404.
      const answer = await checkUncached(decision.check);
      if (!answer) return FALLBACK_LOCATION;
      return answer === decision.path ? current : `${answer}${decision.query}`;
    }
    const next = await resolveUncached(decision.lookup, depth + 1);
    return next ? next.location : current;
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
      : canonicalColourUrl(colour);
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
  const { row, productSlug, colours } = await findLegacyMatches(getDb(), {
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

function colourAddress(colour: Colour | null): string | null {
  if (!colour) return null;
  const location = canonicalColourUrl({
    category: colour.category,
    manufacturerSlug: colour.manufacturer?.slug,
    code: colour.code,
    name: colour.name,
  });
  return isSafeLocation(location) ? location : null;
}

/**
 * The page a check names, asked with the same reads as the page itself (so the answer is the
 * page's own): a legacy target or its fallback; a colour's canonical address, or null when no
 * such colour exists (the page answers its 404).
 */
async function checkUncached(pageCheck: PageCheck): Promise<string | null> {
  switch (pageCheck.kind) {
    case 'brand':
      return legacyCheckTarget(pageCheck, (await getBrand(getDb(), pageCheck.slug)) !== null);
    case 'product-category':
      return legacyCheckTarget(pageCheck, (await getCategory(getDb(), pageCheck.slug)) !== null);
    case 'maker-list': {
      const list = await getManufacturerList(
        getDb(),
        pageCheck.category,
        pageCheck.manufacturer,
        '1',
      );
      return legacyCheckTarget(pageCheck, list !== null);
    }
    case 'colour-page': {
      const found = await findColour(getDb(), {
        category: pageCheck.category,
        manufacturerSlug: pageCheck.manufacturer,
        slug: pageCheck.slug,
      });
      return colourAddress(found.status === 'found' ? found.colour : null);
    }
    case 'biton-page':
      return colourAddress(
        await findTwoToneColour(getDb(), {
          category: pageCheck.category,
          manufacturerSlug: pageCheck.manufacturer,
          code: pageCheck.code,
        }),
      );
    case 'colour-id':
      return colourAddress(await getColourById(getDb(), pageCheck.id));
    case 'product': {
      const found = await productAddress(getDb(), pageCheck.slug);
      if (!found) return null;
      if (found.shown) return productPath(pageCheck.slug);
      return found.categorySlug ? categoryPath(found.categorySlug) : CATALOGUE_PATH;
    }
  }
}

export type CheckAnswer = { location: string | null; status: 301 | 302 };

/**
 * A per-instance memo of database answers (lib/cache/memo.ts): an answer lives 5 min (1 min when
 * empty), and concurrent identical questions share one query. A failure is logged once, answered
 * by `onError` and not kept.
 */
function answerMemo<V>(size: number, failure: string, isEmpty: (value: V) => boolean) {
  const memo = createMemo<V>({
    max: size,
    ttlMs: HIT_TTL_MS,
    ttlOf: (value) => (isEmpty(value) ? MISS_TTL_MS : HIT_TTL_MS),
  });
  return {
    get(key: string, compute: () => Promise<V>, onError: () => V, context: object): Promise<V> {
      return memo
        .get(key, () =>
          compute().catch((error: unknown) => {
            logger.error({ err: error, ...context }, failure);
            throw error;
          }),
        )
        .catch(onError);
    },
    clear: () => memo.clear(),
  };
}

const lookups = answerMemo<Resolution | null>(
  5_000,
  'redirection héritée : échec de la recherche',
  (value) => value === null,
);
const checks = answerMemo<CheckAnswer>(
  10_000,
  'redirection : vérification de la page impossible',
  (answer) => answer.location === null,
);

/**
 * The answer of a check (memoised like the lookups). A database error gives, for a legacy
 * check, a 302 to its fallback page, and for a colour, no answer (the page decides).
 */
export function resolveCheck(pageCheck: PageCheck): Promise<CheckAnswer> {
  return checks.get(
    JSON.stringify(pageCheck),
    async () => ({ location: await checkUncached(pageCheck), status: 301 }),
    () => ({ location: legacyCheckTarget(pageCheck, false), status: 302 }),
    { kind: pageCheck.kind },
  );
}

function cacheKey(lookup: Lookup): string {
  return `${lookup.kind}\n${lookup.slug}\n${lookup.oldPaths.join('\n')}`;
}

/**
 * The redirect for a lookup decided by the rules, or null (no legacy_redirects row for a path
 * without a legacy shape). Never throws: a database error gives a 302 to the fallback for
 * legacy shapes and null otherwise.
 */
export async function resolveLookup(
  lookup: Lookup,
  options: { countHit?: boolean } = {},
): Promise<Resolution | null> {
  const resolution = await lookups.get(
    cacheKey(lookup),
    () => resolveUncached(lookup),
    () => (lookup.kind === 'table' ? null : { location: FALLBACK_LOCATION, status: 302 }),
    { kind: lookup.kind },
  );
  if (options.countHit !== false) countHit(resolution);
  return resolution;
}

/** Forgets cached answers (tests; an admin edit, below). */
function clearRedirectCache(): void {
  lookups.clear();
  checks.clear();
}

// An admin's edit of legacy_redirects or of the catalogue (a renamed slug, an unpublished
// product), in this instance or another (lib/cache/invalidate.ts, carried by the shared tag
// board): every memoised answer may be stale (issue 37 §2).
onTagsExpired((tags) => {
  if (tags.includes(TAGS.redirects) || touchesCatalogue(tags)) clearRedirectCache();
});

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
    await addLegacyHits(getDb(), counts);
  } catch (error) {
    logger.warn({ err: error }, 'legacy_redirects : compteur de visites non enregistré');
  }
}
