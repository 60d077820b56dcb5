/**
 * The dropdown's search: products (up to 10) and colours (up to 5, 50 for hyphenated terms),
 * each with its number of matches, found by one statement (one round trip: both groups' CTEs,
 * each group's rows as a JSON array). Used by the route handler (through queries.ts) and
 * measured as is by the benchmark. Takes the database so it runs outside Next.js too.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { loadBrands, matchBrands } from './brands';
import {
  colourCandidatesPart,
  rankCandidates,
  readColourCandidates,
  type ColourRow,
} from './colours';
import {
  DROPDOWN_COLOUR_LIMIT,
  DROPDOWN_COLOUR_LIMIT_HYPHENATED,
  DROPDOWN_COUNT_CAP,
  DROPDOWN_PRODUCT_LIMIT,
} from './constants';
import { loadMakers } from './makers';
import { parseQuery } from './normalise';
import { parseTerms } from './terms';
import { productHits, productSuggestionPart, type ProductRow } from './products';
import { splitShadeTerm, withShades } from './shades';
import { searchStatement } from './sql';
import type { Suggestions } from './types';

type ProductAnswer = { products: ProductRow[]; product_total: number };
type ColourAnswer = { colours: ColourRow[] };

export async function suggest(db: Database, raw: unknown): Promise<Suggestions> {
  // « EWP plus claire »: EWP is searched, its « plus claire » variant chosen (shades.ts).
  const shade = typeof raw === 'string' ? splitShadeTerm(raw) : null;
  const query = parseQuery(shade ? shade.rest : raw);
  const empty = { items: [], total: 0, more: false };
  if (!query.searchable) return { term: query.term, products: empty, colours: empty };
  const cap = DROPDOWN_COUNT_CAP + 1;
  const [brands, makers] = await Promise.all([loadBrands(db), loadMakers(db)]);
  const products = productSuggestionPart(query, matchBrands(brands, query), {
    limit: DROPDOWN_PRODUCT_LIMIT,
    cap,
  });
  const terms = parseTerms(query.term, makers.values());
  const colourPart = colourCandidatesPart(terms, makers, { cap, names: true });
  if (!products && !colourPart) return { term: query.term, products: empty, colours: empty };

  // Two statements side by side on two connections: the products' and the colours' parts share
  // nothing, so the search waits for the slower one, not for both one after the other.
  const [productAnswer, colourAnswer] = await Promise.all([
    products
      ? searchStatement<ProductAnswer>(db, products.ctes, [
          sql`${products.items} as products`,
          sql`${products.total} as product_total`,
        ])
      : ({ products: [], product_total: 0 } satisfies ProductAnswer),
    colourPart
      ? searchStatement<ColourAnswer>(db, colourPart.ctes, [sql`${colourPart.json} as colours`])
      : ({ colours: [] } satisfies ColourAnswer),
  ]);
  const answer = { ...productAnswer, ...colourAnswer };
  const colours = rankCandidates(terms, readColourCandidates(answer.colours, makers, cap), {
    limit: query.hyphenated ? DROPDOWN_COLOUR_LIMIT_HYPHENATED : DROPDOWN_COLOUR_LIMIT,
  });
  const productTotal = answer.product_total;
  return {
    term: query.term,
    products: {
      items: productHits(answer.products),
      total: Math.min(productTotal, DROPDOWN_COUNT_CAP),
      more: productTotal >= cap,
    },
    colours: {
      items: shade ? await withShades(db, colours.colours, shade.words) : colours.colours,
      total: Math.min(colours.total, DROPDOWN_COUNT_CAP),
      more: colours.capped || colours.total > DROPDOWN_COUNT_CAP,
    },
  };
}
