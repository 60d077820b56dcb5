import type { Metadata } from 'next';
import {
  ColourSearchTemplate,
  type SearchParams,
} from '@/components/search/templates/colour-search-template';
import { colourSearchMetadata } from '@/lib/search/metadata';

/** One complete HTML document per request (no streamed hole): works without JavaScript. */
export const instant = false;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: SearchParams;
}): Promise<Metadata> {
  return colourSearchMetadata((await searchParams).q);
}

/** /recherche-couleur: the colour search with a maker picker (search by vehicle maker). */
export default function Page({ searchParams }: { searchParams: SearchParams }) {
  return (
    <ColourSearchTemplate
      path="/recherche-couleur"
      picker
      searchParams={searchParams}
      misses="request"
    />
  );
}
