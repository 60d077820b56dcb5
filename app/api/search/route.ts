import type { NextRequest } from 'next/server';
import { createMemo } from '@/lib/search/memo';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { getSuggestions } from '@/lib/search/queries';
import type { Suggestions } from '@/lib/search/types';
import { searchText } from '@/lib/search/text';
import { logger } from '@/lib/log/server';

/**
 * Answers of the last minute, as JSON text, per exact term: typing is repetitive (everyone
 * types « QN » on the way to « QNG »), so popular terms cost neither a query nor a
 * serialisation. At most a minute old; the browser may keep them as long (Cache-Control).
 */
const answers = createMemo<string>({ max: 5000, ttlMs: 60_000 });
const headers = {
  'Content-Type': 'application/json',
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
};

/**
 * GET /api/search?q=… — the header dropdown's suggestions (JSON). Any term is accepted: it is
 * cleaned and bounded, and a term under 2 characters answers empty groups.
 */
export async function GET(request: NextRequest) {
  const term = cleanTerm(request.nextUrl.searchParams.get('q'));
  if (!isSearchable(term)) {
    const empty = { items: [], total: 0, more: false };
    const body: Suggestions = { term, products: empty, colours: empty };
    return new Response(JSON.stringify(body), { headers });
  }
  try {
    const body = await answers.get(term, async () => JSON.stringify(await getSuggestions(term)));
    return new Response(body, { headers });
  } catch (error) {
    logger.error({ err: error, term }, 'recherche : échec des suggestions');
    return Response.json({ error: searchText()('unavailable') }, { status: 503 });
  }
}
