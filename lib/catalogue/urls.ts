/** The storefront's catalogue addresses (spec section 2), in one place. */
import { SECTIONS, type SectionKey } from './sections';

export const CATALOGUE_PATH = '/catalogue';
export const BRANDS_PATH = '/marques';
export const CART_PATH = '/cart';

export function productPath(slug: string, variantId?: string | null): string {
  const base = `/product/${encodeURIComponent(slug)}`;
  return variantId ? `${base}?variante=${encodeURIComponent(variantId)}` : base;
}

export function categoryPath(slug: string): string {
  return `/produits/categorie/${encodeURIComponent(slug)}`;
}

export function brandPath(slug: string): string {
  return `${BRANDS_PATH}/${encodeURIComponent(slug)}`;
}

export function sectionPath(key: SectionKey): string {
  return SECTIONS.find((s) => s.key === key)?.path ?? CATALOGUE_PATH;
}

/** Turns a site path into an absolute URL for canonical links, JSON-LD, the sitemap and feed. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}
