/**
 * The demo catalogue as loaded in the seeded template database: what pages and other tests rely on.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_DEFINITIONS } from '../../supabase/seed/data/categories';

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

async function rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  return (await client.query<T>(sql, params)).rows;
}

async function count(sql: string, params: unknown[] = []) {
  const [row] = await rows<{ n: string }>(sql, params);
  return Number(row?.n ?? 0);
}

const publicDir = path.resolve(__dirname, '../../public');

describe('demo catalogue: products', () => {
  it('has at least 150 active products', async () => {
    expect(await count('select count(*) n from products where is_active')).toBeGreaterThanOrEqual(
      150,
    );
  });

  it('gives every category slug at least three active visible products', async () => {
    const counts = await rows<{ slug: string; n: string }>(
      `select c.slug, count(p.id) n from categories c
       left join product_tags t on t.category_id = c.id
       left join products p on p.id = t.product_id and p.is_active and p.visible_in_frontend
       group by c.slug`,
    );
    const bySlug = new Map(counts.map((r) => [r.slug, Number(r.n)]));
    for (const category of CATEGORY_DEFINITIONS)
      expect(bySlug.get(category.slug) ?? 0, category.slug).toBeGreaterThanOrEqual(3);
  });

  it('has stock variety, variants with one default each, and hidden or inactive products', async () => {
    expect(
      await count(
        'select count(*) n from products where stock_quantity = 0 and not unlimited_stock',
      ),
    ).toBeGreaterThan(3);
    expect(await count('select count(*) n from products where unlimited_stock')).toBeGreaterThan(3);
    expect(await count('select count(*) n from products where not is_active')).toBeGreaterThan(0);
    expect(
      await count('select count(*) n from products where not visible_in_frontend'),
    ).toBeGreaterThan(0);
    const defaults = await rows<{ n: string }>(
      `select count(v.id) filter (where v.is_default) n from products p
       join product_variants v on v.product_id = p.id where p.has_variants group by p.id`,
    );
    expect(defaults.length).toBeGreaterThan(5);
    for (const d of defaults) expect(Number(d.n)).toBe(1);
  });

  it('has two featured brands', async () => {
    expect(await count('select count(*) n from brands where is_featured')).toBe(2);
  });

  it('has the suggestion products of the colour page with the right variant volumes', async () => {
    const pen = await rows<{ reference_code: string }>(
      `select reference_code from products where reference_code = any($1)
       and is_active and visible_in_frontend`,
      [['70-450', '70-455', '40-590']],
    );
    expect(pen.map((p) => p.reference_code).sort()).toEqual(['40-590', '70-450', '70-455']);
    const gloss: Array<[string, number]> = [
      ['99-250', 1],
      ['70-205HN', 0.5],
      ['70-205HF', 0.5],
    ];
    for (const [reference, volume] of gloss) {
      expect(
        await count(
          `select count(*) n from products p join product_variants v on v.product_id = p.id
           where p.reference_code = $1 and p.is_active and v.is_active
           and abs(v.volume_liters - $2) < 0.01`,
          [reference, volume],
        ),
        reference,
      ).toBe(1);
    }
    expect(
      await count(
        `select count(*) n from products where reference_code = any($1) and stock_quantity = 0
         and not unlimited_stock`,
        [['70-450', '70-455', '40-590', '99-250', '70-205HN', '70-205HF']],
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('points every image at a file under public/', async () => {
    const images = await rows<{ url: string }>(
      `select unnest(image_urls) url from products
       union select logo_url from brands where logo_url is not null`,
    );
    expect(images.length).toBeGreaterThan(150);
    for (const { url } of images) expect(existsSync(path.join(publicDir, url)), url).toBe(true);
  });
});

describe('demo catalogue: paint', () => {
  it('has at least 30 manufacturers across the four colour categories', async () => {
    expect(await count('select count(*) n from paint_manufacturers')).toBeGreaterThanOrEqual(30);
    const categories = await rows<{ category: string }>(
      'select distinct category from paint_manufacturers order by category',
    );
    expect(categories.map((c) => c.category)).toEqual([
      'auto',
      'moto',
      'utilitaires-et-poids-lourds',
      'industrie',
    ]);
  });

  it('has at least 1,500 colours including the well-known codes', async () => {
    expect(await count('select count(*) n from paint_colors')).toBeGreaterThanOrEqual(1500);
    const known = await rows<{ color_code: string; color_name: string; slug: string }>(
      `select c.color_code, c.color_name, m.slug from paint_colors c
       join paint_manufacturers m on m.id = c.manufacturer_id
       where c.color_code in ('QNG', 'EWP', 'M0LZ') and c.is_active`,
    );
    expect(known).toContainEqual({
      color_code: 'QNG',
      color_name: 'Blanc Glacier',
      slug: 'renault',
    });
    expect(known).toContainEqual({
      color_code: 'EWP',
      color_name: 'Blanc Banquise',
      slug: 'peugeot',
    });
    expect(known.some((k) => k.color_code === 'M0LZ')).toBe(true);
    // Searching « m0lz » with an O finds it through the folded code.
    expect(await count("select count(*) n from paint_colors where code_search = 'm0lz'")).toBe(1);
  });

  it('has two-tone names, dotted legacy codes, pearl whites, effects and inactive colours', async () => {
    expect(
      await count("select count(*) n from paint_colors where color_name like '%+%'"),
    ).toBeGreaterThan(5);
    expect(
      await count("select count(*) n from paint_colors where color_code_legacy like '%.%'"),
    ).toBeGreaterThan(5);
    expect(
      await count(
        "select count(distinct manufacturer_id) n from paint_colors where color_name = 'Blanc Nacré'",
      ),
    ).toBeGreaterThan(3);
    const effects = await rows<{ special_effect: string | null }>(
      'select distinct special_effect from paint_colors order by 1',
    );
    expect(effects.map((e) => e.special_effect)).toEqual(['metallise', 'nacre', 'special', null]);
    expect(await count('select count(*) n from paint_colors where not is_active')).toBeGreaterThan(
      0,
    );
    expect(
      await count('select count(*) n from paint_colors where available_gloss_direct'),
    ).toBeGreaterThan(100);
    expect(
      await count("select count(*) n from paint_colors where css_preview !~ '^#[0-9a-f]{6}$'"),
    ).toBe(0);
  });

  it('has the four paint product configurations', async () => {
    const configs = await rows<{
      product_key: string;
      paint_types: unknown[];
      volumes: string[];
      pricing: Record<string, Record<string, { price_ttc: number }> | { price_ttc: number }>;
    }>(
      'select product_key, paint_types, volumes, pricing from paint_product_configs where is_active',
    );
    const byKey = new Map(configs.map((c) => [c.product_key, c]));
    expect([...byKey.keys()].sort()).toEqual([
      'peinture-bombe',
      'peinture-pot',
      'peinture-stylo',
      'stylo-vernis',
    ]);
    expect(byKey.get('peinture-pot')?.volumes).toContain('1 L');
    expect(byKey.get('peinture-bombe')?.volumes).toEqual(['400ml']);
    expect(byKey.get('peinture-pot')?.paint_types).toContainEqual({
      field: 'available_water',
      value: 'water',
      label: "Hydro (à l'eau)",
    });
    expect(byKey.get('stylo-vernis')?.pricing['20ml']).toEqual({ price_ht: 8.29, price_ttc: 9.95 });
    expect(byKey.get('peinture-stylo')?.paint_types.length).toBeGreaterThan(0);
  });

  it('serves every paint document from public/ and keeps one inactive', async () => {
    const docs = await rows<{
      paint_type: string;
      technical_sheet_url: string;
      safety_sheet_url: string;
      is_active: boolean;
    }>(
      'select paint_type, technical_sheet_url, safety_sheet_url, is_active from paint_type_documents',
    );
    expect(
      docs
        .filter((d) => d.is_active)
        .map((d) => d.paint_type)
        .sort(),
    ).toEqual(['gloss_direct', 'solvent', 'vernis', 'water']);
    expect(docs.some((d) => !d.is_active)).toBe(true);
    for (const d of docs) {
      expect(existsSync(path.join(publicDir, d.technical_sheet_url))).toBe(true);
      expect(existsSync(path.join(publicDir, d.safety_sheet_url))).toBe(true);
    }
  });
});

describe('demo catalogue: shop settings', () => {
  it('has the promotions the cart tests use', async () => {
    const promos = await rows<{
      code: string;
      type: string;
      active_now: boolean;
      min_order_amount: number | null;
    }>(
      `select code, type, min_order_amount,
         is_active and valid_from <= now() and (valid_until is null or valid_until >= now()) active_now
       from promotions`,
    );
    const active = promos.filter((p) => p.active_now);
    for (const type of ['percentage', 'fixed_amount', 'free_shipping'])
      expect(
        active.some((p) => p.type === type),
        type,
      ).toBe(true);
    expect(active.some((p) => p.code === 'TOUTGRATIS')).toBe(true);
    expect(active.some((p) => p.min_order_amount !== null)).toBe(true);
    expect(promos.some((p) => !p.active_now)).toBe(true);
  });

  it('configures facebook and instagram but not tiktok', async () => {
    const [row] = await rows<{ setting_value: { social: Record<string, string> } }>(
      "select setting_value from seo_settings where setting_key = 'site_config'",
    );
    expect(row?.setting_value.social.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(row?.setting_value.social.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(row?.setting_value.social.tiktok).toBe('');
  });

  it('stores normalised legacy paths pointing at pages that exist', async () => {
    const redirects = await rows<{ old_path: string; new_path: string }>(
      'select old_path, new_path from legacy_redirects',
    );
    expect(redirects.length).toBeGreaterThanOrEqual(35);
    for (const r of redirects) {
      expect(r.old_path).toMatch(/^\/[^?#A-Z]*$/);
      expect(r.old_path === '/' || !r.old_path.endsWith('/')).toBe(true);
    }
    const products = redirects.filter((r) => r.new_path.startsWith('/product/'));
    for (const r of products)
      expect(
        await count('select count(*) n from products where slug = $1', [r.new_path.slice(9)]),
        r.new_path,
      ).toBe(1);
    expect(redirects.some((r) => r.new_path.startsWith('/catalogue-couleur/auto/renault/'))).toBe(
      true,
    );
  });
});
