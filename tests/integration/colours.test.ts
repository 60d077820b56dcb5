/**
 * Colour lookups against the real Postgres (a throwaway copy of the seeded template), with a
 * small known catalogue added on top (tests/support/colour-fixtures.ts).
 */
import { getDb, getSearchDb } from '@/lib/db/client';
import { suggest } from '@/lib/search/suggest';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPool } from '@/lib/db/client';
import { colourFeedItemsFrom } from '@/lib/feed/colour-items';
import {
  clampPage,
  listColourListings,
  listManufacturerColours,
  listSectionColours,
} from '@/lib/colours/lists';
import { COLOURS_PER_PAGE } from '@/lib/colours/colour-rows';
import { findColour, findToneColour, findTwoToneColour, getColourById } from '@/lib/colours/find';
import {
  getManufacturerBySlug,
  listCategoriesWithCounts,
  listManufacturers,
} from '@/lib/colours/manufacturers';
import {
  getCustomPaintImages,
  getPaintConfigs,
  getPaintDocuments,
  getProductsByReference,
} from '@/lib/colours/paint-queries';
import {
  buildSuggestions,
  GLOSS_DIRECT_POT_SUGGESTIONS,
  PEN_SUGGESTIONS,
} from '@/lib/colours/suggestions';
import { insertColourFixtures } from '../support/colour-fixtures';

beforeAll(async () => {
  await insertColourFixtures(getPool());
});

const lookup = (category: string, manufacturerSlug: string, slug: string) =>
  findColour(getDb(), { category, manufacturerSlug, slug });

describe('colour lookup order on the database', () => {
  it('finds by code candidates and prefers the exact code-name slug', async () => {
    const found = await lookup('auto', 'fx-renault', 'fxqng-gris-platine');
    expect(found).toMatchObject({
      status: 'found',
      step: 'code',
      colour: { code: 'FXQNG', name: 'Gris Platine', manufacturer: { slug: 'fx-renault' } },
    });
    const other = await lookup('auto', 'fx-renault', 'fxqng-gris-cassiopee');
    expect(other).toMatchObject({ status: 'found', colour: { name: 'Gris Cassiopée' } });
  });

  it('finds a code written with a space from its hyphenated slug', async () => {
    const found = await lookup('auto', 'fx-renault', 'fx-369-blanc-glacier');
    expect(found).toMatchObject({ status: 'found', step: 'code', colour: { code: 'FX 369' } });
  });

  it('matches the code whatever the rest of the slug says', async () => {
    const found = await lookup('auto', 'fx-renault', 'fxtek-ancien-nom');
    expect(found).toMatchObject({ status: 'found', step: 'code', colour: { code: 'FXTEK' } });
  });

  it('falls back to the legacy code with hyphens read as dots', async () => {
    const found = await lookup('auto', 'fx-renault', 'fx-5-21-rouge');
    expect(found).toMatchObject({
      status: 'found',
      step: 'legacy',
      colour: { code: 'FXNNP', legacyCode: 'FX.5.21' },
    });
  });

  it('last, matches part of the code, case-insensitively, shortest code first', async () => {
    const found = await lookup('auto', 'fx-renault', 'fxnn-rouge');
    expect(found).toMatchObject({ status: 'found', step: 'partial', colour: { code: 'FXNNP' } });
  });

  it('keeps to the URL category and manufacturer', async () => {
    expect(await lookup('moto', 'fx-renault', 'fxqng-gris-platine')).toEqual({
      status: 'not-found',
    });
    expect(await lookup('auto', 'fx-peugeot', 'fxqng-gris-platine')).toEqual({
      status: 'not-found',
    });
    expect(await lookup('voitures', 'fx-renault', 'fxqng-gris-platine')).toEqual({
      status: 'not-found',
    });
  });

  it('treats an unknown or inactive manufacturer as not found, and "unknown" as no filter', async () => {
    expect(await lookup('auto', 'pas-un-constructeur', 'fxqng-gris-platine')).toEqual({
      status: 'not-found',
    });
    expect(await lookup('auto', 'fx-retired', 'fxret-beige-sahara')).toEqual({
      status: 'not-found',
    });
    expect(await lookup('industrie', 'unknown', 'fxral9010-blanc-pur')).toMatchObject({
      status: 'found',
      colour: { code: 'FXRAL9010', manufacturer: null },
    });
  });

  it('never returns an inactive colour', async () => {
    expect(await lookup('auto', 'fx-renault', 'fxold-vert-ancien')).toEqual({
      status: 'not-found',
    });
  });
});

describe('colour lookups on the demo catalogue', () => {
  it.each([
    ['auto', 'renault', 'qng-blanc-glacier', 'QNG', 'code'],
    ['auto', 'renault', '630-4-bleu-mineral', '630-4', 'code'],
    ['auto', 'peugeot', 'ktv-2-gris-aluminium', 'KTV-2', 'code'],
    ['auto', 'peugeot', 'm0lz-rouge-elixir', 'M0LZ', 'code'],
    ['industrie', 'ral', '9010-blanc-pur', '9010', 'code'],
    ['moto', 'ducati', '473-101-rouge-ducati', '473-101', 'code'],
    ['auto', 'renault', '676-noir-etoile', 'NV676', 'legacy'],
  ])('%s/%s/%s → %s by %s', async (category, maker, slug, code, step) => {
    expect(await lookup(category, maker, slug)).toMatchObject({
      status: 'found',
      step,
      colour: { code, manufacturer: { slug: maker } },
    });
  });

  it('keeps the same code of two makers apart', async () => {
    expect(await lookup('auto', 'dacia', 'nv676-noir-nacre')).toMatchObject({
      colour: { name: 'Noir Nacré', manufacturer: { slug: 'dacia' } },
    });
  });

  it('does not show the inactive Renault OV4W', async () => {
    expect(await lookup('auto', 'renault', 'ov4w-blanc-arctique')).toEqual({ status: 'not-found' });
  });

  it('finds the two-tone XQKNV and both of its tones', async () => {
    const biton = await findTwoToneColour(getDb(), {
      category: 'auto',
      manufacturerSlug: 'renault',
      code: 'xqknv',
    });
    expect(biton?.name).toBe('Blanc Nacré + Noir Étoilé (toit)');
    const white = await findToneColour(getDb(), {
      category: 'auto',
      manufacturerId: biton!.manufacturer!.id,
      tone: 'BLANC NACRÉ',
    });
    const black = await findToneColour(getDb(), {
      category: 'auto',
      manufacturerId: biton!.manufacturer!.id,
      tone: 'NOIR ÉTOILÉ',
    });
    expect([white?.code, black?.code]).toEqual(['QXB', 'NV676']);
  });

  it('links the two-tone XQKNV to its bi-tone page from the maker’s list and the search', async () => {
    // Its colour address only redirects there: the router's prefetch of it answered a 404.
    const maker = await getManufacturerBySlug(getDb(), 'renault');
    const first = await listManufacturerColours(getDb(), 'auto', maker!.id, 1);
    const pages = await Promise.all(
      Array.from({ length: first.pageCount }, (_, i) =>
        listManufacturerColours(getDb(), 'auto', maker!.id, i + 1),
      ),
    );
    const listed = pages.flatMap((p) => p.items);
    expect(listed.find((c) => c.code === 'XQKNV')?.url).toBe(
      '/catalogue-couleur/auto/renault/biton/xqknv',
    );
    expect(listed.find((c) => c.code === 'QXB')?.url).toMatch(
      /^\/catalogue-couleur\/auto\/renault\/qxb-/,
    );
    const found = await suggest(getSearchDb(), 'XQKNV');
    expect(found.colours.items.find((c) => c.code === 'XQKNV')?.url).toBe(
      '/catalogue-couleur/auto/renault/biton/xqknv',
    );
  });
});

describe('colour reads', () => {
  it('reads an active manufacturer by slug only', async () => {
    expect(await getManufacturerBySlug(getDb(), 'fx-peugeot')).toMatchObject({
      name: 'FX Peugeot',
      codeLocation: 'Passage de roue avant.',
    });
    expect(await getManufacturerBySlug(getDb(), 'fx-retired')).toBeNull();
  });

  it('reads a colour by id, refusing malformed ids', async () => {
    const found = await lookup('auto', 'fx-renault', 'fxtek-noir-etoile');
    if (found.status !== 'found') throw new Error('fixture missing');
    expect(await getColourById(getDb(), found.colour.id)).toMatchObject({
      code: 'FXTEK',
      specialEffect: 'nacre',
    });
    expect(await getColourById(getDb(), 'pas-un-uuid')).toBeNull();
    expect(await getColourById(getDb(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('finds a two-tone colour by its lower-case code and a single tone by name', async () => {
    const biton = await findTwoToneColour(getDb(), {
      category: 'auto',
      manufacturerSlug: 'fx-peugeot',
      code: 'fxkzd',
    });
    expect(biton).toMatchObject({ code: 'FXKZD' });
    expect(biton?.name).toContain('+');
    expect(
      await findTwoToneColour(getDb(), {
        category: 'auto',
        manufacturerSlug: 'fx-peugeot',
        code: 'fxkwe',
      }),
    ).toBeNull();
    const tone = await findToneColour(getDb(), {
      category: 'auto',
      manufacturerId: biton!.manufacturer!.id,
      tone: 'BLANC NACRE',
    });
    expect(tone).toMatchObject({
      code: 'FXKWE',
      url: '/catalogue-couleur/auto/fx-peugeot/fxkwe-blanc-nacre',
    });
  });

  it('lists a maker’s colours by code, paginated, and clamps page numbers', async () => {
    const maker = await getManufacturerBySlug(getDb(), 'fx-renault');
    const page = await listManufacturerColours(getDb(), 'auto', maker!.id, 1);
    expect(page.items.map((c) => c.code)).toEqual(['FX 369', 'FXNNP', 'FXQNG', 'FXQNG', 'FXTEK']);
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1, perPage: COLOURS_PER_PAGE });
    expect((await listManufacturerColours(getDb(), 'auto', maker!.id, 99)).page).toBe(1);
    expect(clampPage('abc', 4)).toBe(1);
    expect(clampPage('-3', 4)).toBe(1);
    expect(clampPage('3', 4)).toBe(3);
    expect(clampPage('12', 4)).toBe(4);
  });

  it('lists makers with their colour counts and the category counts', async () => {
    const makers = await listManufacturers(getDb(), 'auto');
    expect(makers.find((m) => m.slug === 'fx-renault')?.colourCount).toBe(5);
    expect(makers.some((m) => m.slug === 'fx-retired')).toBe(false);
    const categories = await listCategoriesWithCounts(getDb());
    expect(categories.map((c) => c.slug)).toEqual([
      'auto',
      'moto',
      'industrie',
      'utilitaires-et-poids-lourds',
    ]);
    expect(categories.find((c) => c.slug === 'moto')!.colourCount).toBeGreaterThanOrEqual(1);
  });

  it('lists the sub-sections by finish', async () => {
    const pearl = await listSectionColours(getDb(), 'nacree', 1);
    expect(pearl.items.length).toBeGreaterThan(0);
    expect(pearl.items.every((c) => c.specialEffect === 'nacre')).toBe(true);
    const all = await listSectionColours(getDb(), 'nacree', pearl.pageCount);
    expect(all.page).toBe(pearl.pageCount);
    const metallic = await listSectionColours(getDb(), 'metallisee', 1);
    expect(metallic.items.every((c) => c.specialEffect === 'metallise')).toBe(true);
    const standard = await listSectionColours(getDb(), 'constructeur', 1);
    expect(standard.items.every((c) => c.specialEffect === null)).toBe(true);
  });
});

describe('paint configuration, documents and suggestions', () => {
  it('reads the active configurations by product key', async () => {
    const configs = await getPaintConfigs(getDb());
    expect(Object.keys(configs)).toEqual(
      expect.arrayContaining(['peinture-pot', 'peinture-bombe', 'peinture-stylo', 'stylo-vernis']),
    );
    expect(configs['peinture-pot']!.volumes.length).toBeGreaterThan(0);
  });

  it('reads active documents only, ordered by paint type', async () => {
    const documents = await getPaintDocuments(getDb());
    expect(documents.map((d) => d.paintType)).toEqual([
      'gloss_direct',
      'solvent',
      'vernis',
      'water',
    ]);
    expect(documents.find((d) => d.paintType === 'water')).toMatchObject({
      technicalSheetUrl: '/documents/fiche-technique-water.pdf',
      safetySheetUrl: '/documents/fiche-securite-water.pdf',
    });
  });

  it('builds the seeded suggestion blocks, out-of-stock products included', async () => {
    const rows = (
      await getProductsByReference(
        getDb(),
        [...PEN_SUGGESTIONS, ...GLOSS_DIRECT_POT_SUGGESTIONS].map((s) => s.referenceCode),
      )
    ).filter((p) => !p.slug.startsWith('fx-'));
    expect(
      buildSuggestions(rows, PEN_SUGGESTIONS).map((p) => [p.referenceCode, p.stockQuantity > 0]),
    ).toEqual([
      ['70-450', true],
      ['70-455', true],
      ['40-590', false],
    ]);
    expect(
      buildSuggestions(rows, GLOSS_DIRECT_POT_SUGGESTIONS).map((p) => [
        p.referenceCode,
        p.volumeLiters,
        p.stockQuantity,
      ]),
    ).toEqual([
      ['99-250', 1, 5],
      ['70-205HN', 0.5, 27],
      ['70-205HF', 0.5, 3],
    ]);
  });

  it('builds the suggestion blocks with variants matched by volume', async () => {
    const rows = (
      await getProductsByReference(
        getDb(),
        [...PEN_SUGGESTIONS, ...GLOSS_DIRECT_POT_SUGGESTIONS].map((s) => s.referenceCode),
      )
    ).filter((p) => p.slug.startsWith('fx-'));
    const pen = buildSuggestions(rows, PEN_SUGGESTIONS);
    expect(pen.map((p) => [p.referenceCode, p.stockQuantity])).toEqual([
      ['70-450', 25],
      ['70-455', 10],
      ['40-590', 0],
    ]);
    const gloss = buildSuggestions(rows, GLOSS_DIRECT_POT_SUGGESTIONS);
    expect(gloss.map((p) => [p.referenceCode, p.variantName, p.priceTtcCents])).toEqual([
      ['99-250', '1 L', 3490],
      ['70-205HN', '0,5 L', 1290],
    ]);
  });
});

describe('sitemap and shopping feed sources', () => {
  it('lists active colours of active makers with their addresses', async () => {
    const colours = await listColourListings(getDb(), 100_000);
    expect(colours.some((c) => c.code === 'OV4W')).toBe(false);
    expect(colours.some((c) => c.code === 'FXRET')).toBe(false);
    expect(colours.find((c) => c.code === 'QNG' && c.manufacturerSlug === 'renault')?.url).toBe(
      '/catalogue-couleur/auto/renault/qng-blanc-glacier',
    );
    expect((await listColourListings(getDb(), 10)).length).toBe(10);
  });

  it('prices the seeded colours as their page does, with the pot picture', async () => {
    const [colours, configs, images] = await Promise.all([
      listColourListings(getDb(), 100_000),
      getPaintConfigs(getDb()),
      getCustomPaintImages(getDb()),
    ]);
    expect(images['peinture-pot']).toBe(
      '/images/products/peinture-carrosserie-a-la-teinte-en-pot.svg',
    );
    const items = colourFeedItemsFrom({
      colours,
      config: configs['peinture-pot'],
      imagePath: images['peinture-pot'],
      siteUrl: 'https://nuancier.fr',
      shopName: 'Nuancier',
      describe: (c) => c.name,
    });
    const qng = items.find((i) => i.link.endsWith('/renault/qng-blanc-glacier?type=peinture-pot'));
    expect(qng).toMatchObject({ priceCents: 2990, mpn: null, brand: 'Renault' });
    expect(items.some((i) => i.title.includes('+'))).toBe(false);
  });
});
