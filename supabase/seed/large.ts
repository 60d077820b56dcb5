/**
 * The large catalogue (benchmarks): extra colours and products added on top of the demo
 * catalogue. Colours are generated in TypeScript (maker code styles and the name vocabulary)
 * and inserted in large unnest batches; products are derived set-based in SQL from the demo
 * products (same families, brands, categories, variants and images).
 */
import type pg from 'pg';
import { buildColours, generateColour, type ColourRow } from './colours';
import { MANUFACTURERS } from './data/manufacturers';
import { createPrng } from './prng';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** `count` more colours spread over the vehicle makers, codes unique per maker. */
export function largeColourRows(count: number, seed = 99): ColourRow[] {
  const prng = createPrng(seed);
  const existing = buildColours();
  const makers = MANUFACTURERS.filter((m) => m.codeStyle !== 'ral');
  const used = new Map(
    makers.map((m) => [
      m.slug,
      new Set(existing.filter((c) => c.manufacturerSlug === m.slug).map((c) => c.code)),
    ]),
  );
  // Names may repeat in the large catalogue (codes keep URLs unique): a throwaway name set.
  const names = new Set<string>();
  const rows: ColourRow[] = [];
  // Big makers get more colours: each maker weighs as many demo colours as it generates.
  const weighted = makers.flatMap((m) => Array.from({ length: m.generated }, () => m));
  for (let i = 0; i < count; i++) {
    const maker = weighted[(i * 7919) % weighted.length]!;
    names.clear();
    rows.push(generateColour(prng, maker, used.get(maker.slug)!, names));
  }
  return rows;
}

export async function insertColours(db: Queryable, colours: ColourRow[]): Promise<void> {
  const batch = 25_000;
  for (let start = 0; start < colours.length; start += batch) {
    const rows = colours.slice(start, start + batch);
    await db.query(
      `insert into paint_colors (color_code, color_name, category, css_preview, manufacturer_id,
         is_active, available_water, available_solvent, available_gloss_direct, special_effect,
         color_code_legacy)
       select t.code, t.name, t.category, t.hex, m.id, t.active, t.water, t.solvent, t.gloss,
         t.effect, t.legacy
       from unnest($1::text[], $2::text[], $3::text[], $4::colour_category[], $5::text[],
         $6::bool[], $7::bool[], $8::bool[], $9::bool[], $10::text[], $11::text[])
         as t(maker, code, name, category, hex, active, water, solvent, gloss, effect, legacy)
       join paint_manufacturers m on m.slug = t.maker`,
      [
        rows.map((c) => c.manufacturerSlug),
        rows.map((c) => c.code),
        rows.map((c) => c.name),
        rows.map((c) => c.category),
        rows.map((c) => c.hex),
        rows.map((c) => c.active),
        rows.map((c) => c.water),
        rows.map((c) => c.solvent),
        rows.map((c) => c.glossDirect),
        rows.map((c) => c.effect),
        rows.map((c) => c.legacy),
      ],
    );
  }
}

const QUALIFIERS = [
  'Pro',
  'Expert',
  'Atelier',
  'Premium',
  'Éco',
  'Plus',
  'Performance',
  'Classic',
  'Évolution',
  'Ultra',
  'Essentiel',
  'Confort',
];

/**
 * `count` more products, each derived from a demo product (its family, brand, categories,
 * variants and picture) with its own name, slug, reference, price and stock.
 */
export async function insertLargeProducts(db: Queryable, count: number): Promise<void> {
  await db.query(
    `create temporary table large_products on commit drop as
     with templates as (
       select id, row_number() over (order by slug) - 1 as idx, count(*) over () as n
       from products where product_key is null and is_active and visible_in_frontend
     )
     select g, t.id as template_id, 0.75 + ((g * 37) % 50) / 100.0 as factor,
       (g / t.n + 1) as series
     from generate_series(1, $1::int) g
     join templates t on t.idx = g % t.n`,
    [count],
  );
  await db.query(
    `insert into products (name, slug, reference_code, description, short_description, image_urls,
       price_ht, price_ttc, pro_price_ttc, stock_quantity, unlimited_stock, is_active,
       visible_in_frontend, is_featured, brand_id, has_variants, packaging_type, volume_liters,
       weight_kg, created_at, updated_at)
     select
       t.name || ' ' || ($1::text[])[1 + (l.series % array_length($1::text[], 1))] || ' ' || l.series,
       t.slug || '-' || l.g,
       t.reference_code || '-' || l.g,
       t.description, t.short_description, t.image_urls,
       round(greatest(50, round(t.price_ttc * l.factor)) / 1.2),
       greatest(50, round(t.price_ttc * l.factor)),
       case when t.pro_price_ttc is null then null else round(t.pro_price_ttc * l.factor) end,
       case when l.g % 19 = 0 then 0 when l.g % 7 = 0 then 1 + l.g % 5 else 6 + (l.g * 13) % 150 end,
       l.g % 23 = 0,
       l.g % 97 <> 0,
       l.g % 101 <> 0,
       false,
       t.brand_id, t.has_variants, t.packaging_type, t.volume_liters, t.weight_kg,
       now() - make_interval(days => l.g % 400, mins => l.g % 1440),
       now() - make_interval(days => l.g % 400, mins => l.g % 1440)
     from large_products l join products t on t.id = l.template_id`,
    [QUALIFIERS],
  );
  await db.query(
    `insert into product_tags (product_id, category_id)
     select p.id, pt.category_id
     from large_products l
     join products t on t.id = l.template_id
     join products p on p.slug = t.slug || '-' || l.g
     join product_tags pt on pt.product_id = l.template_id`,
  );
  await db.query(
    `insert into product_variants (product_id, variant_name, volume_liters, reference_code,
       price_ht, price_ttc, stock_quantity, is_default, is_active, position)
     select p.id, v.variant_name, v.volume_liters, v.reference_code || '-' || l.g,
       round(round(v.price_ttc * l.factor) / 1.2), round(v.price_ttc * l.factor),
       (v.stock_quantity + l.g) % 80, v.is_default, v.is_active, v.position
     from large_products l
     join products t on t.id = l.template_id and t.has_variants
     join products p on p.slug = t.slug || '-' || l.g
     join product_variants v on v.product_id = l.template_id`,
  );
}
