/**
 * Rewrites that turn the colour list's query (`/catalogue-couleur/{category}?manufacturer={slug}
 * [&page=n]`) into path parameters of an internal route
 * (`/catalogue-couleur/{category}/{slug}/page/{n}`), so that the list is prerendered and cached
 * like any page and an unknown manufacturer answers a real 404 (a request-time query read would
 * start streaming with a 200 first). Used by next.config.ts (beforeFiles).
 */
import { COLOUR_CATEGORIES } from './slug';

type QueryMatch = { type: 'query'; key: string; value?: string };
export type ColourRewrite = { source: string; destination: string; has: QueryMatch[] };

const categories = COLOUR_CATEGORIES.map((c) => c.slug).join('|');
const source = `/catalogue-couleur/:category(${categories})`;
const maker = {
  type: 'query',
  key: 'manufacturer',
  value: '(?<maker>[A-Za-z0-9_-]{1,100})',
} satisfies QueryMatch;

export const colourListRewrites: ColourRewrite[] = [
  {
    source,
    has: [maker, { type: 'query', key: 'page', value: '(?<page>[0-9]{1,6})' }],
    destination: '/catalogue-couleur/:category/:maker/page/:page',
  },
  { source, has: [maker], destination: '/catalogue-couleur/:category/:maker/page/1' },
  // Any other manufacturer value is not a slug: the list route answers not found.
  {
    source,
    has: [{ type: 'query', key: 'manufacturer' }],
    destination: '/catalogue-couleur/:category/-/page/1',
  },
];

/** True for a maker's colour list address, the one served through the rewrites above. */
export function isColourListUrl(href: string): boolean {
  return /^\/catalogue-couleur\/[^/?#]+\?(.*&)?manufacturer=/.test(href);
}
