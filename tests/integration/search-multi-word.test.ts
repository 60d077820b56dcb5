/**
 * Multi-word search against the real seeded database (issue 38): a maker with a colour word or
 * a code, in any order, plurals and feminine forms; one matcher for the dropdown (`suggest`),
 * /catalog?search= (`searchCatalogColours`, the product listing's condition) and the colour
 * search (`searchColours`), ranked by the spec's score.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, getSearchDb, type Database } from '../../lib/db/client';
import { listProducts } from '../../lib/catalogue/queries';
import { listingQuery } from '../../lib/catalogue/filters';
import { searchPlans } from '../../lib/search/explain';
import { productSearchCondition } from '../../lib/search/products';
import { searchCatalogColours, searchColours } from '../../lib/search/results';
import { suggest } from '../../lib/search/suggest';

let client: pg.Client;
const db = () => getSearchDb();

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  // A maker of this file only, whose colours make the order plain: its exact code, a partial
  // code, feminine and plural names, a colour of another word, an inactive one.
  await client.query(`
    with mk as (
      insert into paint_manufacturers (name, slug, category)
      values ('Quokkamobile', 'quokkamobile', 'auto') returning id
    )
    insert into paint_colors (color_code, color_name, category, manufacturer_id, is_active)
    select v.code, v.name, 'auto', mk.id, v.active from mk, (values
      ('QKW', 'Blanc Quokka', true),
      ('QKW2', 'Rouge Quokka', true),
      ('QKB', 'Perle Blanche', true),
      ('QKG', 'Grise Souris', true),
      ('QKN', 'Noir Profond', true),
      ('QKX', 'Blanc Caché', false)
    ) as v(code, name, active)`);
  // Two makers without colours yet (the makers' list is read once a minute: made here, first).
  await client.query(`insert into paint_manufacturers (name, slug, category)
    values ('Wombatmobile', 'wombatmobile', 'auto'), ('Koalamobile', 'koalamobile', 'auto')`);
});

afterAll(async () => {
  await client.end();
});

type Hit = { code: string; manufacturerSlug: string | null; score: number };
const line = (c: Hit) => `${c.manufacturerSlug} ${c.code} ${c.score}`;

/** The colours the three paths give for a term: dropdown, /catalog, colour search. */
async function everyPath(term: string) {
  const dropdown = (await suggest(db(), term)).colours.items;
  const catalog = (await searchCatalogColours(db(), { term, page: 1 })).items;
  const search = (await searchColours(db(), { term, makerSlug: null, page: 1 })).results.items;
  return { dropdown, catalog, search };
}

describe('a maker and a colour word, in any order', () => {
  it('« peugeot blanc » and « blanc peugeot » find Peugeot whites only, maker + name first', async () => {
    for (const term of ['peugeot blanc', 'blanc peugeot', 'Peugeot BLANCS']) {
      const paths = await everyPath(term);
      for (const [path, items] of Object.entries(paths)) {
        expect(items.length, `${term} ${path}`).toBeGreaterThan(0);
        for (const c of items) {
          expect(c.manufacturerName, `${term} ${path}`).toBe('Peugeot');
          expect(c.name, `${term} ${path}`).toMatch(/^Blanc/);
          // maker 100 + name 20 + well-known brand 5
          expect(c.score, `${term} ${path}`).toBe(125);
        }
      }
      const found = (await searchColours(db(), { term, makerSlug: null, page: 1 })).results;
      // The demo catalogue's Peugeot whites (Blanc Banquise EWP among them).
      expect(found.total, term).toBeGreaterThanOrEqual(10);
      expect(found.items.map((c) => c.code)).toContain('EWP');
    }
  });

  it('« renault gris » and « grise renault » find Renault greys', async () => {
    for (const term of ['renault gris', 'grise renault', 'RENAULT grises']) {
      const { dropdown, catalog } = await everyPath(term);
      expect(dropdown.length, term).toBe(5);
      for (const c of [...dropdown, ...catalog]) {
        expect(line(c), term).toMatch(/^renault .* 125$/);
      }
      expect(
        catalog.map((c) => c.code),
        term,
      ).toContain('KNG');
    }
  });

  it('feminine and plural colour words find masculine names and the reverse', async () => {
    const blanche = await searchColours(db(), {
      term: 'quokkamobile blanche',
      makerSlug: null,
      page: 1,
    });
    // « Blanc Quokka » and « Perle Blanche », not the inactive « Blanc Caché ».
    expect(blanche.results.items.map((c) => [c.code, c.score])).toEqual([
      ['QKB', 120],
      ['QKW', 120],
    ]);
    const gris = await searchColours(db(), { term: 'gris quokkamobile', makerSlug: null, page: 1 });
    expect(gris.results.items.map((c) => c.code)).toEqual(['QKG']);
    const noires = await searchColours(db(), {
      term: 'noires quokkamobile',
      makerSlug: null,
      page: 1,
    });
    expect(noires.results.items.map((c) => c.code)).toEqual(['QKN']);
  });
});

describe('a code and a maker, in any order', () => {
  it('« peugeot EWP » and « QNG renault »: the maker’s exact code first, scored 185', async () => {
    const cases: Array<[string, string]> = [
      ['peugeot EWP', 'peugeot EWP 185'],
      ['EWP peugeot', 'peugeot EWP 185'],
      ['QNG renault', 'renault QNG 185'],
      ['renault qng', 'renault QNG 185'],
    ];
    for (const [term, first] of cases) {
      const paths = await everyPath(term);
      for (const [path, items] of Object.entries(paths)) {
        expect(items[0] && line(items[0]), `${term} ${path}`).toBe(first);
      }
    }
    // A maker, a code and a colour word (« peugeot EWP blanc »), in any order: the code
    // among the maker's colours, the colour word in its name (Blanc Banquise: 100 + 80 + 20 + 5).
    for (const term of ['peugeot EWP blanc', 'blanc EWP peugeot']) {
      const paths = await everyPath(term);
      for (const [path, items] of Object.entries(paths)) {
        expect(items[0] && line(items[0]), `${term} ${path}`).toBe('peugeot EWP 205');
        expect(
          items.map((c) => c.manufacturerSlug),
          `${term} ${path}`,
        ).not.toContain('citroen');
      }
    }
    // Citroën's EWP is not Peugeot's.
    const { dropdown } = await everyPath('peugeot EWP');
    expect(dropdown.map((c) => c.manufacturerSlug)).not.toContain('citroen');
  });

  it('ranks exact code (185), then partial code (155), then name (120) within the maker', async () => {
    const found = await searchColours(db(), { term: 'QKW quokkamobile', makerSlug: null, page: 1 });
    expect(found.results.items.map((c) => [c.code, c.score])).toEqual([
      ['QKW', 180],
      ['QKW2', 150],
    ]);
    const dropdown = await suggest(db(), 'quokkamobile qkw');
    expect(dropdown.colours.items.map((c) => [c.code, c.score])).toEqual([
      ['QKW', 180],
      ['QKW2', 150],
    ]);
  });
});

describe('plurals of product words, and mixes that find nothing', () => {
  it('« ponceuses » finds what « ponceuse » finds, in the dropdown and on /catalog', async () => {
    const singular = await suggest(db(), 'ponceuse');
    const plural = await suggest(db(), 'ponceuses');
    expect(singular.products.items.length).toBeGreaterThan(0);
    expect(plural.products.items.map((p) => p.slug)).toEqual(
      singular.products.items.map((p) => p.slug),
    );
    const listing = (search: string) =>
      listProducts(getDb(), listingQuery({ sort: 'nom' }, { search }, []));
    const listed = await listing('ponceuses');
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.items.map((p) => p.slug)).toEqual(
      (await listing('ponceuse')).items.map((p) => p.slug),
    );
  });

  it('finds nothing when a word matches nothing of the maker', async () => {
    for (const term of [
      'peugeot zzqqxw',
      'renault ponceuse',
      'zzqqxw blanc',
      'quokkamobile vert',
    ]) {
      const result = await suggest(db(), term);
      expect(result.colours.items, term).toEqual([]);
      const found = await searchColours(db(), { term, makerSlug: null, page: 1 });
      expect(found.results.total, term).toBe(0);
    }
  });
});

describe('query plans', () => {
  const plansOf = (fn: (db: Database) => Promise<unknown>) =>
    searchPlans(process.env.DATABASE_URL!, 'generic', fn);

  it('reads a maker’s names through the maker-and-name index, never a scan', async () => {
    await client.query('drop index products_active_idx');
    for (const term of ['peugeot blanc', 'QNG renault', 'ponceuses', 'mercedes benz argent']) {
      const plans = [
        ...(await plansOf((d) => suggest(d, term))),
        ...(await plansOf((d) => searchCatalogColours(d, { term, page: 1 }))),
        ...(await plansOf(async (d) =>
          d.execute(
            sql`select p.id from products p where ${await productSearchCondition(d, term)}`,
          ),
        )),
      ];
      for (const plan of plans) {
        expect(plan, `${term}\n${plan}`).not.toMatch(/Seq Scan on (paint_colors|products)\b/);
      }
      if (term === 'peugeot blanc') {
        // The maker's names starting with « blanc » from the maker-and-name key (migration
        // 0044); then, only when they are fewer than the bound, those with a word starting
        // with it.
        expect(plans.join('\n')).toMatch(/paint_colors_maker_name_key_idx/);
        // Those with the word anywhere: the maker's name words (migration 0046), as a range.
        expect(plans.join('\n')).toMatch(
          /Index (Only )?Scan using paint_colour_words_maker_word_idx on paint_colour_words/,
        );
        expect(plans.join('\n')).not.toMatch(/Seq Scan on paint_colour_words/);
      }
    }
  });
});

describe('the makers’ name words (migration 0046)', () => {
  const wordsOf = async (code: string) =>
    (
      await client.query<{ maker: string; word: string }>(
        `select m.slug as maker, w.word from paint_colour_words w
         join paint_colors c on c.id = w.colour_id
         join paint_manufacturers m on m.id = w.manufacturer_id
         where c.color_code = $1 order by w.word`,
        [code],
      )
    ).rows.map((r) => `${r.maker}:${r.word}`);
  const codes = async (term: string) =>
    (await suggest(db(), term)).colours.items.map((c) => c.code);

  it('follow every insert, rename, change of maker and delete; a word is found by its start', async () => {
    // Two colours in one statement.
    await client.query(`
      insert into paint_colors (color_code, color_name, category, manufacturer_id)
      select v.code, v.name, 'auto', mk.id from paint_manufacturers mk, (values
        ('WB1', 'Vert Anthracite Métallisé'), ('WB2', 'Émeraude-Nacrée')
      ) as v(code, name) where mk.slug = 'wombatmobile'`);
    expect(await wordsOf('WB1')).toEqual([
      'wombatmobile:anthracite',
      'wombatmobile:metallise',
      'wombatmobile:vert',
    ]);
    expect(await wordsOf('WB2')).toEqual(['wombatmobile:emeraude', 'wombatmobile:nacree']);
    // A word in the middle of the name, by its start, and the feminine by the stem.
    expect(await codes('wombatmobile metal')).toEqual(['WB1']);
    expect(await codes('anthracites wombatmobile')).toEqual(['WB1']);
    expect(await codes('wombatmobile nacré')).toEqual(['WB2']);

    await client.query(`update paint_colors set color_name = 'Bleu Nuit' where color_code = 'WB1'`);
    expect(await wordsOf('WB1')).toEqual(['wombatmobile:bleu', 'wombatmobile:nuit']);
    expect(await codes('wombatmobile metal')).toEqual([]);
    expect(await codes('wombatmobile nuit')).toEqual(['WB1']);

    await client.query(`update paint_colors set manufacturer_id =
      (select id from paint_manufacturers where slug = 'koalamobile') where color_code = 'WB1'`);
    expect(await wordsOf('WB1')).toEqual(['koalamobile:bleu', 'koalamobile:nuit']);
    expect(await codes('koalamobile nuit')).toEqual(['WB1']);
    expect(await codes('wombatmobile nuit')).toEqual([]);

    // Another column changed: the words stay, an inactive colour is not shown.
    await client.query(`update paint_colors set is_active = false where color_code = 'WB1'`);
    expect(await wordsOf('WB1')).toEqual(['koalamobile:bleu', 'koalamobile:nuit']);
    expect(await codes('koalamobile nuit')).toEqual([]);

    await client.query(`delete from paint_colors where color_code in ('WB1', 'WB2')`);
    const { rows } = await client.query(
      `select count(*)::int as n from paint_colour_words w join paint_manufacturers m
       on m.id = w.manufacturer_id where m.slug in ('wombatmobile', 'koalamobile')`,
    );
    expect(rows[0].n).toBe(0);
  });
});
