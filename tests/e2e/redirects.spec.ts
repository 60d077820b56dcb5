/**
 * Legacy URLs against the built app: each rule answers one 301 with the exact Location (no
 * redirect following) to a page that answers 200, a path matching nothing is a real 404,
 * hostile paths (malformed percent-encoding included) never get a 5xx or an off-site Location,
 * and a browser lands on the final page in one hop.
 */
import { expect, test, type APIRequestContext } from './support/test';
import pg from 'pg';
import { rawGet } from './support/raw-http';

const databaseUrl = process.env.DATABASE_URL ?? process.env.EMBEDDED_DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100);

const MAKER = 'essai-redirections';
const ER1 = `/catalogue-couleur/auto/${MAKER}/er1-gris-essai`;
const ER2 = `/catalogue-couleur/moto/${MAKER}/er2-bleu-essai-nacre`;
const PRODUCT = 'vernis-essai-redirections';
const OLD_PATHS = [
  '/peinture-essai-redirections-ancienne',
  '/ancienne-page-essai-redirections',
  '/produit/kit-essai-redirections',
];

async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// One worker runs this file in order: its fixtures are created once and removed at the end.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  await withDb(async (db) => {
    const maker = await db.query<{ id: string }>(
      `insert into paint_manufacturers (name, slug, category) values ('Essai Redirections', $1, 'auto')
       on conflict (slug) do update set is_active = true returning id`,
      [MAKER],
    );
    const id = maker.rows[0]!.id;
    await db.query(`delete from paint_colors where manufacturer_id = $1`, [id]);
    await db.query(
      `insert into paint_colors (color_code, color_name, category, manufacturer_id) values
         ('ER1', 'Gris Essai', 'auto', $1), ('ER2', 'Bleu Essai Nacré', 'moto', $1)`,
      [id],
    );
    await db.query(
      `insert into products (name, slug, price_ht, price_ttc) values ('Vernis essai', $1, 1000, 1200)
       on conflict (slug) do nothing`,
      [PRODUCT],
    );
    await db.query(
      `insert into legacy_redirects (old_path, new_path) values ($1, $4), ($2, '/livraison'), ($3, $5)
       on conflict (old_path) do update set new_path = excluded.new_path`,
      [...OLD_PATHS, ER1, `/product/${PRODUCT}`],
    );
  });
});

test.afterAll(async () => {
  await withDb(async (db) => {
    await db.query(`delete from legacy_redirects where old_path = any($1)`, [OLD_PATHS]);
    // Colours first: deleting the maker would leave them without one (on delete set null), and
    // a worker restarted after a failure would then find each fixture colour twice.
    await db.query(
      `delete from paint_colors where manufacturer_id in
         (select id from paint_manufacturers where slug = $1)`,
      [MAKER],
    );
    await db.query(`delete from products where slug = $1`, [PRODUCT]);
    await db.query(`delete from paint_manufacturers where slug = $1`, [MAKER]);
  });
});

/** One 301 with the exact Location, whose page answers 200 without redirecting again. */
async function expectOneHop(request: APIRequestContext, path: string, location: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(301);
  expect(response.headers()['location'], path).toBe(location);
  const next = await request.get(location, { maxRedirects: 0 });
  expect(next.status(), `${path} → ${location} : page finale`).toBe(200);
}

// Rules and checks, with the demo catalogue (supabase/seed).
const staticRules: Array<[string, string]> = [
  ['/catalog', '/catalogue'],
  ['/catalog?page=2', '/catalogue?page=2'],
  ['/color-search', '/recherche-couleur'],
  ['/brands', '/marques'],
  ['/brands/Vernilux', '/marques/vernilux'],
  // an unknown brand: its list, not a 404
  ['/brands/Mirka', '/marques'],
  ['/shipping', '/livraison'],
  ['/secure-payments', '/paiements-securises'],
  ['/legal', '/mentions-legales'],
  ['/terms', '/cgv'],
  ['/privacy', '/confidentialite'],
  ['/peinture-automobile', '/catalogue-couleur'],
  ['/outillage', '/materiel-outillage'],
  ['/carrosserie', '/produits-carrosserie'],
  ['/google-shopping-feed', '/google-shopping-feed.xml'],
  ['/categorie/abrasifs', '/produits/categorie/abrasifs'],
  ['/produits/category/vernis/', '/produits/categorie/vernis'],
  [
    '/categorie-produit/codes-auto/codes-renault/page/2?orderby=price',
    '/catalogue-couleur/auto?manufacturer=renault',
  ],
  ['/categorie-produit/codes-moto/feed', '/catalogue-couleur/moto'],
  [
    '/categorie-produit/codes-utilitaire-poids-lourds/',
    '/catalogue-couleur/utilitaires-et-poids-lourds',
  ],
  ['/categorie-produit/codes-inconnus', '/catalogue-couleur'],
  ['/catalogue-couleur/voitures/peugeot/avis', '/catalogue-couleur/auto?manufacturer=peugeot'],
  ['/catalogue-couleur/voitures/codes-industrie/page/2/', '/catalogue-couleur/industrie'],
  [
    '/catalogue-couleur/voitures/codes-auto/codes-peugeot/',
    '/catalogue-couleur/auto?manufacturer=peugeot',
  ],
  // an unknown maker, or one without colours in that category: the category page
  ['/catalogue-couleur/voitures/codes-auto/codes-inconnu', '/catalogue-couleur/auto'],
  ['/categorie-produit/codes-moto/codes-renault', '/catalogue-couleur/moto'],
  ['/categorie/categorie-inconnue', '/catalogue'],
  // colour slug cleanup and the canonical address in the same single 301
  [
    '/catalogue-couleur/auto/peugeot/EWP.Blanc%20Banquise',
    '/catalogue-couleur/auto/peugeot/ewp-blanc-banquise',
  ],
  ['/catalogue-couleur/auto/peugeot/ewp', '/catalogue-couleur/auto/peugeot/ewp-blanc-banquise'],
  [
    '/catalogue-couleur/auto/unknown/qng-blanc-glacier/',
    '/catalogue-couleur/auto/renault/qng-blanc-glacier',
  ],
  ['/catalogue-couleur/auto/renault/xqknv', '/catalogue-couleur/auto/renault/biton/xqknv'],
  [
    '/catalogue-couleur/auto/renault/qng-blanc-glacier/',
    '/catalogue-couleur/auto/renault/qng-blanc-glacier',
  ],
  ['/catalogue/', '/catalogue'],
  [
    '/catalogue-couleur/auto/renault/QNG.Gris%20Platine',
    '/catalogue-couleur/auto/renault/qng-blanc-glacier',
  ],
  [
    '/catalogue-couleur/auto/Renault/qng gris platine?type=peinture-bombe',
    '/catalogue-couleur/auto/renault/qng-blanc-glacier?type=peinture-bombe',
  ],
];

const databaseRules: Array<[string, string]> = [
  ['/couleur/er1-gris-essai', ER1],
  ['/couleur/ER2', ER2],
  ['/couleur/bleu-essai-nacre/', ER2],
  ['/couleur/couleur-introuvable-zz', '/catalogue-couleur'],
  ['/produit/vernis-essai-redirections/', `/product/${PRODUCT}`],
  ['/produit/kit-essai-redirections', `/product/${PRODUCT}`],
  ['/produit/peinture-essai-redirections-er2/avis', ER2],
  ['/produit/produit-introuvable-zz', '/catalogue-couleur'],
  ['/peinture-essai-redirections-ancienne', ER1],
  ['/peinture-essai-redirections-er1-gris-essai/feed', ER1],
  ['/boutique/vernis/vernis-essai-redirections.html', `/product/${PRODUCT}`],
  ['/peinture-introuvable-zz', '/catalogue-couleur'],
  ['/ancienne-page-essai-redirections/', '/livraison'],
  // rows and colours of the demo catalogue (supabase/seed)
  ['/peinture-renault-qng-blanc-glacier', '/catalogue-couleur/auto/renault/qng-blanc-glacier'],
  ['/produit/disques-tronconner-76-mm-25/', '/product/disques-a-tronconner-76-mm-lot-de-25'],
  ['/nuancier-peinture-renault', '/catalogue-couleur/auto?manufacturer=renault'],
  ['/contactez-nous', '/contact'],
  ['/couleur/qng', '/catalogue-couleur/auto/renault/qng-blanc-glacier'],
  ['/couleur/tekna', '/couleurs-recherche?q=tekna'],
  ['/couleur/xqknv', '/catalogue-couleur/auto/renault/biton/xqknv'],
  // an old Latin-1 link (malformed UTF-8) read as Latin-1
  ['/couleur/gris-cassiop%E9e', '/couleurs-recherche?q=gris+cassiopee'],
  [
    '/peinture-renault-tekna-gris-cassiop%E9e',
    '/catalogue-couleur/auto/renault/tekna-gris-cassiopee',
  ],
];

// The rules are many and each is two plain requests: one test per list, its cases sent side by
// side (each assertion names its case), instead of one test each (issue 35 §1: per-test overhead).
test('rules and page checks: one 301 with the exact Location, then 200', async ({ request }) => {
  await Promise.all(staticRules.map(([path, location]) => expectOneHop(request, path, location)));
});

test('the search results page and a clean colour URL are not redirected', async ({ request }) => {
  const search = await request.get('/catalog?search=vernis', { maxRedirects: 0 });
  expect(search.status()).not.toBe(301);
  expect(search.headers()['location']).toBeUndefined();
  const colour = await request.get('/catalogue-couleur/auto/renault/qng-blanc-glacier', {
    maxRedirects: 0,
  });
  expect(colour.headers()['location']).toBeUndefined();
});

test('database rules: one 301 with the exact Location, then 200', async ({ request }) => {
  await Promise.all(databaseRules.map(([path, location]) => expectOneHop(request, path, location)));
});

/** Pages that need an account: a visitor is sent to sign in, then back. */
const SIGN_IN_FIRST = new Set(['/profile']);

test('every legacy_redirects row and /paint/{id} answer one 301 to a page that answers 200', async ({
  request,
}) => {
  const { rows, ids } = await withDb(async (db) => ({
    rows: (await db.query<{ old_path: string }>(`select old_path from legacy_redirects`)).rows,
    ids: (
      await db.query<{ id: string }>(
        `select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
          where m.slug = 'renault' and c.color_code in ('QNG', 'XQKNV') order by c.color_code`,
      )
    ).rows,
  }));
  expect(rows.length).toBeGreaterThan(20);
  expect(ids).toHaveLength(2);
  const paths = [
    ...rows.map((r) => r.old_path),
    ...ids.flatMap(({ id }) => [`/paint/${id}`, `/color/${id}/`]),
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    const location = response.headers()['location']!;
    expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
    const final = await request.get(location, { maxRedirects: 0 });
    if (SIGN_IN_FIRST.has(location)) {
      // The account page sends a visitor to sign in: the proxy's gate answers a real 307.
      expect(final.status(), `${path} → ${location}`).toBe(307);
      expect(final.headers()['location']).toBe(
        `/?connexion=1&retour=${encodeURIComponent(location)}`,
      );
    } else {
      expect(final.status(), `${path} → ${location}`).toBe(200);
    }
  }
});

// The French not-found page in a browser, inside the shop frame: tests/e2e/layout.spec.ts.
test('a path that matches nothing is a real 404 with the French not-found page', async ({
  request,
}) => {
  for (const path of [
    '/page-qui-n-existe-pas',
    '/ceci/nest/pas/une/page',
    '/wp-login.php',
    '/peinture-voiture-inexistante-zz/ancienne-page',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['location'], path).toBeUndefined();
    const html = await response.text();
    expect(html, path).toMatch(/<html[^>]* lang="fr"/);
    expect(html, path).toContain('data-testid="not-found"');
  }
});

test('a browser lands on the final page after exactly one redirect', async ({ page }) => {
  const response = await page.goto('/categorie-produit/codes-auto/codes-renault/feed?x=1');
  expect(page.url()).toBe(`http://127.0.0.1:${port}/catalogue-couleur/auto?manufacturer=renault`);
  const first = response!.request().redirectedFrom();
  expect(first?.url()).toContain('/categorie-produit/codes-auto/codes-renault/feed');
  expect(first?.redirectedFrom()).toBeNull();
});

const hostilePaths = [
  '//evil.example',
  '//evil.example/',
  '/\\evil.example',
  '/\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5C%5Cevil.example/',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/../../evil.example/',
  '/catalog/%0d%0aLocation:%20https://evil.example/',
  '/brands/%0d%0a%2F%2Fevil.example',
  '/brands/..%2F..%2F%2F%2Fevil.example',
  '/categorie/%00',
  '/couleur/%00%0d%0a',
  '/produit/%E0%A4%A',
  '/produit/%C0%AF%C0%AF',
  '/peinture-%ef%bc%8f%ef%bc%8fevil.example',
  '/catalogue-couleur/auto/%2F%2Fevil.example/QNG',
  '/catalogue-couleur/voitures/%2F%2Fevil.example',
  '/categorie-produit/codes-auto/%2F%2Fevil.example',
  `/${'a'.repeat(3000)}`,
  `/produit/${'b'.repeat(3000)}/`,
  '/caf\u00e9/',
  '/%F0%9F%98%80/feed',
  '/\u202eevil/',
  '/ancien\u0000chemin',
  '/x\r\nSet-Cookie: a=b',
];

test('hostile paths never answer 5xx nor an off-site Location', async () => {
  for (const path of hostilePaths) {
    const { status, location } = await rawGet(path);
    expect(status, path).toBeGreaterThanOrEqual(200);
    expect(status, path).toBeLessThan(500);
    if (location !== null) {
      expect(location.startsWith('/'), `${path} → ${location}`).toBe(true);
      expect(location.startsWith('//') || location.startsWith('/\\'), `${path} → ${location}`).toBe(
        false,
      );
    }
  }
});

test('a forged Host header does not leak into Location', async () => {
  const { status, location } = await rawGet('/catalog', 'evil.example');
  expect(status).toBe(301);
  expect(location).toBe('/catalogue');
});
