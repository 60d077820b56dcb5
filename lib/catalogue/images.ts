/** Product pictures: served from public/ (no external host). */
const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

export function productImage(image: string | null | undefined): string {
  return image && image.startsWith('/') ? image : PLACEHOLDER_IMAGE;
}

/** next/image does not optimise SVG: they are served as they are. */
export function isVector(src: string): boolean {
  return /\.svg(\?|$)/i.test(src);
}
