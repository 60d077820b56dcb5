/**
 * Every cache tag of the shop, in one place (vercel/commerce's `TAGS`): one per entity (issue
 * 37 §2), never per page or feature. A cached read tags itself with every entity it shows (the
 * feed: products, colours, paint prices, carriers); writes never name a tag directly but call
 * their domain's invalidation function in `lib/cache/invalidate.ts`, which says which entities
 * a change touches.
 */
export const TAGS = {
  products: 'products',
  product: (slug: string): `product:${string}` => `product:${slug}`,
  categories: 'categories',
  brands: 'brands',
  colours: 'colours',
  paintManufacturers: 'paint-manufacturers',
  paintProductConfigs: 'paint-product-configs',
  paintTypeDocuments: 'paint-type-documents',
  paintTypeHazards: 'paint-type-hazards',
  siteSettings: 'site-settings',
  promotions: 'promotions',
  shipping: 'shipping',
  repairKits: 'repair-kits',
  /** Not a Next cache tag: the proxy's memo of legacy-redirect answers listens for it. */
  redirects: 'legacy-redirects',
} as const;

type TagValue = (typeof TAGS)[keyof typeof TAGS];
export type CacheTag = Exclude<TagValue, (slug: string) => string> | `product:${string}`;

/** What the catalogue's pages, search answers and redirects are made of. */
const CATALOGUE_TAGS: readonly string[] = [
  TAGS.products,
  TAGS.categories,
  TAGS.brands,
  TAGS.colours,
  TAGS.paintManufacturers,
  TAGS.paintProductConfigs,
];

/**
 * Whether one of these expired tags is the catalogue's (a product, brand, category, colour,
 * maker or paint price): the memos that hold catalogue answers outside Next's cache (the search
 * dropdown, the redirect answers) drop them on it.
 */
export function touchesCatalogue(tags: readonly string[]): boolean {
  return tags.some((tag) => CATALOGUE_TAGS.includes(tag) || tag.startsWith('product:'));
}
