/**
 * Catalogue reads against the seeded demo catalogue. Expected numbers are computed here from
 * plain SQL rows (in JavaScript), independently of the listing query under test.
 */
import { getDb } from '@/lib/db/client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingQuery, PAGE_SIZE, type ListingFilters } from '@/lib/catalogue/filters';
import {
  getBrand,
  getCategory,
  getProductBySlug,
  listBrands,
  listCategories,
  listProductSlugs,
  listProducts,
  listRelatedProducts,
} from '@/lib/catalogue/queries';
import type { SectionKey } from '@/lib/catalogue/sections';
import { CATEGORY_DEFINITIONS } from '../../supabase/seed/data/categories';

type Shown = {
  id: string;
  slug: string;
  name: string;
  brand: string | null;
  price: number;
  inStock: boolean;
  categories: string[];
  sections: SectionKey[];
};

let client: pg.Client;
let shown: Shown[] = [];

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{
    id: string;
    slug: string;
    name: string;
    brand: string | null;
    price_ttc: number;
    stock_quantity: number;
    unlimited_stock: boolean;
    has_variants: boolean;
    variant_prices: number[] | null;
    variant_stocks: number[] | null;
    categories: string[] | null;
    sections: SectionKey[] | null;
  }>(`select p.id, p.slug, p.name, b.slug as brand, p.price_ttc, p.stock_quantity, p.unlimited_stock,
        p.has_variants,
        (select array_agg(v.price_ttc) from product_variants v where v.product_id = p.id and v.is_active) as variant_prices,
        (select array_agg(v.stock_quantity) from product_variants v where v.product_id = p.id and v.is_active) as variant_stocks,
        (select array_agg(c.slug) from product_tags pt join categories c on c.id = pt.category_id where pt.product_id = p.id) as categories,
        (select array_agg(c.section::text) from product_tags pt join categories c on c.id = pt.category_id where pt.product_id = p.id and c.is_active) as sections
      from products p left join brands b on b.id = p.brand_id
      where p.is_active and p.visible_in_frontend`);
  shown = rows.map((r) => {
    const variants = r.has_variants && r.variant_prices?.length ? r.variant_prices : null;
    const stock = variants ? Math.max(...(r.variant_stocks ?? [0])) : r.stock_quantity;
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      brand: r.brand,
      price: variants ? Math.min(...variants) : r.price_ttc,
      inStock: r.unlimited_stock || stock > 0,
      categories: r.categories ?? [],
      sections: r.sections ?? [],
    };
  });
});

afterAll(async () => {
  await client.end();
});

function expected(filter: (p: Shown) => boolean) {
  return shown.filter(filter).length;
}

const q = (filters: Partial<ListingFilters>, scope = {}) =>
  listingQuery(filters, scope, CATEGORY_DEFINITIONS);

describe('catalogue listing', () => {
  it('lists every shown product on /catalogue, one page at a time', async () => {
    const result = await listProducts(getDb(), q({}));
    expect(shown.length).toBeGreaterThan(0);
    expect(result.total).toBe(shown.length);
    expect(result.items).toHaveLength(Math.min(PAGE_SIZE, shown.length));
    expect(result.pageCount).toBe(Math.ceil(shown.length / PAGE_SIZE));
  });

  it('answers every category slug of both sets with its products', async () => {
    for (const definition of CATEGORY_DEFINITIONS) {
      const category = await getCategory(getDb(), definition.slug);
      expect(category, definition.slug).not.toBeNull();
      const result = await listProducts(getDb(), q({}, { category: definition.slug }));
      const count = expected((p) => p.categories.includes(definition.slug));
      expect(result.total, definition.slug).toBe(count);
      expect(count, `${definition.slug} a des produits`).toBeGreaterThan(0);
      expect(category?.productCount).toBe(count);
    }
  });

  it('returns null for an unknown category, brand or product', async () => {
    expect(await getCategory(getDb(), 'categorie-inconnue')).toBeNull();
    expect(await getBrand(getDb(), 'marque-inconnue')).toBeNull();
    expect(await getProductBySlug(getDb(), 'produit-inconnu')).toBeNull();
  });

  it('hides inactive and invisible products', async () => {
    const { rows } = await client.query<{ slug: string }>(
      'select slug from products where not is_active or not visible_in_frontend',
    );
    for (const row of rows) expect(await getProductBySlug(getDb(), row.slug), row.slug).toBeNull();
    const slugs = new Set((await listProductSlugs(getDb())).map((p) => p.slug));
    expect(slugs.size).toBe(shown.length);
    for (const row of rows) expect(slugs.has(row.slug)).toBe(false);
  });

  it('counts right with a brand, a price range and in-stock only', async () => {
    const brand = shown.find((p) => p.brand)?.brand as string;
    const prices = shown.map((p) => p.price).sort((a, b) => a - b);
    const min = prices[Math.floor(prices.length / 4)] as number;
    const max = prices[Math.floor((prices.length * 3) / 4)] as number;
    const result = await listProducts(
      getDb(),
      q({ brands: [brand], minPrice: min, maxPrice: max, inStock: true }),
    );
    const count = expected(
      (p) => p.brand === brand && p.price >= min && p.price <= max && p.inStock,
    );
    expect(result.total).toBe(count);
    for (const item of result.items) {
      expect(item.brand?.slug).toBe(brand);
      expect(item.priceTtc).toBeGreaterThanOrEqual(min);
      expect(item.priceTtc).toBeLessThanOrEqual(max);
      expect(item.stock).not.toBe('out_of_stock');
    }
    const stocked = await listProducts(getDb(), q({ inStock: true }));
    expect(stocked.total).toBe(expected((p) => p.inStock));
    expect(stocked.total).toBeLessThan(shown.length);
  });

  it('lists any of several brands and categories, an unknown one among them ignored', async () => {
    const counts = new Map<string, number>();
    for (const p of shown) if (p.brand) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
    const [one, two] = [...counts.keys()].sort();
    const both = await listProducts(getDb(), q({ brands: [one!, two!, 'marque-inconnue'] }));
    expect(both.total).toBe(expected((p) => p.brand === one || p.brand === two));
    expect(both.total).toBeGreaterThan(Math.max(counts.get(one!)!, counts.get(two!)!));
    const [c1, c2] = ['vernis', 'abrasifs'];
    const cats = await listProducts(getDb(), q({ categories: [c1!, c2!] }));
    expect(cats.total).toBe(
      expected((p) => p.categories.includes(c1!) || p.categories.includes(c2!)),
    );
  });

  it('puts out-of-stock products after every available one under « Pertinence »', async () => {
    const all = await listProducts(getDb(), q({ page: 1 }));
    const states: string[] = [];
    for (let page = 1; page <= all.pageCount; page++) {
      const result = await listProducts(getDb(), q({ page }));
      states.push(...result.items.map((item) => item.stock));
    }
    expect(states).toHaveLength(shown.length);
    const firstOut = states.indexOf('out_of_stock');
    expect(firstOut).toBeGreaterThan(0);
    expect(states.slice(firstOut).every((state) => state === 'out_of_stock')).toBe(true);
  });

  it('ignores an unknown brand instead of listing nothing', async () => {
    expect((await listProducts(getDb(), q({ brands: ['marque-inconnue'] }))).total).toBe(
      shown.length,
    );
  });

  it('gives facet counts that match the listing they lead to', async () => {
    const result = await listProducts(getDb(), q({ inStock: true }));
    expect(result.facets.brands.length).toBeGreaterThan(0);
    for (const facet of result.facets.brands) {
      expect(facet.count, facet.slug).toBe(expected((p) => p.brand === facet.slug && p.inStock));
    }
    for (const facet of result.facets.categories) {
      expect(facet.count, facet.slug).toBe(
        expected((p) => p.categories.includes(facet.slug) && p.inStock),
      );
    }
  });

  it('gives the price bounds of the listing without its price filter', async () => {
    const category = CATEGORY_DEFINITIONS[0]?.slug as string;
    const prices = shown.filter((p) => p.categories.includes(category)).map((p) => p.price);
    const result = await listProducts(getDb(), q({ maxPrice: 1 }, { category }));
    expect(result.total).toBe(0);
    expect(result.priceBounds).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('scopes a section page to its categories', async () => {
    const result = await listProducts(getDb(), q({}, { section: 'detailing' }));
    expect(result.total).toBe(expected((p) => p.sections.includes('detailing')));
    const sectionSlugs = new Set(
      CATEGORY_DEFINITIONS.filter((c) => c.section === 'detailing').map((c) => c.slug),
    );
    for (const facet of result.facets.categories) expect(sectionSlugs.has(facet.slug)).toBe(true);
  });

  it('sorts by price both ways', async () => {
    const up = (await listProducts(getDb(), q({ sort: 'prix-croissant' }))).items.map(
      (i) => i.priceTtc,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBe(Math.min(...shown.map((p) => p.price)));
    const down = (await listProducts(getDb(), q({ sort: 'prix-decroissant' }))).items.map(
      (i) => i.priceTtc,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBe(Math.max(...shown.map((p) => p.price)));
  });

  it('pages without overlap and clamps a page past the end', async () => {
    const first = await listProducts(getDb(), q({ sort: 'nom' }));
    const second = await listProducts(getDb(), q({ sort: 'nom', page: 2 }));
    const firstIds = new Set(first.items.map((i) => i.id));
    expect(second.items.every((i) => !firstIds.has(i.id))).toBe(true);
    const far = await listProducts(getDb(), q({ sort: 'nom', page: 9999 }));
    expect(far.page).toBe(far.pageCount);
    expect(far.items.length).toBeGreaterThan(0);
  });

  it('finds products by a search term, accents ignored', async () => {
    const target = shown[0] as Shown;
    const word = target.name.split(' ')[0] as string;
    const result = await listProducts(getDb(), q({}, { search: word.toUpperCase() }));
    expect(result.total).toBeGreaterThan(0);
    expect(result.total).toBeLessThanOrEqual(shown.length);
  });
});

describe('brands and categories', () => {
  it('lists active brands, featured first, with counts', async () => {
    const list = await listBrands(getDb());
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((b) => b.isFeatured).length).toBeGreaterThanOrEqual(2);
    expect(list.findIndex((b) => !b.isFeatured)).toBeGreaterThanOrEqual(
      list.filter((b) => b.isFeatured).length,
    );
    for (const brand of list) {
      expect(brand.productCount, brand.slug).toBe(expected((p) => p.brand === brand.slug));
    }
  });

  it('lists every category of a section', async () => {
    const list = await listCategories(getDb(), 'equipement');
    expect(list.map((c) => c.slug).sort()).toEqual(
      CATEGORY_DEFINITIONS.filter((c) => c.section === 'equipement')
        .map((c) => c.slug)
        .sort(),
    );
  });
});

describe('categories added by the admin', () => {
  it('are kept by a listing URL: valid categories come from the database', async () => {
    const { rows } = await client.query<{ id: string }>(
      `select p.id from products p where p.is_active and p.visible_in_frontend order by p.slug limit 2`,
    );
    const { rows: inserted } = await client.query<{ id: string }>(
      `insert into categories (slug, name, section, position) values ('ajout-admin', 'Ajout admin', 'detailing', 99) returning id`,
    );
    try {
      for (const row of rows) {
        await client.query('insert into product_tags (product_id, category_id) values ($1, $2)', [
          row.id,
          inserted[0]!.id,
        ]);
      }
      const query = listingQuery(
        { categories: ['ajout-admin'] },
        {},
        await listCategories(getDb()),
      );
      expect(query.categories).toEqual(['ajout-admin']);
      const result = await listProducts(getDb(), query);
      expect(result.total).toBe(rows.length);
    } finally {
      await client.query(`delete from categories where slug = 'ajout-admin'`);
    }
  });
});

describe('product page data', () => {
  it('reads a product with its variants, default first, and its categories', async () => {
    const { rows } = await client.query<{ slug: string; n: number }>(
      `select p.slug, count(v.id)::int as n from products p join product_variants v on v.product_id = p.id and v.is_active
       where p.is_active and p.visible_in_frontend and p.has_variants group by p.slug order by p.slug limit 1`,
    );
    const row = rows[0] as { slug: string; n: number };
    const product = await getProductBySlug(getDb(), row.slug);
    expect(product?.variants).toHaveLength(row.n);
    const defaults = product?.variants.filter((v) => v.isDefault) ?? [];
    if (defaults.length > 0) expect(product?.variants[0]?.isDefault).toBe(true);
    expect(product?.categories.length).toBeGreaterThan(0);
    const related = await listRelatedProducts(
      getDb(),
      product?.id as string,
      product?.categories.map((c) => c.slug) ?? [],
    );
    expect(related.every((r) => r.id !== product?.id)).toBe(true);
    const relatedSlugs = new Set(product?.categories.map((c) => c.slug));
    for (const r of related) {
      const source = shown.find((s) => s.id === r.id);
      expect(source?.categories.some((c) => relatedSlugs.has(c))).toBe(true);
    }
  });
});
