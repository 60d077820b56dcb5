import { NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/lib/db/client';
import { unsubscribe } from '@/lib/newsletter/subscriptions';
import { env } from '@/lib/env';
import { absoluteUrl, NEWSLETTER_UNSUBSCRIBE_PATH, newsletterLinkPath } from '@/lib/urls';

/**
 * The one-click unsubscribe of the `List-Unsubscribe` header (RFC 8058): the mail client POSTs
 * `List-Unsubscribe=One-Click` to this signed address, without a session or a cookie, and the
 * address is unsubscribed at once. A GET (a person opening the address) goes to the French page.
 */
export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('jeton');
  const outcome = await unsubscribe(getDb(), token);
  const ok = outcome === 'done' || outcome === 'already';
  return NextResponse.json({ outcome }, { status: ok ? 200 : 400 });
}

export function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('jeton') ?? '';
  return NextResponse.redirect(
    absoluteUrl(env.SITE_URL, newsletterLinkPath(NEWSLETTER_UNSUBSCRIBE_PATH, token)),
    303,
  );
}
