/**
 * proxy.ts's matcher, read as Next reads it (its own compiler and matcher, the literal taken from
 * the file as the build takes it): the plain pages it leaves out are exactly addresses for which
 * the proxy would only have answered `NextResponse.next()`, and everything else still reaches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { describe, expect, it } from 'vitest';
import { isGated } from '@/lib/auth/gate-rules';
import { catalogueRewrites } from '@/lib/catalogue/rewrites';
import { LISTING_PARAM_KEYS } from '@/lib/catalogue/filters';
import { decideRedirect } from '@/lib/redirects/rules';
import { APP_SEGMENTS, LEGACY_PREFIXES, RENAMES } from '@/lib/redirects/tables';
import { compileQueryRewrites, queryRewritePath } from '@/lib/routing/query-rewrites';
import { searchViewPath } from '@/lib/search-views/paths';

/** `export const config = {…};` of proxy.ts, a literal (Next refuses anything else there). */
function proxyConfig(): { matcher: unknown } {
  const text = fs.readFileSync(path.resolve('proxy.ts'), 'utf8');
  const start = text.indexOf('export const config = ');
  const end = text.indexOf('\n};', start);
  const literal = text.slice(start + 'export const config = '.length, end + 2);
  return new Function(`return (${literal});`)() as { matcher: unknown };
}

/** Next's compiler of a proxy's matcher (exported by the module, not by its types). */
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, config: object) => never[];
};
const matchers = getMiddlewareMatchers(proxyConfig().matcher, {});
const routeMatcher = getMiddlewareRouteMatcher(matchers);

function query(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

/** Whether Next runs the proxy for this request. */
function reachesProxy(pathname: string, search = '', headers: Record<string, string> = {}) {
  return routeMatcher(pathname, { headers } as never, query(search));
}

const rewrites = compileQueryRewrites(catalogueRewrites());

/** What the proxy decides for a GET of a page, but for the database's availability. */
function proxyWouldPass(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    !isGated(pathname) &&
    decideRedirect(pathname, search).type === 'pass' &&
    queryRewritePath(rewrites, pathname, params) === null &&
    searchViewPath(pathname, params) === null
  );
}

const PLAIN = [
  '/',
  '/catalogue',
  '/produits-carrosserie',
  '/detailing',
  '/produits/categorie/abrasifs',
  '/marques',
  '/marques/vernilux',
  '/livraison',
  '/contact',
  '/retractation',
  '/garantie-teinte',
  '/catalogue-couleur',
  '/catalogue-couleur/auto',
  '/catalogue-couleur/utilitaires-et-poids-lourds',
];

const PROXIED = [
  // legacy and misspelt addresses, trailing slashes, capitals, escapes
  '/catalog',
  '/catalogue/',
  '/Catalogue',
  '/catalogue/feed',
  '/index.php',
  '/catalogue.html',
  '/produits/categorie/Abrasifs',
  '/produits/categorie/abrasifs/',
  '/produits/categorie/%E9',
  '/produits/category/vernis',
  '/categorie/abrasifs',
  '/marques/vernilux/page/2',
  '/catalogue-couleur/voitures',
  '/catalogue-couleur/Auto',
  '/catalogue-couleur/auto/',
  '/produit/vernis',
  '/couleur/qng',
  '/peinture-renault-qng',
  '/contact.php',
  // pages whose 301 needs the database, or that are searched, gated, or rewritten
  '/product/vernis-2k-hs-anti-rayures',
  '/catalogue-couleur/auto/renault/qng-blanc-glacier',
  '/catalogue-couleur/auto/renault/biton/xqknv',
  '/catalog?search=vernis',
  '/recherche-couleur',
  '/couleurs-recherche',
  '/cart',
  '/checkout',
  '/profile',
  '/admin',
  '/admin/products',
  '/payment-success',
  '/nimporte-quoi',
];

describe("proxy.ts's matcher", () => {
  it('leaves out the plain pages, whatever their query but a listing parameter', () => {
    for (const page of PLAIN) {
      expect(reachesProxy(page), page).toBe(false);
      expect(reachesProxy(page, '?_rsc=1x2y&utm_source=google'), page).toBe(false);
      // and the proxy would have let them through unchanged
      expect(proxyWouldPass(page, ''), page).toBe(true);
    }
  });

  it('still sends it every other page address, asset-looking legacy pages included', () => {
    for (const page of PROXIED) expect(reachesProxy(page), page).toBe(true);
  });

  it('sends it a plain listing with a parameter it rewrites to a twin route', () => {
    for (const key of LISTING_PARAM_KEYS) {
      expect(reachesProxy('/catalogue', `?${key}=2`), key).toBe(true);
      expect(reachesProxy('/produits/categorie/abrasifs', `?x=1&${key}=1`), key).toBe(true);
    }
    // Every query key a rewrite needs has its own matcher entry.
    const keys = new Set(
      catalogueRewrites()
        .filter((rule) => !rule.source.startsWith('/product/'))
        .flatMap((rule) => rule.has.map((has) => has.key)),
    );
    for (const key of keys) expect(reachesProxy('/marques/vernilux', `?${key}=1`), key).toBe(true);
  });

  it('sends it every server-function call, on any address', () => {
    for (const page of ['/', '/catalogue', '/livraison', '/api/search', '/_next/static/x.js'])
      expect(reachesProxy(page, '', { 'next-action': 'abc' }), page).toBe(true);
  });

  it('leaves out only addresses the proxy would have passed unchanged', () => {
    const segment = fc.oneof(
      fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,24}$/),
      fc.stringMatching(/^[a-zA-Z0-9%._~-]{0,24}$/),
    );
    const shapes = fc.oneof(
      fc.webPath(),
      fc
        .tuple(
          fc.constantFrom(
            '',
            ...APP_SEGMENTS,
            ...Object.keys(RENAMES),
            ...LEGACY_PREFIXES,
            'produits/categorie',
            'catalogue-couleur/auto',
            'catalogue-couleur/auto/renault',
          ),
          fc.array(segment, { maxLength: 3 }),
          fc.boolean(),
        )
        .map(([base, rest, slash]) =>
          `/${[base, ...rest].filter(Boolean).join('/')}${slash ? '/' : ''}`.replace(/\/+/g, '/'),
        ),
    );
    const search = fc.oneof(
      fc.constant(''),
      fc
        .array(
          fc.tuple(
            fc.constantFrom(
              ...LISTING_PARAM_KEYS,
              'search',
              'q',
              'manufacturer',
              'variante',
              'cpage',
              'utm_source',
              '_rsc',
            ),
            fc.stringMatching(/^[a-z0-9-]{0,6}$/),
          ),
          { minLength: 1, maxLength: 3 },
        )
        .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
    );
    fc.assert(
      fc.property(shapes, search, (pathname, query) => {
        if (reachesProxy(pathname, query)) return true;
        // Not an API route nor one of Next's files: a page the proxy would have passed.
        if (/^\/(api(\/|$)|_next\/)/.test(pathname)) return true;
        if (/\.[a-z0-9]+$/i.test(pathname) && !/%/.test(pathname)) return true;
        return proxyWouldPass(pathname, query);
      }),
      { numRuns: 1000 },
    );
    // About 1–4 s here; CI runs the unit tests beside the build on two cores.
  }, 30_000);
});
