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
  return {
    title: isSearchable(term) ? t('colourResultsTitle', { term }) : t('colourTitle'),
  };
}

/** /couleurs-recherche?q={term}: the colour search reached from redirects and search engines. */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return <ColourSearchPage path="/couleurs-recherche" picker={false} searchParams={searchParams} />;
}
