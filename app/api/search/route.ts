import type { NextRequest } from 'next/server';
import { cachedSuggestions } from '@/lib/search/cached';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import type { Suggestions } from '@/lib/search/types';
import { searchText } from '@/lib/search/text';
import { logger } from '@/lib/log/server';

/**
 * GET /api/search?q=… — the header dropdown's suggestions (JSON). Any term is accepted: it is
 * cleaned and bounded, and a term under 2 characters answers empty groups.
 */
export async function GET(request: NextRequest) {
  const term = cleanTerm(request.nextUrl.searchParams.get('q'));
  const headers = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' };
  if (!isSearchable(term)) {
    const empty = { items: [], total: 0, more: false };
    return Response.json({ term, products: empty, colours: empty } satisfies Suggestions, {
      headers,
    });
  }
  try {
    return Response.json(await cachedSuggestions(term), { headers });
  } catch (error) {
    logger.error({ err: error, term }, 'recherche : échec des suggestions');
    const t = searchText();
    return Response.json({ error: t('unavailable') }, { status: 503 });
  }
}
