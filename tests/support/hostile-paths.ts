/**
 * The hostile paths and queries over every route pattern of the shop (issue 35 §1): the full
 * table (2,160 paths) goes through the proxy function in tests/integration/hostile-paths.test.ts;
 * a sample with every pattern, every segment and every suffix goes to the built app in
 * tests/e2e/hostile-paths.spec.ts.
 */

/** The shop's routes and the legacy shapes, `{}` standing for the hostile segment. */
export const ROUTE_PATTERNS = [
  '/{}',
  '/color/{}',
  '/paint/{}',
  '/product/{}',
  '/product/vernis-2k/variante/{}',
  '/produits/categorie/{}',
  '/produits/categorie/{}/filtres',
  '/marques/{}',
  '/marques/{}/filtres',
  '/catalogue-couleur/{}',
  '/catalogue-couleur/auto/{}',
  '/catalogue-couleur/auto/{}/qng-blanc-glacier',
  '/catalogue-couleur/auto/renault/{}',
  '/catalogue-couleur/auto/renault/biton/{}',
  '/catalogue-couleur/auto/renault/page/{}',
  '/catalogue-couleur/nacree/page/{}',
  '/catalogue-couleur/voitures/{}',
  '/categorie-produit/codes-auto/{}',
  '/couleur/{}',
  '/produit/{}',
  '/brands/{}',
  '/categorie/{}',
  '/produits/category/{}',
  '/peinture-{}',
  '/boutique/{}/feed',
  '/newsletter/{}',
  '/admin/{}',
];

/** Segments that break percent-decoding, or try to leave the site. */
const MALFORMED = [
  '%E9',
  'caf%E9',
  '%ff',
  '%c0%ae',
  '%C0%AF%C0%AF',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%98',
  '%',
  '100%',
  '%zz',
  '%u00e9',
  'gris-cassiop%E9e',
  '%2F%E9%2F',
];
const OTHER = [
  '%2F%2Fevil.example',
  '%5C%5Cevil.example',
  '..%2F..%2F',
  '%00',
  '%0d%0a',
  'Caf%C3%A9',
];
export const SEGMENTS = [...MALFORMED, ...OTHER];

/** What follows the segment: nothing, a slash, an asset or legacy extension, hostile queries. */
export const SUFFIXES = ['', '/?manufacturer=%c0%ae', '.png', '.html?q=%E9&page=%ff'];

export function hostilePath(pattern: string, segment: string, suffix: string): string {
  return `${pattern.replace('{}', segment)}${suffix}`;
}

/** Every pattern × segment × suffix. */
export const HOSTILE_PATHS = ROUTE_PATTERNS.flatMap((pattern) =>
  SEGMENTS.flatMap((segment) => SUFFIXES.map((suffix) => hostilePath(pattern, segment, suffix))),
);

/**
 * Three paths per pattern, the segments and suffixes turning with the pattern (3 is prime to
 * the 20 segments): every pattern, every segment and every suffix reach the built app.
 */
export const HOSTILE_SAMPLE = ROUTE_PATTERNS.flatMap((pattern, i) =>
  [0, 1, 2].map((k) =>
    hostilePath(
      pattern,
      SEGMENTS[(i * 3 + k) % SEGMENTS.length]!,
      SUFFIXES[(i + k) % SUFFIXES.length]!,
    ),
  ),
);

export function isMalformed(path: string): boolean {
  try {
    decodeURIComponent(path.split('?')[0]!);
    return false;
  } catch {
    return true;
  }
}

/** A Location that leaves the site (absolute, protocol-relative or `/\`). */
export function leavesSite(location: string): boolean {
  return !location.startsWith('/') || /^\/[/\\]/.test(location);
}
