import { createServerClient } from '@supabase/ssr';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * Hosted mode's one session refresh path, as Supabase's Next.js guide writes it (« Setting up
 * Server-Side Auth for Next.js », `updateSession`): the proxy reads the auth cookies, lets
 * `getClaims()` refresh an expired access token, and writes the new cookies both on the
 * request (for the page rendered next) and on the response (for the browser). Nothing else
 * refreshes: Server Components skip writes, so two refreshes never race with one refresh token.
 */
type CreateClient = typeof createServerClient;

export async function updateSupabaseSession(
  request: NextRequest,
  config: { url: string; anonKey: string; createClient?: CreateClient },
): Promise<NextResponse> {
  let response = NextResponse.next({ request });
  const supabase = (config.createClient ?? createServerClient)(config.url, config.anonKey, {
    cookies: {
      getAll() {
        return request.cookies.getAll();
      },
      setAll(cookiesToSet) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) {
          response.cookies.set(name, value, options);
        }
      },
    },
  });
  // Nothing may run between creating the client and getClaims() (Supabase's guide).
  await supabase.auth.getClaims();
  return response;
}

/** Copies the refreshed cookies onto another answer (a redirect of the legacy rules). */
export function withRefreshedCookies(from: NextResponse, to: NextResponse): NextResponse {
  for (const cookie of from.cookies.getAll()) to.cookies.set(cookie);
  return to;
}
