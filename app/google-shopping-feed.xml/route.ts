import { googleShoppingFeedXml } from '@/lib/feed/feed';

/** The Google Merchant feed (RSS 2.0), built from the cached catalogue. */
export async function GET() {
  return new Response(await googleShoppingFeedXml(), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
