/**
 * Next 16's proxy (formerly middleware), on the Node.js runtime: the legacy-URL redirects of the
 * old shop (spec, "Redirects"). Static rules are pure (lib/redirects/rules.ts); rules that need
 * the database go through lib/redirects/resolve.ts. Every answer is one hop to the final page.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { updateSupabaseSession, withRefreshedCookies } from '@/lib/auth/supabase/proxy';
import { env, runtimeMode } from '@/lib/env';
import { decideRedirect } from '@/lib/redirects/rules';
import { resolveLookup } from '@/lib/redirects/resolve';

function redirectTo(request: NextRequest, location: string, status: 301 | 302 | 308) {
  // Same-origin: Next writes the Location header as this relative path.
  return NextResponse.redirect(new URL(location, request.url), status);
}

export async function proxy(request: NextRequest) {
  if (runtimeMode.auth !== 'supabase') return legacyRedirects(request);
  // Hosted auth: the session cookies are refreshed here and only here (every method: server
  // actions are POSTs), then the legacy rules answer as usual.
  const refreshed = await updateSupabaseSession(request, {
    url: env.NEXT_PUBLIC_SUPABASE_URL!,
    anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
  });
  if (request.nextUrl.pathname.startsWith('/api/')) return refreshed;
  const answer = await legacyRedirects(request);
  return answer.headers.has('location') ? withRefreshedCookies(refreshed, answer) : refreshed;
}

async function legacyRedirects(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const decision = decideRedirect(pathname, search);
  if (decision.type === 'pass') return NextResponse.next();
  if (decision.type === 'redirect') return redirectTo(request, decision.location, decision.status);
  const resolution = await resolveLookup(decision.lookup);
  if (resolution) return redirectTo(request, resolution.location, resolution.status);
  const otherwise = decision.otherwise;
  return otherwise.type === 'redirect'
    ? redirectTo(request, otherwise.location, otherwise.status)
    : NextResponse.next();
}

export const config = {
  matcher: [
    // Everything but API routes, Next's static files and images, and real asset files
    // (legacy *.html and *.php pages still come here).
    // The account endpoints, for hosted mode's session refresh (embedded mode passes them).
    '/api/auth/:path*',
    '/api/events',
    '/((?!api(?:/|$)|_next/static|_next/image|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|js|mjs|map|txt|xml|json|webmanifest|woff2?|ttf|otf|eot|pdf|mp4|webm|mp3|zip)$).*)',
  ],
};
