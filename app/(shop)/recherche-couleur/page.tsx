import type { Metadata } from 'next';
import { ColourSearchPage, type SearchParams } from '@/components/search/colour-search-page';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import { searchText } from '@/lib/search/text';

/** One complete HTML document per request (no streamed hole): works without JavaScript. */
export const instant = false;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  const t = searchText();
  const term = cleanTerm((await searchParams).q);
  return { title: isSearchable(term) ? t('colourResultsTitle', { term }) : t('colourTitle') };
}

/** /recherche-couleur: the colour search with a maker picker (search by vehicle maker). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <ColourSearchPage path="/recherche-couleur" picker searchParams={searchParams} />;
}
