import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { getSessionView } from '@/lib/account/queries';
import { getCaller, isSignedIn } from '@/lib/auth';
import { liveConfig } from '@/lib/notifications/live-config';

/**
 * Who is signed in, for the browser's islands (header menu, dialog, cart sync): the shop's
 * frame stays static and learns the session after hydration. Never cached. In embedded mode
 * reading the session also slides its expiry and rewrites the cookie (a route handler may).
 * `live` says how the browser hears of new orders (lib/notifications/live.ts).
 */
export async function GET() {
  const caller = await getCaller();
  const user = isSignedIn(caller)
    ? await getSessionView(getDb(), caller.userId, caller.email)
    : null;
  return NextResponse.json(user ? { user, live: liveConfig() } : { user: null }, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
