import { NextResponse } from 'next/server';
import { getSessionView } from '@/lib/account/queries';
import { getCaller, isSignedIn } from '@/lib/auth';

/**
 * Who is signed in, for the browser's islands (header menu, dialog, cart sync): the shop's
 * frame stays static and learns the session after hydration. Never cached. In embedded mode
 * reading the session also slides its expiry and rewrites the cookie (a route handler may).
 */
export async function GET() {
  const caller = await getCaller();
  const user = isSignedIn(caller) ? await getSessionView(caller.userId, caller.email) : null;
  return NextResponse.json({ user }, { headers: { 'Cache-Control': 'private, no-store' } });
}
