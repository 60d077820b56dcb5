/**
 * Next 16's proxy (formerly middleware), on the Node.js runtime: the legacy-URL redirects of the
 * old shop (spec, "Redirects") and the canonical addresses of colour pages; plain searches asked
 * before are rewritten to their cached twin routes (lib/search-views/paths.ts). Static rules are
 * pure (lib/redirects/rules.ts); rules that need the database go through
 * lib/redirects/resolve.ts. Every legacy answer is one 301 to a page that answers 200. Pages that
 * need an account are gated first (lib/auth/gate.ts): 307 to sign in, or 404 for a non-admin.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { gateRequest, isGated } from '@/lib/auth/gate';
import { updateSupabaseSession, withRefreshedCookies } from '@/lib/auth/supabase/proxy';
import { databaseAvailable, isServiceUnavailable } from '@/lib/db/availability';
import { databaseUrl, env, runtimeMode } from '@/lib/env';
import { currentActionDoors, screenActionRequest, type Refusal } from '@/lib/security/action-doors';
import { latin1Reading, safeDecode } from '@/lib/redirects/paths';
import { answerOf } from '@/lib/redirects/answer';
import { decideRedirect } from '@/lib/redirects/rules';
import { catalogueRewrites } from '@/lib/catalogue/rewrites';
import { compileQueryRewrites, queryRewritePath } from '@/lib/routing/query-rewrites';
import { searchViewPath } from '@/lib/search-views/paths';
import { secondSearch } from '@/lib/search-views/second-search';
import { unavailableHeaders, unavailablePage } from '@/lib/site/unavailable-page';

/** A path no route serves: rewriting to it renders the French not-found page with a 404. */
const NOT_FOUND_PATH = '/_introuvable';
const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * Listing and variant addresses with a query go to their twin routes, as next.config's
 * `beforeFiles` did; here, compiled once, they cost nothing to the requests the proxy does not
 * see (docs/decisions/query-rewrites-in-proxy.md). The colour lists' five rules stay in
 * next.config.
 */
const QUERY_REWRITES = compileQueryRewrites(catalogueRewrites());
/** The search addresses this instance has answered (lib/search-views/second-search.ts). */
const SEARCHES = secondSearch();

function redirectTo(request: NextRequest, location: string, status: 301 | 302 | 307) {
  // Same-origin: Next writes the Location header as this relative path.
  return NextResponse.redirect(new URL(location, request.url), status);
}

/** A refused server-function call: its status, no body (nothing ran, nothing to say). */
function refuse(refusal: Refusal): NextResponse {
  const headers = new Headers({ 'cache-control': 'no-store' });
  // Next's own marker of an unknown action: the client router reports it as such.
  if (refusal.notFoundAction) headers.set('x-nextjs-action-not-found', '1');
  return new NextResponse(null, { status: refusal.status, headers });
}

export async function proxy(request: NextRequest) {
  // Only genuine 'use server' actions, sent to a page, reach Next's action handler
  // (lib/security/action-doors.ts); every other server-function call stops here.
  const refusal = await screenActionRequest(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      headers: request.headers,
      text: () => request.clone().text(),
      formData: () => request.clone().formData(),
    },
    () => currentActionDoors(env.NODE_ENV === 'production'),
  );
  if (refusal) return refuse(refusal);
  if (runtimeMode.auth !== 'supabase') return legacyRedirects(request);
  // Hosted auth: the session cookies are refreshed here and only here (every method: server
  // actions are POSTs), then the legacy rules answer as usual.
  const refreshed = await updateSupabaseSession(request, {
    url: env.NEXT_PUBLIC_SUPABASE_URL!,
    anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
  });
  if (request.nextUrl.pathname.startsWith('/api/')) return refreshed;
  const answer = await legacyRedirects(request);
  const answered = answer.headers.has('location') || answer.headers.has('x-middleware-rewrite');
  return answered ? withRefreshedCookies(refreshed, answer) : refreshed;
}

/** The French « service momentanément indisponible » page: 503, try again later, never kept. */
function unavailable(request: NextRequest): NextResponse {
  const body = request.method === 'HEAD' ? null : unavailablePage();
  return new NextResponse(body, {
    status: 503,
    headers: unavailableHeaders('text/html; charset=utf-8'),
  });
}

/**
 * A page asked while the database is down gets the « indisponible » page with a 503 and
 * `Retry-After`, before anything streams (a page cannot change its status once its shell is
 * sent): not a 500, not a sign-in redirect for a customer whose session could not be read.
 * The probe is one `select 1` per two seconds at most (lib/db/availability.ts); a lookup that
 * fails here meanwhile (the gate's session, a redirect) answers the same page.
 */
async function legacyRedirects(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  if (!(await databaseAvailable(databaseUrl()))) return unavailable(request);
  try {
    return await pageAnswer(request);
  } catch (error) {
    if (isServiceUnavailable(error)) return unavailable(request);
    throw error;
  }
}

async function pageAnswer(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const decoded = safeDecode(pathname);
  if (decoded === null || CONTROL.test(decoded)) {
    // Malformed percent-encoding (old Latin-1 links, crawlers' garbage) or a control character
    // (`%00`, which the database refuses) would make the router or the page fail with a 500:
    // a 301 when the (Latin-1) reading is an old address, else the 404 page.
    // Read without its trailing '/': only the rules' own answers, never a mere slash removal.
    const reading = (decoded === null ? latin1Reading(pathname) : pathname)?.replace(/\/+$/, '');
    const answer = reading ? await answerOf(decideRedirect(reading, search)) : null;
    if (answer) return redirectTo(request, answer.location, answer.status);
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  if (isGated(pathname)) {
    // Pages that need an account answer with the right status before any shell streams.
    const gate = await gateRequest(request);
    if (gate.type === 'sign-in') return redirectTo(request, gate.location, 307);
    if (gate.type === 'not-found')
      return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
    return NextResponse.next();
  }
  const answer = await answerOf(decideRedirect(pathname, search));
  if (answer) return redirectTo(request, answer.location, answer.status);
  const query = request.nextUrl.searchParams;
  // A listing's or a variant's query is served by its twin route, query kept.
  const twin = queryRewritePath(QUERY_REWRITES, pathname, query);
  if (twin) return NextResponse.rewrite(new URL(`${twin}${search}`, request.url));
  // A plain search is served from the cache by its twin route (lib/search-views/paths.ts) from
  // its second time on this instance; its first is rendered per request (second-search.ts).
  const view = searchViewPath(pathname, query);
  const prefetch = request.headers.has('next-router-prefetch');
  return view && SEARCHES.askedBefore(view, !prefetch)
    ? NextResponse.rewrite(new URL(view, request.url))
    : NextResponse.next();
}

/**
 * Which requests run the proxy (Next reads this literal at build; lib/routing/proxy-matcher.test.ts
 * proves each entry with Next's own matcher). Running it at all costs a static page about half
 * its throughput (docs/decisions/plain-pages-outside-the-proxy.md), so the shop's plain page
 * addresses, for which it would only answer `NextResponse.next()`, are left out: the home page,
 * the listings, a category or brand page, the colour catalogue and its categories, and the
 * information pages, each as its canonical lower-case address without a trailing slash. Product
 * and colour pages stay in: their 301s (an unpublished product, a colour's canonical address)
 * need the database, and a page can only answer a 308.
 */
export const config = {
  matcher: [
    // Every request that names a server function, wherever it is sent (route handlers, assets).
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // The account endpoints, for hosted mode's session refresh (embedded mode passes them).
    '/api/auth/:path*',
    '/api/events',
    // Everything but API routes, Next's static files and images, real asset files (legacy *.html
    // and *.php pages still come here; a path with a '%' before its extension too:
    // `/color/%E9.png` would reach a dynamic route with a malformed escape) and the plain pages.
    '/((?!api(?:/|$)|_next/static|_next/image|[^%]*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|js|mjs|map|txt|xml|json|webmanifest|woff2?|ttf|otf|eot|pdf|mp4|webm|mp3|zip)$|$|(?:catalogue|produits-carrosserie|materiel-outillage|equipement|detailing|marques|livraison|contact|cgv|confidentialite|faq|help|mentions-legales|paiements-securises|retractation|garantie-teinte|pro|peinture-voiture|color-categories|newsletter|tirage-au-sort|catalogue-couleur(?:/(?:auto|moto|industrie|utilitaires-et-poids-lourds))?)$|(?:produits/categorie|marques)/[a-z0-9][a-z0-9-]*$).*)',
    // A plain page with a query the proxy rewrites to a twin route (lib/catalogue/rewrites.ts):
    // a listing's filters, sort and page.
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'categorie' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'marque' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'prix_min' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'prix_max' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'en_stock' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'tri' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'query', key: 'page' }] },
  ],
};
