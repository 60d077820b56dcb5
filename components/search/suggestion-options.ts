import type { ColourHit, ProductHit, Suggestions } from '@/lib/search/types';

/** One choosable line of the dropdown, in keyboard order. */
export type SuggestionOption =
  | { key: string; kind: 'product'; url: string; product: ProductHit }
  | { key: string; kind: 'colour'; url: string; colour: ColourHit }
  | { key: 'all'; kind: 'all'; url: string };

export function catalogSearchUrl(term: string): string {
  return `/catalog?search=${encodeURIComponent(term)}`;
}

/** Products, then colours, then « see all results » (only when something was found). */
export function suggestionOptions(data: Suggestions | null, term: string): SuggestionOption[] {
  if (!data) return [];
  const products = data.products.items.map((product): SuggestionOption => ({
    key: `p:${product.id}`,
    kind: 'product',
    url: product.url,
    product,
  }));
  const colours = data.colours.items.map((colour): SuggestionOption => ({
    key: `c:${colour.id}`,
    kind: 'colour',
    url: colour.url,
    colour,
  }));
  if (products.length + colours.length === 0) return [];
  return [...products, ...colours, { key: 'all', kind: 'all', url: catalogSearchUrl(term) }];
}
