import {
  CachedColourSearch,
  cachedColourSearchMetadata,
} from '@/components/search/templates/colour-search-template';
import { COLOUR_SEARCH_SAMPLE } from '@/lib/search-views/paths';

/**
 * `/recherche-couleur?q={term}` (the colour search with a maker picker) with at most a maker and a page, served here by proxy.ts
 * (lib/search-views/paths.ts): rendered once per normalised term, then served from the cache
 * until the colours or makers change.
 */
export const ensureStatic = 'navigation';

type Props = PageProps<'/recherche-couleur/resultats/[terme]/[marque]/[page]'>;

export function generateStaticParams() {
  return [COLOUR_SEARCH_SAMPLE];
}

export function generateMetadata({ params }: Props) {
  return cachedColourSearchMetadata(params);
}

export default function Page({ params }: Props) {
  return <CachedColourSearch path="/recherche-couleur" picker={true} params={params} />;
}
