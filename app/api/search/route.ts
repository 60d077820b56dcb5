import { createHash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { onTagsExpired } from '@/lib/cache/expiration-listeners';
import { createMemo } from '@/lib/cache/memo';
import { touchesCatalogue } from '@/lib/cache/tags';
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
 * serialisation. Dropped at once when the catalogue changes, in this instance (the admin's
 * write) or another (the shared tag board): a renamed product or a new price shows at the next
 * keystroke everywhere (issue 37 §2).
 */
const cacheSeconds = env.SEARCH_CACHE_SECONDS;
const answers = createMemo<string>({ max: 5000, ttlMs: cacheSeconds * 1000 });
onTagsExpired((tags) => {
  if (touchesCatalogue(tags)) answers.clear();
});
/**
 * The browser asks again each time (`no-cache`) with the answer's ETag: an unchanged answer
 * costs a 304 and no body, and a changed catalogue is never hidden by the browser's copy.
 */
const headers = {
  'Content-Type': 'application/json',
  'Cache-Control': 'public, no-cache',
};

/** An answer's validator: the same body always gives the same ETag, on every instance. */
function answer(request: NextRequest, body: string): Response {
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: { ...headers, ETag: etag } });
  }
  return new Response(body, { headers: { ...headers, ETag: etag } });
}

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
    return answer(request, JSON.stringify(body));
  }
  try {
    const groups = await answers.get(searchKey(query), async () => {
      const { products, colours } = await getSuggestions(term);
      return JSON.stringify({ products, colours });
    });
    // The groups' JSON object, opened to put this request's own term first.
    return answer(request, `{"term":${JSON.stringify(term)},${groups.slice(1)}`);
  } catch (error) {
    logger.error({ err: error, term }, 'recherche : échec des suggestions');
    return Response.json({ error: searchText()('unavailable') }, { status: 503 });
  }
}
