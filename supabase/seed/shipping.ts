/**
 * Carriers, rates, dangerous-goods classes and professional prices of the demo data
 * (`data/shipping.ts`), inserted after the catalogue they refer to.
 */
import type pg from 'pg';
import {
  CARRIERS,
  PAINT_TRANSPORT_CLASSES,
  PRO_PRICES,
  TRANSPORT_BY_CATEGORY,
} from './data/shipping';

type Queryable = Pick<pg.ClientBase, 'query'>;

export async function insertShippingAndProPrices(db: Queryable): Promise<void> {
  for (const [index, carrier] of CARRIERS.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into carriers (code, name, description, accepted_classes, dangerous_parcel_max_grams,
         handling_days_min, handling_days_max, is_standard, is_active, position)
       values ($1, $2, $3, $4::transport_class[], $5, $6, $7, $8, $9, $10) returning id`,
      [
        carrier.code,
        carrier.name,
        carrier.description,
        carrier.accepted,
        carrier.dangerousParcelMaxGrams ?? null,
        carrier.handling[0],
        carrier.handling[1],
        carrier.isStandard === true,
        carrier.isActive !== false,
        index + 1,
      ],
    );
    const rates = carrier.rates;
    await db.query(
      `insert into shipping_rates (carrier_id, country, min_weight_grams, max_weight_grams,
         price_cents, free_from_cents, transit_days_min, transit_days_max)
       select $1, * from unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[],
         $8::int[])`,
      [
        rows[0]!.id,
        rates.map((r) => r.country),
        rates.map((r) => r.min),
        rates.map((r) => r.max),
        rates.map((r) => r.price),
        rates.map((r) => r.freeFrom ?? null),
        rates.map((r) => r.transit[0]),
        rates.map((r) => r.transit[1]),
      ],
    );
  }

  // Products of the matching categories (or sold as aerosols) become dangerous goods.
  for (const [transportClass, slugs] of TRANSPORT_BY_CATEGORY) {
    await db.query(
      `update products p set transport_class = $1::transport_class
       where p.transport_class = 'none'
         and (exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
                      where pt.product_id = p.id and c.slug = any($2::text[]))
              or ($1 = 'aerosol' and p.packaging_type = 'bombe'))`,
      [transportClass, slugs],
    );
  }
  for (const [productKey, classes] of Object.entries(PAINT_TRANSPORT_CLASSES)) {
    await db.query(
      `update paint_product_configs set transport_classes = $2::jsonb where product_key = $1`,
      [productKey, JSON.stringify(classes)],
    );
  }

  await db.query(
    `insert into professional_prices (scope, brand_id, discount_percent)
     select 'brand', b.id, t.percent from unnest($1::text[], $2::int[]) as t(slug, percent)
     join brands b on b.slug = t.slug`,
    [PRO_PRICES.brands.map((b) => b[0]), PRO_PRICES.brands.map((b) => b[1])],
  );
  await db.query(
    `insert into professional_prices (scope, category_id, discount_percent)
     select 'category', c.id, t.percent from unnest($1::text[], $2::int[]) as t(slug, percent)
     join categories c on c.slug = t.slug`,
    [PRO_PRICES.categories.map((c) => c[0]), PRO_PRICES.categories.map((c) => c[1])],
  );
  await db.query(
    `insert into professional_prices (scope, variant_id, price_ttc)
     select 'variant', v.id, t.price from unnest($1::text[], $2::text[], $3::int[])
       as t(ref, variant, price)
     join products p on p.reference_code = t.ref
     join product_variants v on v.product_id = p.id and v.variant_name = t.variant`,
    [
      PRO_PRICES.variants.map((v) => v[0]),
      PRO_PRICES.variants.map((v) => v[1]),
      PRO_PRICES.variants.map((v) => Math.round(v[2] * 100)),
    ],
  );
}
