/**
 * Cached reads of the colour search pages (Cache Components), keyed by the cleaned term and
 * page, tagged by what they show: colours (and their makers: a maker's change expires
 * `colours` too). A product's save leaves them be. (The dropdown's
 * route handler keeps its JSON answers in its own one-minute memo: see app/api/search.)
 * A failure is thrown through `cachedRead`, never cached.
 */
import { cachedRead } from '@/lib/cache/read';
import { TAGS } from '@/lib/cache/tags';
import { getCatalogColours, getColourSearch } from './queries';

export async function cachedCatalogColours(term: string, page: number) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.colours],
      life: 'minutes',
      failure: 'recherche : lecture des couleurs impossible',
      context: { term, page },
    },
    () => getCatalogColours({ term, page }),
  );
}

export async function cachedColourSearch(term: string, makerSlug: string | null, page: number) {
  'use cache';
  return cachedRead(
    {
      tags: [TAGS.colours],
      life: 'minutes',
      failure: 'recherche : lecture des couleurs impossible',
      context: { term, makerSlug, page },
    },
    () => getColourSearch({ term, makerSlug, page }),
  );
}
