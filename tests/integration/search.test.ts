/**
 * The search module against the real seeded database: matching (case, accents, code
 * separators, O/0, legacy codes, makers, brands), ranking, bounds, the results pages, and the
 * plans (every searched expression is the one its trigram index covers).
 */
import { getDb } from '@/lib/db/client';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSearchDb, type Database } from '../../lib/db/client';
import { searchPlans } from '../../lib/search/explain';
import { searchCatalogColours, searchColours } from '../../lib/search/results';
import { productSearchCondition } from '../../lib/search/products';
import { listProducts } from '../../lib/catalogue/queries';
import { listingQuery, type ListingFilters } from '../../lib/catalogue/filters';
import { suggest } from '../../lib/search/suggest';
import { getProductBySlug } from '../../lib/catalogue/queries';
import { fromPrice, purchaseOf } from '../../lib/catalogue/purchase';

let client: pg.Client;
const db = () => getSearchDb();

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  // Fixtures this file needs beyond the demo catalogue, all under their own names.
  await client.query(`
    with mk as (
      insert into paint_manufacturers (name, slug, category)
      values ('Testmobile', 'testmobile', 'auto') returning id
    )
    insert into paint_colors (color_code, color_name, category, manufacturer_id, color_code_legacy, is_active)
    select v.code, v.name, 'auto', mk.id, v.legacy, v.active from mk, (values
      ('TQX 1', 'Vert Zéphyr', '0.94.1', true),
      ('TQX 2', 'VERT ZÉPHYR ÉCLATANT', null, true),
      ('TQX 3', 'Vert Zéphyr caché', null, false)
    ) as v(code, name, legacy, active)`);
  await client.query(`
    with mk as (
      insert into paint_manufacturers (name, slug, category)
      values ('Lotmaker', 'lotmaker', 'industrie') returning id
    )
    insert into paint_colors (color_code, color_name, category, manufacturer_id)
    select 'ZQ-' || lpad(g::text, 3, '0'), 'Teinte Quokka ' || g, 'industrie', mk.id
    from mk, generate_series(1, 120) g`);
  await client.query(`
    insert into products (name, slug, reference_code, price_ht, price_ttc, is_active, visible_in_frontend)
    values ('Mastic 100% polyester quokka', 'quokka-100', 'QK-100', 1000, 1200, true, true),
           ('Disque grain_80 quokka', 'quokka-grain-80', 'QK-G80', 1000, 1200, true, true),
           ('Disque grainX80 quokka', 'quokka-grainx80', 'QK-GX80', 1000, 1200, true, true),
           ('Ponceuse quokka masquée', 'quokka-hidden', 'QK-HID', 1000, 1200, true, false),
           ('Ponceuse quokka retirée', 'quokka-inactive', 'QK-OFF', 1000, 1200, false, true)`);
});

afterAll(async () => {
  await client.end();
});

describe('dropdown suggestions', () => {
  it('puts the Renault QNG first for « QNG »', async () => {
    const result = await suggest(db(), 'QNG');
    const first = result.colours.items[0];
    expect(first).toMatchObject({ code: 'QNG', manufacturerName: 'Renault', score: 85 });
    expect(first?.url).toBe('/catalogue-couleur/auto/renault/qng-blanc-glacier');
  });

  it('finds « Blanc Nacré » from « blanc nacre », whatever the case and accents', async () => {
    for (const term of ['blanc nacre', 'BLANC NACRÉ', 'Nacré Blanc', '  blanc   nacre ']) {
      const result = await suggest(db(), term);
      expect(result.colours.items.length, term).toBe(5);
      expect(result.colours.total).toBeGreaterThan(5);
      for (const colour of result.colours.items) {
        expect(colour.name.toLowerCase()).toMatch(/blanc.*nacr[ée]/);
      }
    }
  });

  it('finds « M0LZ » from « MOLZ » and other spellings (O for 0, separators)', async () => {
    for (const term of ['MOLZ', 'm0lz', 'M0-LZ', 'm.o.l.z', 'M 0 L Z']) {
      const first = (await suggest(db(), term)).colours.items[0];
      expect(first, term).toMatchObject({ code: 'M0LZ', manufacturerName: 'Peugeot', score: 85 });
    }
  });

  it('matches legacy codes and upper-case accented names; inactive colours never show', async () => {
    const legacy = await suggest(db(), '0-94-1');
    expect(legacy.colours.items[0]).toMatchObject({ code: 'TQX 1', score: 80 });
    const names = await suggest(db(), 'vert zephyr');
    expect(names.colours.items.map((c) => c.code).sort()).toEqual(['TQX 1', 'TQX 2']);
    const codes = await suggest(db(), 'tqx');
    expect(codes.colours.items.map((c) => c.code).sort()).toEqual(['TQX 1', 'TQX 2']);
  });

  it('lists a maker’s colours for its name', async () => {
    const result = await suggest(db(), 'peugeot');
    expect(result.colours.items).toHaveLength(5);
    for (const colour of result.colours.items) {
      expect(colour.manufacturerName).toBe('Peugeot');
      expect(colour.score).toBeGreaterThanOrEqual(100);
    }
  });

  it('shows 5 colours, 50 for a hyphenated term, and caps counts at 100', async () => {
    const plain = await suggest(db(), 'ZQ0');
    expect(plain.colours.items).toHaveLength(5);
    const hyphenated = await suggest(db(), 'ZQ-');
    expect(hyphenated.colours.items).toHaveLength(50);
    expect(hyphenated.colours).toMatchObject({ total: 100, more: true });
    const few = await suggest(db(), 'ZQ-11');
    // ZQ-110 … ZQ-119
    expect(few.colours).toMatchObject({ total: 10, more: false });
  });

  it('finds products by name word, reference, brand, accents aside; best first', async () => {
    const vernis = await suggest(db(), 'vernis');
    expect(vernis.products.items.length).toBeGreaterThan(1);
    expect(vernis.products.items.length).toBeLessThanOrEqual(10);
    expect(vernis.products.items[0]?.name.toLowerCase().startsWith('vernis')).toBe(true);

    const reference = await suggest(db(), 'vl-hs-ar');
    expect(reference.products.items[0]).toMatchObject({
      referenceCode: 'VL-HS-AR',
      url: '/product/vernis-2k-hs-anti-rayures',
    });

    const accent = await suggest(db(), 'AEROSOL');
    expect(accent.products.items.some((p) => /aérosol/i.test(p.name))).toBe(true);

    const brand = await suggest(db(), 'vernilux');
    expect(brand.products.items.length).toBeGreaterThan(0);
    expect(brand.products.items.every((p) => p.brandName === 'Vernilux')).toBe(true);

    const words = await suggest(db(), 'mat vernis');
    expect(words.products.items.map((p) => p.name)).toContain('Vernis mat 2K');
  });

  it('treats % and _ as plain characters and hides inactive or invisible products', async () => {
    const percent = await suggest(db(), '100% poly');
    expect(percent.products.items.map((p) => p.slug)).toEqual(['quokka-100']);
    const underscore = await suggest(db(), 'ain_80');
    expect(underscore.products.items.map((p) => p.slug)).toEqual(['quokka-grain-80']);
    const hidden = await suggest(db(), 'ponceuse quokka');
    expect(hidden.products.items).toEqual([]);
  });
});

describe('/catalog?search= results', () => {
  const listing = (search: string, filters: Partial<ListingFilters> = {}) =>
    listProducts(getDb(), listingQuery(filters, { search }, []));

  it('lists the matching products through the catalogue listing: filters, sort, pages', async () => {
    const byName = await listing('quokka', { sort: 'nom' });
    expect(byName.items.map((p) => p.slug)).toEqual([
      'quokka-grain-80',
      'quokka-grainx80',
      'quokka-100',
    ]);
    expect(byName.total).toBe(3);
    const words = await listing('mat vernis');
    expect(words.items.map((p) => p.name)).toContain('Vernis mat 2K');
    const brand = await listing('vernilux');
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.items.every((p) => p.brand?.name === 'Vernilux')).toBe(true);
    expect((await listing('100% poly')).items.map((p) => p.slug)).toEqual(['quokka-100']);
    const up = await listing('vernis', { sort: 'prix-croissant' });
    const prices = up.items.map((p) => p.priceTtc);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const inBrand = await listing('vernis', { brands: ['vernilux'] });
    expect(inBrand.total).toBeGreaterThan(0);
    expect(inBrand.total).toBeLessThan(up.total);
  });

  it('pages the colours apart, every match ranked', async () => {
    const first = await searchCatalogColours(db(), { term: 'quokka', page: 1 });
    expect(first).toMatchObject({ total: 120, pageCount: 5 });
    expect(first.items).toHaveLength(24);
    expect((await searchCatalogColours(db(), { term: 'quokka', page: 5 })).items).toHaveLength(24);
    const beyond = await searchCatalogColours(db(), { term: 'quokka', page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 120 });
    const short = await searchCatalogColours(db(), { term: ' a ', page: 1 });
    expect(short).toMatchObject({ items: [], total: 0 });
  });
});

describe('« À partir de »: one price in the dropdown, the cards and the product page', () => {
  it('shows every varnish at its cheapest active variant wherever it is listed', async () => {
    const dropdown = await suggest(db(), 'vernis');
    expect(dropdown.products.items.length).toBeGreaterThan(0);
    // Every card of the search (one page of at most 100 is enough for the few shown above).
    const cards = await listProducts(getDb(), listingQuery({}, { search: 'vernis' }, []));
    let withVariants = 0;
    for (const hit of dropdown.products.items) {
      const card = cards.items.find((c) => c.slug === hit.slug);
      expect(card, hit.slug).toBeDefined();
      expect(hit.priceTtc, hit.slug).toBe(card!.priceTtc);
      expect(hit.priceFrom, hit.slug).toBe(card!.priceFrom);
      const page = fromPrice(purchaseOf((await getProductBySlug(getDb(), hit.slug))!).options);
      expect(page, hit.slug).toEqual({ priceTtc: hit.priceTtc, from: hit.priceFrom });
      if (hit.hasVariants) withVariants++;
    }
    expect(withVariants).toBeGreaterThan(0);
  });
});

describe('codes as printed on the plate', () => {
  const top = (items: ReadonlyArray<{ code: string; manufacturerSlug: string | null }>) =>
    items.slice(0, 3).map((c) => `${c.manufacturerSlug} ${c.code}`);

  it.each([
    ['TEKNG', 'renault KNG'],
    ['TE NNP', 'renault NNP'],
    ['TENNP', 'renault NNP'],
    ['NVNNP', 'renault NNP'],
    ['te-nnp', 'renault NNP'],
    ['OV369', 'renault OV369'],
    ['EWP', 'peugeot EWP'],
    ['KTV', 'peugeot KTV'],
    ['MOLZ', 'peugeot M0LZ'],
    ['LC9X', 'volkswagen LC9X'],
    ['L A7W', 'volkswagen LA7W'],
    ['C9X', 'volkswagen LC9X'],
  ])('« %s » finds %s in the dropdown, /catalog and the colour search', async (term, wanted) => {
    const dropdown = await suggest(db(), term);
    expect(top(dropdown.colours.items), 'dropdown').toContain(wanted);
    const catalog = await searchCatalogColours(db(), { term, page: 1 });
    expect(top(catalog.items), '/catalog').toContain(wanted);
    const results = await searchColours(db(), { term, makerSlug: null, page: 1 });
    expect(top(results.results.items), '/couleurs-recherche').toContain(wanted);
  });

  it('does not read a Renault plate prefix on another maker’s codes', async () => {
    const found = await searchColours(db(), { term: 'TEKNG', makerSlug: null, page: 1 });
    for (const c of found.results.items) {
      if (c.code !== 'TEKNG') expect(['renault', 'dacia', 'alpine']).toContain(c.manufacturerSlug);
    }
  });
});

describe('colour search with the relevance score', () => {
  it('keeps scores of at least 50, best first: a maker’s name lists its colours', async () => {
    const renault = await searchColours(db(), { term: 'renault', makerSlug: null, page: 1 });
    expect(renault.results.total).toBeGreaterThan(24);
    expect(renault.results.items.every((c) => c.score >= 100)).toBe(true);
    const scores = renault.results.items.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const nameOnly = await searchColours(db(), { term: 'blanc nacre', makerSlug: null, page: 1 });
    expect(nameOnly.results.total).toBe(0);
    const code = await searchColours(db(), { term: 'QNG', makerSlug: null, page: 1 });
    expect(code.results.items[0]).toMatchObject({ code: 'QNG', score: 85 });
  });

  it('searches within the maker picked, or lists all its colours', async () => {
    const all = await searchColours(db(), { term: '', makerSlug: 'testmobile', page: 1 });
    expect(all.results.items.map((c) => c.code)).toEqual(['TQX 1', 'TQX 2']);
    const narrowed = await searchColours(db(), {
      term: 'eclatant',
      makerSlug: 'testmobile',
      page: 1,
    });
    expect(narrowed.results.items.map((c) => [c.code, c.score])).toEqual([['TQX 2', 120]]);
    const unknown = await searchColours(db(), { term: 'QNG', makerSlug: 'nope', page: 1 });
    expect(unknown).toMatchObject({ unknownMaker: true, maker: null, searched: true });
  });
});

describe('query plans', () => {
  /** The generic plans (as the search pool keeps them) of every statement `fn` sends. */
  const plansOf = (fn: (db: Database) => Promise<unknown>) =>
    searchPlans(process.env.DATABASE_URL!, 'generic', fn);

  it('uses the trigram indexes, never a scan of products or colours', async () => {
    // This file's own database copy: without the index on the active flags, a search condition
    // the search indexes cannot serve would have to show up as a sequential scan.
    await client.query('drop index products_active_idx');
    for (const term of [
      'QNG',
      'blanc nacre',
      'MOLZ',
      'vernis',
      'peugeot',
      'vernilux',
      'qn',
      '3m',
      '0-94-1',
    ]) {
      const plans = [
        ...(await plansOf((d) => suggest(d, term))),
        ...(await plansOf((d) => searchCatalogColours(d, { term, page: 1 }))),
        // The catalogue listing's product condition (/catalog?search=).
        ...(await plansOf(async (d) =>
          d.execute(
            sql`select p.id from products p where ${await productSearchCondition(d, term)}`,
          ),
        )),
      ];
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        expect(plan, `${term}\n${plan}`).not.toMatch(/Seq Scan on (paint_colors|products)\b/);
      }
      expect(plans.join('\n')).toMatch(/trgm_idx/);
      if (term === 'peugeot') expect(plans.join('\n')).toMatch(/paint_colors_manufacturer_idx/);
      if (term === 'vernilux') expect(plans.join('\n')).toMatch(/products_brand_idx/);
    }
  });
});
