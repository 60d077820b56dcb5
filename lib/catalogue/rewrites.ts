/**
 * Listing and product pages are fully static (prerendered, served from cache) for their plain
 * address. A request carrying listing parameters (?marque=…, ?page=…) or a variant
 * (?variante=…) is rewritten, address bar unchanged, to a twin route that reads them:
 * `/catalogue?page=2` is served by `/catalogue/filtres?page=2`, `/product/x?variante=<id>` by
 * `/product/x/variante/<id>`. next.config.ts installs these rules (beforeFiles).
 */
import { LISTING_PARAM_KEYS } from './filters';

export const FILTERED_SEGMENT = 'filtres';
export const VARIANT_SEGMENT = 'variante';

type Rewrite = {
  source: string;
  destination: string;
  has: { type: 'query'; key: string; value?: string }[];
};

/** Listing addresses, as path-to-regexp sources; each gets a `/filtres` twin. */
export const LISTING_SOURCES = [
  '/:listing(catalogue|produits-carrosserie|materiel-outillage|equipement|detailing)',
  '/produits/categorie/:slug',
  '/marques/:slug',
];

function destinationOf(source: string): string {
  return `${source.replace(/\(.*\)/, '')}/${FILTERED_SEGMENT}`;
}

export function catalogueRewrites(): Rewrite[] {
  const listing = LISTING_SOURCES.flatMap((source) =>
    LISTING_PARAM_KEYS.map((key) => ({
      source,
      destination: destinationOf(source),
      has: [{ type: 'query' as const, key }],
    })),
  );
  const variant: Rewrite = {
    source: '/product/:slug',
    destination: `/product/:slug/${VARIANT_SEGMENT}/:variante`,
    has: [{ type: 'query', key: 'variante', value: '(?<variante>[0-9a-fA-F-]{36})' }],
  };
  return [...listing, variant];
}
