/**
 * Every cache tag of the shop, in one place (vercel/commerce's `TAGS`). Cached reads tag
 * themselves with these; writes never name a tag directly but call their domain's
 * invalidation function in `lib/cache/invalidate.ts`, which says what a change touches.
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
  search: 'search',
  feed: 'feed',
  siteSettings: 'site-settings',
  promotions: 'promotions',
  shipping: 'shipping',
  /** Not a Next cache tag: the proxy's memo of legacy-redirect answers listens for it. */
  redirects: 'legacy-redirects',
} as const;

type TagValue = (typeof TAGS)[keyof typeof TAGS];
export type CacheTag = Exclude<TagValue, (slug: string) => string> | `product:${string}`;
