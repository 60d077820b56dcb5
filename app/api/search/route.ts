import type { NextRequest } from 'next/server';
import { createMemo } from '@/lib/cache/memo';
import { parseQuery, searchKey } from '@/lib/search/normalise';
import { getSuggestions } from '@/lib/search/queries';
import type { Suggestions } from '@/lib/search/types';
import { searchText } from '@/lib/search/text';
import { logger } from '@/lib/log/server';
import { env } from '@/lib/env';

/**
 * Answers of the last minute (SEARCH_CACHE_SECONDS), as JSON text (the groups, without the
 * term), per search (`searchKey`: « QNG » and « qng » are one search): typing is repetitive
 * (everyone types « QN » on the way to « QNG »), so popular terms cost neither a query nor a
 * serialisation. The browser may keep them as long (Cache-Control).
 */
const cacheSeconds = env.SEARCH_CACHE_SECONDS;
const answers = createMemo<string>({ max: 5000, ttlMs: cacheSeconds * 1000 });
const headers = {
  'Content-Type': 'application/json',
  'Cache-Control':
    cacheSeconds > 0 ? `public, max-age=${cacheSeconds}, stale-while-revalidate=300` : 'no-cache',
};

/**
 * GET /api/search?q=… — the header dropdown's suggestions (JSON). Any term is accepted: it is
 * cleaned and bounded, and a term under 2 characters answers empty groups.
 */
export async function GET(request: NextRequest) {
  const query = parseQuery(request.nextUrl.searchParams.get('q'));
  const { term } = query;
  if (!query.searchable) {
    const empty = { items: [], total: 0, more: false };
    const body: Suggestions = { term, products: empty, colours: empty };
    return new Response(JSON.stringify(body), { headers });
  }
  try {
    const groups = await answers.get(searchKey(query), async () => {
      const { products, colours } = await getSuggestions(term);
      return JSON.stringify({ products, colours });
    });
    // The groups' JSON object, opened to put this request's own term first.
    return new Response(`{"term":${JSON.stringify(term)},${groups.slice(1)}`, { headers });
  } catch (error) {
    logger.error({ err: error, term }, 'recherche : échec des suggestions');
    return Response.json({ error: searchText()('unavailable') }, { status: 503 });
  }
}
