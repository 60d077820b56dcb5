/**
 * Hostile paths and queries over every route pattern of the shop, against the built app: no
 * 5xx, no off-site Location, and a malformed percent-encoding (old Latin-1 links, crawlers'
 * garbage) answers the French not-found page, or one 301 to a page that answers 200 when its
 * Latin-1 reading is an old address of the shop.
 */
import { expect, test } from './support/test';
import { rawGet } from './support/raw-http';

/** The shop's routes and the legacy shapes, `{}` standing for the hostile segment. */
const ROUTE_PATTERNS = [
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

/** What follows the segment: nothing, a slash, an asset or legacy extension, hostile queries. */
const SUFFIXES = ['', '/?manufacturer=%c0%ae', '.png', '.html?q=%E9&page=%ff'];

function isMalformed(path: string): boolean {
  try {
    decodeURIComponent(path.split('?')[0]!);
    return false;
  } catch {
    return true;
  }
}

const PATHS = ROUTE_PATTERNS.flatMap((pattern) =>
  [...MALFORMED, ...OTHER].flatMap((segment) =>
    SUFFIXES.map((suffix) => `${pattern.replace('{}', segment)}${suffix}`),
  ),
);

/** A few at a time: the table is long, the machine small. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return out;
}

test('hostile paths over every route pattern: never a 5xx, never off the site', async () => {
  test.setTimeout(300_000);
  expect(PATHS.length).toBeGreaterThan(2_000);
  const answers = await inBatches(PATHS, 4, async (path) => ({ path, ...(await rawGet(path)) }));
  const failures = answers.filter(({ path, status, location }) => {
    if (status < 200 || status >= 500) return true;
    if (location !== null && (!location.startsWith('/') || /^\/[/\\]/.test(location))) return true;
    // A malformed address is the not-found page, or a 301 (its Latin-1 reading is an old address).
    return isMalformed(path) && status !== 404 && status !== 301;
  });
  expect(failures).toEqual([]);
  // Every 301 of a malformed address lands on a page that answers 200.
  const redirected = answers.filter((a) => isMalformed(a.path) && a.status === 301);
  expect(redirected.length).toBeGreaterThan(0);
  const targets = [...new Set(redirected.map((a) => a.location!))];
  const finals = await inBatches(targets, 4, async (target) => ({
    target,
    status: (await rawGet(target)).status,
  }));
  expect(finals.filter((f) => f.status !== 200)).toEqual([]);
});

test('a malformed address answers the French not-found page', async ({ request, page }) => {
  for (const path of ['/color/%E9', '/produits/categorie/%E9', '/product/%ff', '/marques/%c0%ae']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('data-testid="not-found"');
  }
  const response = await page.goto('/color/%E9.png');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page n'existe pas");
});
