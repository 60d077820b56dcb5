/**
 * Rewrites that turn the colour lists' queries into path parameters of internal routes, so that
 * each list page is prerendered and cached like any page (a request-time query read would render
 * every request, and start streaming with a 200 before an unknown maker's 404):
 * - a maker's list, `/catalogue-couleur/{category}?manufacturer={slug}[&page=n]` →
 *   `/catalogue-couleur/{category}/{slug}/page/{n}`;
 * - a finish section, `/catalogue-couleur/{section}[?page=n]` → `/catalogue-couleur/{section}/page/{n}`.
 * Used by next.config.ts (beforeFiles); docs/decisions/query-rewrites-in-proxy.md says why these
 * five stay there.
 */
import { COLOUR_CATEGORIES } from './slug';
import type { ColourSection } from './types';

type QueryMatch = { type: 'query'; key: string; value?: string };
export type ColourRewrite = { source: string; destination: string; has?: QueryMatch[] };

/** The finish sections, each with its own static folder (app/(shop)/catalogue-couleur/{section}). */
const COLOUR_SECTION_SLUGS: readonly ColourSection[] = [
  'constructeur',
  'speciale',
  'metallisee',
  'nacree',
];
const sectionSource = `/catalogue-couleur/:section(${COLOUR_SECTION_SLUGS.join('|')})`;
const pageNumber = {
  type: 'query',
  key: 'page',
  value: '(?<page>[0-9]{1,6})',
} satisfies QueryMatch;

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
    has: [maker, pageNumber],
    destination: '/catalogue-couleur/:category/:maker/page/:page',
  },
  { source, has: [maker], destination: '/catalogue-couleur/:category/:maker/page/1' },
  // Any other manufacturer value is not a slug: the list route answers not found.
  {
    source,
    has: [{ type: 'query', key: 'manufacturer' }],
    destination: '/catalogue-couleur/:category/-/page/1',
  },
  // A section's page number; any other value (or none) is its first page, as before.
  {
    source: sectionSource,
    has: [pageNumber],
    destination: '/catalogue-couleur/:section/page/:page',
  },
  { source: sectionSource, destination: '/catalogue-couleur/:section/page/1' },
];

const SECTION_URL = new RegExp(`^/catalogue-couleur/(${COLOUR_SECTION_SLUGS.join('|')})([?#]|$)`);

/**
 * True for an address served through the rewrites above (a maker's list, a finish section): the
 * client router would reuse a page of the same path for another query, so links to them load the
 * document (colour-link.tsx).
 */
export function isColourListUrl(href: string): boolean {
  return /^\/catalogue-couleur\/[^/?#]+\?(.*&)?manufacturer=/.test(href) || SECTION_URL.test(href);
}
