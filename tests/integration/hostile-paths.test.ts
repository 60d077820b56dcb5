/**
 * The full table of hostile paths (tests/support/hostile-paths.ts: every route pattern × every
 * hostile segment × every suffix, 2,160 paths) through the proxy function against the seeded
 * database: it never throws nor answers a 5xx, never sends off the site, and a malformed
 * percent-encoding is the French not-found page (rewrite) or one 301 whose target the proxy
 * lets through. The built app sees a sample of it (tests/e2e/hostile-paths.spec.ts: statuses
 * over HTTP, and the 301 targets answering 200).
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { catalogueRewrites } from '@/lib/catalogue/rewrites';
import { env } from '@/lib/env';
import { compileQueryRewrites, queryRewritePath } from '@/lib/routing/query-rewrites';
import { proxy } from '@/proxy';
import {
  HOSTILE_PATHS,
  HOSTILE_SAMPLE,
  ROUTE_PATTERNS,
  SEGMENTS,
  SUFFIXES,
  hostilePath,
  isMalformed,
  leavesSite,
} from '../support/hostile-paths';

const ORIGIN = new URL(env.SITE_URL).origin;

type Answer = { path: string; status: number; location: string | null; rewrite: string | null };

async function answer(path: string): Promise<Answer> {
  const response = await proxy(new NextRequest(`${ORIGIN}${path}`));
  const local = (header: string) => {
    const value = response.headers.get(header);
    if (value === null) return null;
    const url = new URL(value, ORIGIN);
    // Off the site: kept absolute so that the check below reports it.
    return url.origin === ORIGIN ? `${url.pathname}${url.search}` : value;
  };
  return {
    path,
    status: response.status,
    location: local('location'),
    rewrite: local('x-middleware-rewrite'),
  };
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return out;
}

describe('hostile paths through the proxy', () => {
  it('the e2e sample keeps every route pattern, hostile segment and suffix', () => {
    expect(HOSTILE_PATHS).toHaveLength(ROUTE_PATTERNS.length * SEGMENTS.length * SUFFIXES.length);
    expect(HOSTILE_PATHS.length).toBeGreaterThan(2_000);
    const sample = new Set(HOSTILE_SAMPLE);
    for (const pattern of ROUTE_PATTERNS) {
      const forPattern = SEGMENTS.flatMap((s) => SUFFIXES.map((x) => hostilePath(pattern, s, x)));
      expect(
        forPattern.some((p) => sample.has(p)),
        pattern,
      ).toBe(true);
    }
    for (const segment of SEGMENTS) {
      const withSegment = ROUTE_PATTERNS.flatMap((p) =>
        SUFFIXES.map((x) => hostilePath(p, segment, x)),
      );
      expect(
        withSegment.some((p) => sample.has(p)),
        segment,
      ).toBe(true);
    }
    for (const suffix of SUFFIXES) {
      const withSuffix = ROUTE_PATTERNS.flatMap((p) =>
        SEGMENTS.map((s) => hostilePath(p, s, suffix)),
      );
      expect(
        withSuffix.some((p) => sample.has(p)),
        suffix || '(rien)',
      ).toBe(true);
    }
  });

  it('every path: no exception, no 5xx, never off the site, malformed → 404 page or one 301', async () => {
    const answers = await inBatches(HOSTILE_PATHS, 8, answer);
    const failures = answers.filter(({ path, status, location, rewrite }) => {
      if (status < 200 || status >= 500) return true;
      if (location !== null && leavesSite(location)) return true;
      if (!isMalformed(path)) return false;
      // A malformed address is the not-found page, or a 301 (its Latin-1 reading is an old address).
      if (status === 301) return location === null;
      return rewrite !== '/_introuvable';
    });
    expect(failures).toEqual([]);

    // Every 301 of a malformed address is one hop: the proxy lets its target through.
    const redirected = answers.filter((a) => isMalformed(a.path) && a.status === 301);
    expect(redirected.length).toBeGreaterThan(0);
    // The e2e sample meets at least one of them, whose target it loads.
    expect(redirected.some((a) => HOSTILE_SAMPLE.includes(a.path))).toBe(true);
    const targets = [...new Set(redirected.map((a) => a.location!))];
    const finals = await inBatches(targets, 8, answer);
    // (A plain search, a listing's or a variant's query are served by their twin routes: a
    // rewrite, not a hop; any other rewrite is a failure.)
    const searchView = (rewrite: string) => rewrite.split('/')[2] === 'resultats';
    const rules = compileQueryRewrites(catalogueRewrites());
    const twin = (f: Answer) => {
      const url = new URL(f.path, ORIGIN);
      const path = queryRewritePath(rules, url.pathname, url.searchParams);
      return path !== null && f.rewrite === `${path}${url.search}`;
    };
    expect(
      finals.filter(
        (f) => f.status !== 200 || f.location || (f.rewrite && !searchView(f.rewrite) && !twin(f)),
      ),
    ).toEqual([]);
  });
});
