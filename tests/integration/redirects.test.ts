/**
 * Legacy redirects against a real seeded Postgres: the data-layer lookups (legacy_redirects,
 * product slug, colour) and the proxy function end to end (status and Location, one hop).
 */
import { NextRequest } from 'next/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { proxy } from '@/proxy';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { findLegacyMatches, legacyMatchesQuery } from '@/lib/redirects/queries';
import { flushLegacyHits, resolveLookup } from '@/lib/redirects/resolve';
import { notifyTagsExpired } from '@/lib/cache/expiration-listeners';

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });

// Seeded demo catalogue (supabase/seed): Renault QNG « Blanc Glacier », TEKNA « Gris Cassiopée »
// (Renault) and « Gris Comète » (Dacia), Nissan KAD « Gris Titane », and its legacy_redirects.
const QNG = '/catalogue-couleur/auto/renault/qng-blanc-glacier';
const TEKNA = '/catalogue-couleur/auto/renault/tekna-gris-cassiopee';
const TEKNA_DACIA = '/catalogue-couleur/auto/dacia/tekna-gris-comete';
const KAD = '/catalogue-couleur/auto/nissan/kad-gris-titane';

beforeAll(async () => {
  await client.connect();
  const maker = await client.query<{ id: string }>(
    `select id from paint_manufacturers where slug = 'renault'`,
  );
  const off = await client.query<{ id: string }>(
    `insert into paint_manufacturers (name, slug, category, is_active)
     values ('Marque Retirée', 'marque-retiree', 'auto', false)
     on conflict (slug) do update set is_active = false returning id`,
  );
  await client.query(
    `insert into paint_colors (color_code, color_name, category, manufacturer_id, is_active) values
       ('ZZ9X', 'Vert Inactif', 'auto', $1, false),
       ('ZZ8Y', 'Bleu Orphelin', 'auto', $2, true)`,
    [maker.rows[0]!.id, off.rows[0]!.id],
  );
  await client.query(
    `insert into products (name, slug, price_ht, price_ttc, is_active, visible_in_frontend) values
       ('Vernis 2K HS essai', 'vernis-2k-hs-essai', 2000, 2400, true, true),
       ('Mastic caché', 'mastic-cache-essai', 1000, 1200, true, false)
     on conflict (slug) do nothing`,
  );
  await client.query(
    `insert into legacy_redirects (old_path, new_path) values
       ('/peinture-renault-qng-blanc-glacier-ancienne', $1),
       ('/qui-sommes-nous', '/contact'),
       ('/ancien-catalogue', '/catalog?page=2'),
       ('/piege', '//evil.example/x'),
       ('/produit/ancien-kit-retouche', '/product/vernis-2k-hs-essai'),
       ('/ancienne-adresse-absolue', $2)
     on conflict (old_path) do update set new_path = excluded.new_path`,
    [QNG, new URL('/livraison', env.SITE_URL).href],
  );
});

afterAll(async () => {
  await client.end();
});

async function answer(path: string, method = 'GET', headers: Record<string, string> = {}) {
  const response = await proxy(new NextRequest(`http://shop.test${path}`, { method, headers }));
  const location = response.headers.get('location');
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    status: response.status,
    location: location ? relative(location) : null,
    next: response.headers.get('x-middleware-next') === '1',
    ...(rewrite ? { rewrite: relative(rewrite) } : {}),
  };
}

function relative(location: string): string {
  const url = new URL(location, 'http://shop.test');
  expect(url.origin).toBe('http://shop.test');
  return `${url.pathname}${url.search}`;
}

const NONE: Parameters<typeof findLegacyMatches>[1] = {
  oldPaths: [],
  productSlugs: [],
  codes: [],
  names: [],
};
const matches = (input: Partial<typeof NONE>) => findLegacyMatches(getDb(), { ...NONE, ...input });

describe('data layer (the one round trip the resolver sends)', () => {
  it('legacy_redirects: most specific old path first', async () => {
    const { row } = await matches({ oldPaths: ['/nope', '/qui-sommes-nous'] });
    expect(row).toEqual({ oldPath: '/qui-sommes-nous', newPath: '/contact' });
    expect((await matches({ oldPaths: ['/nope'] })).row).toBeNull();
  });

  it('product slugs: active and visible only, the first candidate that has one', async () => {
    const found = await matches({ productSlugs: ['x', 'vernis-2k-hs-essai'] });
    expect(found.productSlug).toBe('vernis-2k-hs-essai');
    expect((await matches({ productSlugs: ['mastic-cache-essai'] })).productSlug).toBeNull();
  });

  it('colour candidates by folded code or name slug, active colours of active makers', async () => {
    const byCode = (await matches({ codes: ['qng', 'zz9x', 'zz8y'] })).colours;
    expect(byCode.map((c) => `${c.manufacturerSlug} ${c.code}`)).toEqual(['renault QNG']);
    const byName = (await matches({ names: ['gris-cassiopee'] })).colours;
    expect(byName).toContainEqual(
      expect.objectContaining({ code: 'TEKNA', category: 'auto', manufacturerSlug: 'renault' }),
    );
    expect(byName.every((c) => c.name === 'Gris Cassiopée')).toBe(true);
  });
});

describe('one round trip', () => {
  const input = {
    oldPaths: ['/peinture-renault-qng-blanc-glacier', '/qui-sommes-nous'],
    productSlugs: ['vernis-2k-hs-essai', 'mastic-cache-essai'],
    codes: ['qng', 'tekna', 'zz9x'],
    names: ['gris-cassiopee'],
  };

  it('findLegacyMatches answers all three lookups together as each alone', async () => {
    const combined = await findLegacyMatches(getDb(), input);
    expect(combined.row).toEqual((await matches({ oldPaths: input.oldPaths })).row);
    expect(combined.row).not.toBeNull();
    expect(combined.productSlug).toBe('vernis-2k-hs-essai');
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    const alone = await matches({ codes: input.codes, names: input.names });
    expect(alone.colours.map((c) => c.code)).toEqual(expect.arrayContaining(['QNG', 'TEKNA']));
    expect([...combined.colours].sort(byId)).toEqual([...alone.colours].sort(byId));
    expect(
      await findLegacyMatches(getDb(), { oldPaths: [], productSlugs: [], codes: [], names: [] }),
    ).toEqual({ row: null, productSlug: null, colours: [] });
  });

  it('every part of it can use an index (no sequential scan needed)', async () => {
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${legacyMatchesQuery(input)}`,
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('legacy_redirects_old_path_unique');
    expect(plan).toContain('products_slug_unique');
    expect(plan).toContain('paint_colors_code_search_idx');
    expect(plan).toContain('paint_colors_name_slug_idx');
    expect(plan).not.toMatch(/Seq Scan on (legacy_redirects|products|paint_colors)/);
  });
});

describe('proxy: database rules answer one 301 to the final page', () => {
  it.each<[string, string]>([
    // /couleur/*
    ['/couleur/qng-blanc-glacier', QNG],
    ['/couleur/QNG/', QNG],
    ['/couleur/renault-Gris%20Cassiop%C3%A9e', TEKNA],
    ['/couleur/tekna-gris-cassiopee', TEKNA],
    // shared by several colours: the colour search lists them
    ['/couleur/tekna', '/couleurs-recherche?q=tekna'],
    ['/couleur/Gris%20Cassiop%C3%A9e', '/couleurs-recherche?q=gris+cassiopee'],
    ['/couleur/dacia-tekna/feed?x=1', TEKNA_DACIA],
    ['/couleur/dacia/gris-comete', TEKNA_DACIA],
    ['/couleur/zz9x-vert-inactif', '/catalogue-couleur'],
    // codes as printed on the plate (lib/search/plate-codes.ts)
    ['/couleur/te-nnp', '/catalogue-couleur/auto/renault/nnp-rouge-flamme'],
    ['/couleur/renault-tekng', '/catalogue-couleur/auto/renault/kng-gris-platine'],
    ['/catalogue-couleur/auto/renault/tekng', '/catalogue-couleur/auto/renault/kng-gris-platine'],
    [
      '/catalogue-couleur/auto/volkswagen/c9x',
      '/catalogue-couleur/auto/volkswagen/lc9x-noir-intense-nacre',
    ],
    ['/couleur/zz8y-bleu-orphelin', '/catalogue-couleur'],
    ['/couleur/pas-une-couleur', '/catalogue-couleur'],
    ['/couleur', '/catalogue-couleur'],
    // /produit/*
    ['/produit/vernis-2k-hs-essai/', '/product/vernis-2k-hs-essai'],
    ['/produit/vernis-2k-hs-essai-2', '/product/vernis-2k-hs-essai'],
    ['/produit/peinture-renault-qng-blanc-glacier/avis', QNG],
    ['/produit/ancien-kit-retouche', '/product/vernis-2k-hs-essai'],
    ['/produit/disques-tronconner-76-mm-25/', '/product/disques-a-tronconner-76-mm-lot-de-25'],
    ['/produit/mastic-cache-essai', '/catalogue-couleur'],
    ['/produit/inconnu-total', '/catalogue-couleur'],
    // catch-all legacy shapes
    ['/peinture-renault-qng-blanc-glacier', QNG],
    ['/peinture-renault-qng-blanc-glacier-ancienne/', QNG],
    ['/peinture-nissan-kad/feed', KAD],
    ['/teinte-kad.html', KAD],
    ['/boutique/vernis/vernis-2k-hs-essai/', '/product/vernis-2k-hs-essai'],
    ['/boutique/', '/catalogue'],
    ['/product-category/carrosserie/mastics/page/2', '/produits/categorie/mastics'],
    ['/peinture-introuvable-xyz', '/catalogue-couleur'],
    // legacy_redirects rows for paths without a legacy shape
    ['/qui-sommes-nous', '/contact'],
    ['/qui-sommes-nous/', '/contact'],
    ['/contactez-nous', '/contact'],
    ['/nuancier-peinture-renault', '/catalogue-couleur/auto?manufacturer=renault'],
    ['/ancien-catalogue', '/catalogue?page=2'],
    ['/ancienne-adresse-absolue', '/livraison'],
  ])('%s → %s', async (path, location) => {
    expect(await answer(path)).toEqual({ status: 301, location, next: false });
    // One hop: the target is not redirected again.
    expect(await answer(location)).toMatchObject({ location: null });
  });

  it('counts the hits of legacy_redirects rows', async () => {
    await answer('/qui-sommes-nous');
    await flushLegacyHits();
    const { rows } = await client.query<{ hits: number }>(
      `select hits from legacy_redirects where old_path = '/qui-sommes-nous'`,
    );
    expect(rows[0]!.hits).toBeGreaterThanOrEqual(1);
  });
});

describe('memoised answers follow the catalogue (issue 37 §2)', () => {
  it('an unpublished product: its old links stop leading to it as soon as its tag expires', async () => {
    const slug = `memo-redirection-${Date.now().toString(36)}`;
    await client.query(
      `insert into products (name, slug, price_ht, price_ttc, is_active, visible_in_frontend)
       values ('Mémo redirection', $1, 1000, 1200, true, true)`,
      [slug],
    );
    try {
      expect(await answer(`/produit/${slug}`)).toMatchObject({ location: `/product/${slug}` });
      await client.query('update products set visible_in_frontend = false where slug = $1', [slug]);
      // The answer is kept (5 min) until the catalogue's tag expires: here `productsChanged`,
      // in the other instances the shared tag board.
      expect(await answer(`/produit/${slug}`)).toMatchObject({ location: `/product/${slug}` });
      notifyTagsExpired(['products', `product:${slug}`]);
      expect(await answer(`/produit/${slug}`)).toMatchObject({ location: '/catalogue-couleur' });
    } finally {
      await client.query('delete from products where slug = $1', [slug]);
    }
  });
});

describe('proxy: an unpublished product moves to its category', () => {
  beforeAll(async () => {
    await client.query(
      `with p as (
         insert into products (name, slug, price_ht, price_ttc, is_active, visible_in_frontend)
         values ('Apprêt retiré essai', 'appret-retire-essai', 1000, 1200, false, true)
         on conflict (slug) do update set is_active = false returning id)
       insert into product_tags (product_id, category_id)
       select p.id, c.id from p, categories c where c.slug = 'apprets'
       on conflict do nothing`,
    );
  });

  it('answers a 301 to its category (its links and ranking go there)', async () => {
    expect(await answer('/product/appret-retire-essai')).toEqual({
      status: 301,
      location: '/produits/categorie/apprets',
      next: false,
    });
    expect(await answer('/produits/categorie/apprets')).toMatchObject({ location: null });
  });

  it('answers a 301 to the catalogue when it has no category', async () => {
    expect(await answer('/product/mastic-cache-essai')).toEqual({
      status: 301,
      location: '/catalogue',
      next: false,
    });
  });

  it('leaves a shown product and an unknown slug to their page (200, 404)', async () => {
    expect(await answer('/product/vernis-2k-hs-essai')).toEqual({
      status: 200,
      location: null,
      next: true,
    });
    expect(await answer('/product/inconnu-total-essai')).toEqual({
      status: 200,
      location: null,
      next: true,
    });
  });
});

describe('database errors', () => {
  // A NUL byte is refused by Postgres (the rules never send one): a stand-in for any failure.
  const broken = ['/produit/\u0000'];

  it('a legacy shape falls back to /catalogue-couleur with a 302 (not kept by browsers)', async () => {
    expect(await resolveLookup({ kind: 'legacy', oldPaths: broken, slug: 'x' })).toEqual({
      location: '/catalogue-couleur',
      status: 302,
    });
  });

  it('any other path is left to Next', async () => {
    expect(await resolveLookup({ kind: 'table', oldPaths: broken, slug: '' })).toBeNull();
  });
});

// Seeded demo catalogue: Renault XQKNV « Blanc Nacré + Noir Étoilé (toit) » is two-tone,
// Peugeot EWP « Blanc Banquise »; the brand « Vernilux » exists, « Mirka » does not.
const XQKNV = '/catalogue-couleur/auto/renault/biton/xqknv';
const EWP = '/catalogue-couleur/auto/peugeot/ewp-blanc-banquise';

describe('proxy: every redirect is one 301 to a page that exists', () => {
  it.each<[string, string]>([
    ['/catalog', '/catalogue'],
    ['/shipping/', '/livraison'],
    // brands and categories: checked, else the list they belong to
    ['/brands/Vernilux', '/marques/vernilux'],
    ['/brands/Mirka', '/marques'],
    ['/brands/mirka?page=2', '/marques?page=2'],
    ['/categorie/Abrasifs/feed', '/produits/categorie/abrasifs'],
    ['/produits/category/categorie-inconnue', '/catalogue'],
    // legacy colour categories (query dropped)
    [
      '/categorie-produit/codes-auto/codes-renault/page/2?orderby=x',
      '/catalogue-couleur/auto?manufacturer=renault',
    ],
    ['/categorie-produit/codes-auto/codes-inconnu', '/catalogue-couleur/auto'],
    // a maker of another category with no colour in this one: its list would be a 404
    ['/categorie-produit/codes-moto/codes-renault', '/catalogue-couleur/moto'],
    ['/categorie-produit/codes-bateau', '/catalogue-couleur'],
    ['/catalogue-couleur/voitures/codes-industrie/page/2/', '/catalogue-couleur/industrie'],
    [
      '/catalogue-couleur/voitures/codes-auto/codes-peugeot/',
      '/catalogue-couleur/auto?manufacturer=peugeot',
    ],
    ['/catalogue-couleur/voitures/peugeot/avis', '/catalogue-couleur/auto?manufacturer=peugeot'],
    ['/catalogue-couleur/voitures/inconnu', '/catalogue-couleur/auto'],
    ['/catalogue-couleur/voitures', '/catalogue-couleur/auto'],
    // colour pages: slug cleanup and canonical address in one hop
    ['/catalogue-couleur/auto/renault/QNG.Gris%20Platine', QNG],
    ['/catalogue-couleur/auto/Renault/qng gris platine', QNG],
    ['/catalogue-couleur/auto/peugeot/EWP.Blanc%20Banquise', EWP],
    ['/catalogue-couleur/auto/peugeot/EWP', EWP],
    ['/catalogue-couleur/auto/renault/qng/', QNG],
    ['/catalogue-couleur/auto/unknown/qng-blanc-glacier', QNG],
    ['/catalogue-couleur/auto/renault/qng?type=peinture-bombe', `${QNG}?type=peinture-bombe`],
    ['/catalogue-couleur/auto/renault/xqknv', XQKNV],
    ['/catalogue-couleur/auto/Renault/biton/XQKNV', XQKNV],
    ['/couleur/xqknv', XQKNV],
    // the canonical page itself with a trailing slash
    [`${QNG}/`, QNG],
    // Latin-1 links of the old shop (malformed UTF-8): read as Latin-1 when that is an old address
    ['/couleur/gris-cassiop%E9e', '/couleurs-recherche?q=gris+cassiopee'],
    ['/catalogue-couleur/auto/renault/tekna-gris-cassiop%E9e', TEKNA],
    ['/produit/peinture-renault-qng-blanc-glacier-%E9', QNG],
  ])('%s → %s', async (path, location) => {
    expect(await answer(path)).toEqual({ status: 301, location, next: false });
    // One hop: the target is not redirected again.
    expect(await answer(location)).toMatchObject({ location: null });
  });

  it('/paint/{id} and /color/{id} answer the canonical address, also with a trailing slash', async () => {
    const { rows } = await client.query<{ id: string; code: string }>(
      `select c.id, c.color_code as code from paint_colors c
         join paint_manufacturers m on m.id = c.manufacturer_id
        where m.slug = 'renault' and c.color_code in ('QNG', 'XQKNV')`,
    );
    const id = (code: string) => rows.find((r) => r.code === code)!.id;
    for (const [path, location] of [
      [`/paint/${id('QNG')}`, QNG],
      [`/color/${id('QNG')}/`, QNG],
      [`/paint/${id('XQKNV')}/`, XQKNV],
    ]) {
      expect(await answer(path!)).toEqual({ status: 301, location, next: false });
    }
    // An unknown id is the route's own 404, not a redirect.
    expect(await answer('/paint/00000000-0000-4000-8000-000000000000')).toMatchObject({
      location: null,
      next: true,
    });
  });

  it.each([
    QNG,
    `${QNG}?type=peinture-stylo`,
    EWP,
    XQKNV,
    '/page-qui-n-existe-pas',
    '/page-qui-n-existe-pas/',
    '/piege',
    '/catalogue',
    '/catalog?search=gris&en_stock=1',
    // a colour that does not exist: its page answers the 404 (no redirect into a 404)
    '/catalogue-couleur/auto/renault/zzzz-inexistante',
    '/catalogue-couleur/auto/Renault/ZZZZ.Inexistante/',
    '/catalogue-couleur/auto/marque-inconnue/qng-blanc-glacier',
  ])('%s reaches the router untouched', async (path) => {
    expect(await answer(path)).toEqual({ status: 200, location: null, next: true });
  });

  it('a plain search is rendered per request the first time, then served, address unchanged, by its cached twin route (lib/search-views)', async () => {
    // A router prefetch is not a search: it neither counts nor is rewritten.
    const prefetch = { 'next-router-prefetch': '1' };
    expect(await answer('/catalog?search=gris', 'GET', prefetch)).toMatchObject({ next: true });
    expect(await answer('/catalog?search=gris')).toEqual({
      status: 200,
      location: null,
      next: true,
    });
    // The same normalised term: its second search.
    expect(await answer('/catalog?search=gris%20%20')).toEqual({
      status: 200,
      location: null,
      next: false,
      rewrite: '/catalog/resultats/tZ3Jpcw/pertinence/1/1',
    });
  });

  it("a trailing slash on the app's own pages is a 301 too", async () => {
    expect(await answer('/catalogue/?a=1')).toEqual({
      status: 301,
      location: '/catalogue?a=1',
      next: false,
    });
  });

  it.each([
    '/color/%E9',
    '/produits/categorie/%E9',
    '/product/%ff',
    '/marques/%c0%ae',
    '/catalogue-couleur/auto/%E9/qng',
    '/page%',
    '/%E9/',
    '/paint/%ZZ',
    '/product/%00',
    '/marques/%00/filtres',
    '/produits/categorie/a%0Ab',
  ])(
    '%s (malformed percent-encoding, control character) gets the not-found page, not the router',
    async (path) => {
      expect(await answer(path)).toEqual({
        status: 200,
        location: null,
        next: false,
        rewrite: '/_introuvable',
      });
    },
  );

  it('only GET and HEAD are redirected', async () => {
    expect(await answer('/catalog', 'HEAD')).toMatchObject({ status: 301 });
    expect(await answer('/catalog', 'POST')).toMatchObject({ next: true, location: null });
  });
});
