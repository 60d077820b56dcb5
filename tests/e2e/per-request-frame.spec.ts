/**
 * Guard (issue 12): a page built per request renders only itself; the shop frame (header,
 * mega-menus, footer) comes from the cache. The server counts each render of the frame
 * (lib/perf/frame-renders.ts, BENCH_PAGES=1 on the e2e server); requesting per-request pages
 * again and again must not move that count. Fails as soon as something makes the frame render
 * per request (a cookie or header read in it, its `'use cache'` removed, a request-dependent
 * prop passed to it).
 */
import { expect, test, type APIRequestContext } from './support/test';

const PER_REQUEST_PAGES = [
  '/produits/categorie/abrasifs?page=2',
  '/produits/categorie/abrasifs?tri=prix-croissant',
  '/produits/categorie/abrasifs?en_stock=1&page=2',
  '/catalog?search=vernis',
  '/couleurs-recherche?q=blanc',
  '/recherche-couleur',
];

async function frameRenders(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/bench/frame-renders');
  expect(response.status()).toBe(200);
  const { renders } = (await response.json()) as { renders: number };
  return renders;
}

async function load(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test('per-request pages take the shop frame from the cache instead of rendering it', async ({
  request,
}) => {
  // First visits (twice: a search's second is its twin route's prerender): the frame may be
  // rendered once into the cache.
  for (const path of [...PER_REQUEST_PAGES, ...PER_REQUEST_PAGES]) await load(request, path);
  const before = await frameRenders(request);
  for (let round = 0; round < 3; round++) {
    for (const path of PER_REQUEST_PAGES) {
      const html = await load(request, path);
      // The frame is there all the same: skip link, header menu and footer.
      expect(html).toContain('href="#contenu"');
      expect(html).toContain('id="footer-shop"');
    }
  }
  expect(await frameRenders(request)).toBe(before);
});

test('a listing address that only sorts or pages is served from the cache; a filtered one is rendered per request', async ({
  request,
}) => {
  const cachedPerUrl = [
    '/produits/categorie/abrasifs?page=2',
    '/produits/categorie/abrasifs?tri=prix-croissant&page=1',
    '/catalogue?tri=nom&page=2',
    '/detailing?tri=prix-decroissant',
  ];
  // A plain search, keyed on its normalised term (issue 37 §3, lib/search-views/paths.ts):
  // rendered per request the first time, cached from its second (second-search.ts).
  // Terms no other test asks (a retry takes the second set: the server has seen the first).
  const [product, colour] = (
    [
      ['mastic%20polyester', 'gris%20platine'],
      ['mastic%20carrosserie', 'blanc%20glacier'],
    ] as const
  )[test.info().retry % 2]!;
  const searches = [
    `/catalog?search=${product}&page=1`,
    `/couleurs-recherche?q=${colour}`,
    `/recherche-couleur?q=%20${colour.toUpperCase()}`,
  ];
  for (const path of searches) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()['x-nextjs-cache'], path).toBeUndefined();
    await load(request, path);
  }
  // The empty colour search (other tests may have asked it already: either render).
  await load(request, '/recherche-couleur');
  for (const path of [...cachedPerUrl, ...searches, '/recherche-couleur']) {
    await load(request, path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    // Next's header for a page answered from its cache (STALE: served, then refreshed).
    expect(again.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
  }
  for (const path of [
    '/produits/categorie/abrasifs?en_stock=1&page=2',
    '/catalogue?page=21',
    '/catalog?search=vernis&en_stock=1',
  ]) {
    await load(request, path);
    const again = await request.get(path);
    expect(again.headers()['x-nextjs-cache'], path).toBeUndefined();
  }
  // The internal address of a view that no rewrite produces is not a page.
  expect((await request.get('/catalogue/vue/au-hasard/2')).status()).toBe(404);
  expect((await request.get('/recherche-couleur/resultats/blanc/-/1')).status()).toBe(404);
});
