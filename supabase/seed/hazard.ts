import type pg from 'pg';
import {
  AEROSOL_LABEL,
  BRAND_MAKERS,
  PAINT_TYPE_LABELS_SEED,
  PRODUCT_LABELS,
  type LabelSeed,
} from './data/hazard';

type Queryable = Pick<pg.ClientBase, 'query'>;

const labelParams = (l: LabelSeed) => [l.pictograms, l.signal, l.statements, l.warnings];
const SET_LABEL = `hazard_pictograms = $1::text[], hazard_signal_word = $2,
  hazard_statements = $3::text[], safety_warnings = $4`;

/** Issue 39 §2 and §3: makers of the brands, CLP labels of products and of colour paint. */
export async function insertHazardData(db: Queryable): Promise<void> {
  const slugs = Object.keys(BRAND_MAKERS);
  const makers = Object.values(BRAND_MAKERS);
  await db.query(
    `update brands b set manufacturer_name = t.name, manufacturer_address = t.address,
       manufacturer_email = t.email, outside_eu = t.r_name is not null,
       eu_responsible_name = t.r_name, eu_responsible_address = t.r_address,
       eu_responsible_email = t.r_email
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       as t(slug, name, address, email, r_name, r_address, r_email)
     where b.slug = t.slug`,
    [
      slugs,
      makers.map((m) => m.name),
      makers.map((m) => m.address),
      makers.map((m) => m.email),
      makers.map((m) => m.responsible?.name ?? null),
      makers.map((m) => m.responsible?.address ?? null),
      makers.map((m) => m.responsible?.email ?? null),
    ],
  );
  for (const { category, nameLike, label } of PRODUCT_LABELS)
    await db.query(
      `update products p set ${SET_LABEL}
       where exists (select 1 from product_tags pt join categories c on c.id = pt.category_id
         where pt.product_id = p.id and c.slug = $5)
         and ($6::text is null or p.name ilike $6)`,
      [...labelParams(label), category, nameLike ?? null],
    );
  await db.query(
    `update products p set ${SET_LABEL}
     where p.packaging_type = 'bombe' or exists (select 1 from product_tags pt
       join categories c on c.id = pt.category_id where pt.product_id = p.id and c.slug = 'aerosols')`,
    labelParams(AEROSOL_LABEL),
  );
  const keys = Object.keys(PAINT_TYPE_LABELS_SEED);
  const labels = Object.values(PAINT_TYPE_LABELS_SEED);
  await db.query(
    `insert into paint_type_hazards (hazard_key, hazard_pictograms, hazard_signal_word,
       hazard_statements, safety_warnings)
     select t.key, string_to_array(t.pictograms, ','), t.signal, string_to_array(t.statements, ','),
       t.warnings
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
       as t(key, pictograms, signal, statements, warnings)`,
    [
      keys,
      labels.map((l) => l.pictograms.join(',')),
      labels.map((l) => l.signal),
      labels.map((l) => l.statements.join(',')),
      labels.map((l) => l.warnings),
    ],
  );
}
