import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { getSessionView } from '@/lib/account/queries';
import { getCaller, isSignedIn } from '@/lib/auth';
import { isServiceUnavailable } from '@/lib/db/availability';
import { liveConfig } from '@/lib/notifications/live-config';
import { unavailableHeaders } from '@/lib/site/unavailable-page';

/**
 * Who is signed in, for the browser's islands (header menu, dialog, cart sync): the shop's
 * frame stays static and learns the session after hydration. Never cached. In embedded mode
 * reading the session also slides its expiry and rewrites the cookie (a route handler may).
 * `live` says how the browser hears of new orders (lib/notifications/live.ts).
 * A session that cannot be looked up (the database down) is a 503, not "signed out".
 */
export async function GET() {
  let caller;
  try {
    caller = await getCaller();
  } catch (error) {
    if (!isServiceUnavailable(error)) throw error;
    return NextResponse.json(
      { error: 'unavailable' },
      { status: 503, headers: unavailableHeaders('application/json') },
    );
  }
  const user = isSignedIn(caller)
    ? await getSessionView(getDb(), caller.userId, caller.email)
    : null;
  return NextResponse.json(user ? { user, live: liveConfig() } : { user: null }, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
