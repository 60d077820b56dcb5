import { NextResponse, type NextRequest } from 'next/server';
import { getCaller } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { MAX_SHOWN_PRODUCTS, shownProPrices } from '@/lib/pricing/shown';

/**
 * `GET /api/pricing/pro?ids=<product id>,…`: the caller's professional prices of the products
 * on screen, for the price islands of the cached pages (lib/pricing/use-pro-prices.ts). Only a
 * verified professional gets prices; anyone else `{ professional: false }`. Malformed ids are
 * ignored, at most 100 are read. Never cached.
 */
export async function GET(request: NextRequest) {
  const ids = (request.nextUrl.searchParams.get('ids') ?? '')
    .split(',', MAX_SHOWN_PRODUCTS * 2)
    .map((id) => id.trim());
  const prices = await shownProPrices(getDb(), await getCaller(), ids);
  return NextResponse.json(prices ? { professional: true, prices } : { professional: false }, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
}
