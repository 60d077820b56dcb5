/**
 * The demo catalogue: realistic French shop data, loaded on a freshly migrated empty database
 * (first `npm start`, the integration-test template, the e2e database). Deterministic and fast:
 * every table is filled by a few set-based inserts (unnest of arrays) in one transaction.
 */
import pg from 'pg';
import { CATEGORY_DEFINITIONS } from './data/categories';
import { insertDemoAccounts } from './accounts';
import { buildColours } from './colours';
import { BRANDS } from './data/brands';
import { MANUFACTURERS } from './data/manufacturers';
import { PAINT_CONFIGS, PAINT_DOCUMENTS, documentFiles } from './data/paint';
import { PROMOTIONS, SITE_CONFIG } from './data/site';
import { buildProducts } from './products';
import { insertDemoReduction } from './reductions';
import { buildRedirects } from './redirects';
import { insertShippingAndProPrices } from './shipping';
import { insertHazardData } from './hazard';
import { insertDemoKits } from './kits';
import { SHADE_VARIANTS } from './data/shade-variants';

export async function seedDemoCatalogue(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await insertDemoCatalogue(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

type Queryable = Pick<pg.ClientBase, 'query'>;

async function insertDemoCatalogue(db: Queryable): Promise<void> {
  const products = buildProducts();
  const colours = buildColours();

  await db.query(
    `insert into categories (slug, name, description, section, position)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::catalogue_section[], $5::int[])`,
    [
      CATEGORY_DEFINITIONS.map((c) => c.slug),
      CATEGORY_DEFINITIONS.map((c) => c.name),
      CATEGORY_DEFINITIONS.map((c) => c.description),
      CATEGORY_DEFINITIONS.map((c) => c.section),
      CATEGORY_DEFINITIONS.map((_, i) => i + 1),
    ],
  );

  await db.query(
    `insert into brands (slug, name, description, logo_url, is_featured)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bool[])`,
    [
      BRANDS.map((b) => b.slug),
      BRANDS.map((b) => b.name),
      BRANDS.map((b) => b.description),
      BRANDS.map((b) => `/images/brands/${b.slug}.svg`),
      BRANDS.map((b) => Boolean(b.isFeatured)),
    ],
  );

  await db.query(
    `insert into products (name, slug, reference_code, description, short_description, image_urls,
       price_ht, price_ttc, pro_price_ttc, stock_quantity, unlimited_stock, is_active,
       visible_in_frontend, is_featured, brand_id, has_variants, packaging_type, volume_liters,
       weight_kg, product_key, created_at, updated_at)
     select t.name, t.slug, t.ref, t.description, t.short, array[t.image], t.ht, t.ttc, t.pro,
       t.stock, t.unlimited, t.active, t.visible, t.featured, b.id, t.has_variants,
       t.packaging, t.volume, t.weight, t.product_key,
       now() - make_interval(days => t.age), now() - make_interval(days => t.age)
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::int[], $8::int[], $9::int[], $10::int[], $11::bool[], $12::bool[], $13::bool[],
       $14::bool[], $15::text[], $16::bool[], $17::packaging_type[], $18::numeric[],
       $19::numeric[], $20::text[], $21::int[])
       as t(name, slug, ref, description, short, image, ht, ttc, pro, stock, unlimited, active,
         visible, featured, brand, has_variants, packaging, volume, weight, product_key, age)
     left join brands b on b.slug = t.brand`,
    [
      products.map((p) => p.name),
      products.map((p) => p.slug),
      products.map((p) => p.reference),
      products.map((p) => p.description),
      products.map((p) => p.shortDescription),
      products.map((p) => p.imageUrl),
      products.map((p) => p.priceHt),
      products.map((p) => p.priceTtc),
      products.map((p) => p.proPriceTtc),
      products.map((p) => p.stock),
      products.map((p) => p.unlimitedStock),
      products.map((p) => p.isActive),
      products.map((p) => p.visibleInFrontend),
      products.map((p) => p.isFeatured),
      products.map((p) => p.brandSlug),
      products.map((p) => p.variants.length > 0),
      products.map((p) => p.packagingType),
      products.map((p) => p.volumeLiters),
      products.map((p) => p.weightKg),
      products.map((p) => p.productKey),
      products.map((p) => p.ageDays),
    ],
  );

  const variants = products.flatMap((p) => p.variants.map((v) => ({ slug: p.slug, ...v })));
  await db.query(
    `insert into product_variants (product_id, variant_name, volume_liters, reference_code,
       price_ht, price_ttc, stock_quantity, is_default, position)
     select p.id, t.name, t.volume, t.ref, t.ht, t.ttc, t.stock, t.is_default, t.position
     from unnest($1::text[], $2::text[], $3::numeric[], $4::text[], $5::int[], $6::int[],
       $7::int[], $8::bool[], $9::int[])
       as t(slug, name, volume, ref, ht, ttc, stock, is_default, position)
     join products p on p.slug = t.slug`,
    [
      variants.map((v) => v.slug),
      variants.map((v) => v.name),
      variants.map((v) => v.volume),
      variants.map((v) => v.reference),
      variants.map((v) => v.priceHt),
      variants.map((v) => v.priceTtc),
      variants.map((v) => v.stock),
      variants.map((v) => v.isDefault),
      variants.map((v) => v.position),
    ],
  );

  const tags = products.flatMap((p) => p.categories.map((c) => [p.slug, c] as const));
  await db.query(
    `insert into product_tags (product_id, category_id)
     select p.id, c.id from unnest($1::text[], $2::text[]) as t(product, category)
     join products p on p.slug = t.product
     join categories c on c.slug = t.category
     on conflict do nothing`,
    [tags.map((t) => t[0]), tags.map((t) => t[1])],
  );

  await db.query(
    `insert into paint_manufacturers (slug, name, category, code_location, is_active)
     select * from unnest($1::text[], $2::text[], $3::colour_category[], $4::text[], $5::bool[])`,
    [
      MANUFACTURERS.map((m) => m.slug),
      MANUFACTURERS.map((m) => m.name),
      MANUFACTURERS.map((m) => m.category),
      MANUFACTURERS.map((m) => m.codeLocation),
      MANUFACTURERS.map((m) => m.isActive !== false),
    ],
  );

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
      colours.map((c) => c.manufacturerSlug),
      colours.map((c) => c.code),
      colours.map((c) => c.name),
      colours.map((c) => c.category),
      colours.map((c) => c.hex),
      colours.map((c) => c.active),
      colours.map((c) => c.water),
      colours.map((c) => c.solvent),
      colours.map((c) => c.glossDirect),
      colours.map((c) => c.effect),
      colours.map((c) => c.legacy),
    ],
  );

  await insertShadeVariants(db);

  for (const config of PAINT_CONFIGS) {
    await db.query(
      `insert into paint_product_configs (product_key, title, description, paint_types, volumes,
         has_volume_filter, pricing)
       values ($1, $2, $3, $4::jsonb, $5::text[], $6, $7::jsonb)`,
      [
        config.productKey,
        config.title,
        config.description,
        JSON.stringify(config.paintTypes),
        config.volumes,
        config.hasVolumeFilter,
        JSON.stringify(config.pricing),
      ],
    );
  }

  for (const doc of PAINT_DOCUMENTS) {
    const files = documentFiles(doc.paintType);
    await db.query(
      `insert into paint_type_documents (paint_type, technical_sheet_url, safety_sheet_url,
         technical_sheet_filename, safety_sheet_filename, is_active)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        doc.paintType,
        files.technicalUrl,
        files.safetyUrl,
        files.technicalFilename,
        files.safetyFilename,
        doc.isActive,
      ],
    );
  }

  await db.query(
    `insert into promotions (code, name, type, value, min_order_amount, max_discount_amount,
       is_active, valid_from, valid_until)
     select t.code, t.name, t.type, t.value, t.min_order, t.max_discount, t.active,
       now() + make_interval(days => t.from_days),
       case when t.until_days is null then null else now() + make_interval(days => t.until_days) end
     from unnest($1::text[], $2::text[], $3::promotion_type[], $4::int[], $5::int[], $6::int[],
       $7::bool[], $8::int[], $9::int[])
       as t(code, name, type, value, min_order, max_discount, active, from_days, until_days)`,
    [
      PROMOTIONS.map((p) => p.code),
      PROMOTIONS.map((p) => p.name),
      PROMOTIONS.map((p) => p.type),
      PROMOTIONS.map((p) => p.value),
      PROMOTIONS.map((p) => p.minOrderAmount),
      PROMOTIONS.map((p) => p.maxDiscountAmount),
      PROMOTIONS.map((p) => p.isActive),
      PROMOTIONS.map((p) => p.validFromDays),
      PROMOTIONS.map((p) => p.validUntilDays),
    ],
  );

  await insertDemoAccounts(db);
  await insertHazardData(db);

  await db.query(
    `insert into seo_settings (setting_key, setting_value) values ('site_config', $1::jsonb)
     on conflict (setting_key) do update set setting_value = excluded.setting_value`,
    [JSON.stringify(SITE_CONFIG)],
  );

  await insertShippingAndProPrices(db);
  await insertDemoReduction(db);

  // 2K products (hardeners, 2K varnishes and primers) contain diisocyanates: REACH Annex XVII
  // entry 74 (statement on the product page, training confirmed at checkout). Thinners do not.
  await db.query(
    `update products set contains_diisocyanates = true
     where (name ~* '(^|[^[:alnum:]])2K([^[:alnum:]]|$)' or name ~* 'durcisseur')
       and name !~* 'diluant'`,
  );

  const redirects = buildRedirects(products, colours);
  await db.query(
    `insert into legacy_redirects (old_path, new_path)
     select * from unnest($1::text[], $2::text[]) on conflict (old_path) do nothing`,
    [redirects.map((r) => r.oldPath), redirects.map((r) => r.newPath)],
  );

  await insertDemoKits(db);

  // The contest of /tirage-au-sort: running from the seeding day for three months.
  await db.query(
    `insert into contests (slug, title, prize, rules, starts_at, ends_at)
     values ($1, $2, $3, $4, date_trunc('day', now()), date_trunc('day', now()) + interval '3 months')
     on conflict (slug) do nothing`,
    [DEMO_CONTEST.slug, DEMO_CONTEST.title, DEMO_CONTEST.prize, DEMO_CONTEST.rules],
  );
}

const DEMO_CONTEST = {
  slug: 'kit-retouche-printemps',
  title: 'Gagnez un kit de retouche complet',
  prize:
    'Un kit de retouche à la teinte de votre véhicule : un pot de 1 L, une bombe de 400 ml, un stylo de retouche et un vernis (valeur 120 €).',
  rules: [
    'Article 1 — Organisateur. Nuancier organise un jeu gratuit sans obligation d’achat, ouvert à toute personne majeure résidant en France métropolitaine, en Belgique ou au Luxembourg.',
    'Article 2 — Participation. Une seule participation par adresse e-mail pendant toute la durée du jeu. Toute participation incomplète ou frauduleuse est écartée.',
    'Article 3 — Tirage au sort. Un gagnant est tiré au sort parmi les participations valides après la date de fin du jeu, et prévenu par e-mail. Sans réponse de sa part sous 15 jours, un autre gagnant est tiré au sort.',
    'Article 4 — Données personnelles. Le nom et l’adresse e-mail servent uniquement à la gestion du jeu et sont supprimés trois mois après le tirage. Vous pouvez exercer vos droits depuis la page de contact.',
  ].join('\n\n'),
};

/** The demo shade variants (issue 41 §1), on the colours of their maker and code. */
async function insertShadeVariants(db: Queryable): Promise<void> {
  const rows = SHADE_VARIANTS.flatMap((c) =>
    c.shades.map(([name, code, from, to, models, hex], position) => ({
      maker: c.maker,
      colour: c.code,
      position,
      standard: position === 0,
      name,
      code,
      from,
      to,
      models,
      hex,
    })),
  );
  await db.query(
    `insert into colour_shade_variants (colour_id, name, variant_code, year_from, year_to, models,
       swatch_hex, is_standard, position)
     select c.id, t.name, t.code, t.year_from, t.year_to, t.models, t.hex, t.standard, t.position
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[],
       $8::text[], $9::bool[], $10::int[])
       as t(maker, colour, name, code, year_from, year_to, models, hex, standard, position)
     join paint_manufacturers m on m.slug = t.maker
     join paint_colors c on c.manufacturer_id = m.id and c.color_code = t.colour`,
    [
      rows.map((r) => r.maker),
      rows.map((r) => r.colour),
      rows.map((r) => r.name),
      rows.map((r) => r.code),
      rows.map((r) => r.from),
      rows.map((r) => r.to),
      rows.map((r) => r.models),
      rows.map((r) => r.hex),
      rows.map((r) => r.standard),
      rows.map((r) => r.position),
    ],
  );
}
