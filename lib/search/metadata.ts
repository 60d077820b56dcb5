import type { Metadata } from 'next';
import { cleanTerm, isSearchable } from './normalise';
import { searchText } from './text';

/** Metadata of the search results pages: pages only call these. */
type RawTerm = string | string[] | undefined;

/** `/catalog?search=`: titled by the term, never indexed (links still followed). */
export function catalogSearchMetadata(raw: RawTerm): Metadata {
  const t = searchText();
  const term = cleanTerm(raw);
  return {
    title: isSearchable(term) ? t('catalogMetaTitle', { term }) : t('catalogPromptTitle'),
    robots: { index: false, follow: true },
  };
}

/** `/couleurs-recherche?q=` and `/recherche-couleur?q=`. */
export function colourSearchMetadata(raw: RawTerm): Metadata {
  const t = searchText();
  const term = cleanTerm(raw);
  return { title: isSearchable(term) ? t('colourResultsTitle', { term }) : t('colourTitle') };
}
