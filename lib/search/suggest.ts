/**
 * The dropdown's search: products (up to 10) and colours (up to 5, 50 for hyphenated terms),
 * each with its number of matches. Used by the route handler (through cached.ts) and measured
 * as is by the benchmark. Takes the database so it runs outside Next.js too.
 */
import type { Database } from '@/lib/db/client';
import { rankedColours } from './colours';
import {
  DROPDOWN_COLOUR_LIMIT,
  DROPDOWN_COLOUR_LIMIT_HYPHENATED,
  DROPDOWN_COUNT_CAP,
  DROPDOWN_PRODUCT_LIMIT,
} from './constants';
import { parseQuery } from './normalise';
import { suggestProducts } from './products';
import type { Suggestions } from './types';

export async function suggest(db: Database, raw: unknown): Promise<Suggestions> {
  const query = parseQuery(raw);
  const empty = { items: [], total: 0, more: false };
  if (!query.searchable) return { term: query.term, products: empty, colours: empty };
  const cap = DROPDOWN_COUNT_CAP + 1;
  const colourLimit = query.hyphenated ? DROPDOWN_COLOUR_LIMIT_HYPHENATED : DROPDOWN_COLOUR_LIMIT;
  const [products, colours] = await Promise.all([
    suggestProducts(db, query, { limit: DROPDOWN_PRODUCT_LIMIT, cap }),
    rankedColours(db, query, { cap, names: true, limit: colourLimit }),
  ]);
  return {
    term: query.term,
    products: { ...products, total: Math.min(products.total, DROPDOWN_COUNT_CAP) },
    colours: {
      items: colours.colours,
      total: Math.min(colours.total, DROPDOWN_COUNT_CAP),
      more: colours.capped || colours.total > DROPDOWN_COUNT_CAP,
    },
  };
}
