/**
 * Cached reads of the colour search pages (Cache Components), keyed by the cleaned term and
 * page, tagged by what they show: colours (and their makers: a maker's change expires
 * `colours` too). A product's save leaves them be. (The dropdown's
 * route handler keeps its JSON answers in its own one-minute memo: see app/api/search.)
 * A failure is thrown through `cachedRead`, never cached. A term's first search reads once,
 * outside the cache (`reads: 'once'`, lib/search-views/reads.ts).
 */
import { cachedRead, onceRead, type ReadMode } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getCatalogColours, getColourSearch } from './queries';

const FAILURE = 'recherche : lecture des couleurs impossible';

async function cachedCatalogColours(term: string, page: number) {
  'use cache';
  return cachedRead(
    { tags: [TAGS.colours], life: 'minutes', failure: FAILURE, context: { term, page } },
    () => getCatalogColours({ term, page }),
  );
}

/** The colours of /catalog?search=. */
export function catalogColours(term: string, page: number, reads: ReadMode) {
  if (reads === 'cached') return cachedCatalogColours(term, page);
  return onceRead({ failure: FAILURE, context: { term, page } }, () =>
    getCatalogColours({ term, page }),
  );
}

async function cachedColourSearch(term: string, makerSlug: string | null, page: number) {
  'use cache';
  return cachedRead(
    { tags: [TAGS.colours], life: 'minutes', failure: FAILURE, context: { term, makerSlug, page } },
    () => getColourSearch({ term, makerSlug, page }),
  );
}

/** The colour search's results (/couleurs-recherche, /recherche-couleur). */
export function colourSearch(
  term: string,
  makerSlug: string | null,
  page: number,
  reads: ReadMode,
) {
  if (reads === 'cached') return cachedColourSearch(term, makerSlug, page);
  return onceRead({ failure: FAILURE, context: { term, makerSlug, page } }, () =>
    getColourSearch({ term, makerSlug, page }),
  );
}
