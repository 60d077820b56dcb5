/** Colour-matched paint: makers, colours, paint product configurations, documents. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, hazardLabel, updatedAt } from './columns';
import { colourCategory } from './enums';

export const paintManufacturers = pgTable(
  'paint_manufacturers',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    category: colourCategory('category').notNull(),
    /** Where the paint plate sits on this maker's vehicles (colour-code guide). */
    codeLocation: text('code_location'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('paint_manufacturers_category_idx').on(t.category),
    index('paint_manufacturers_name_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
  ],
);

export const paintColors = pgTable(
  'paint_colors',
  {
    id: id(),
    colorCode: text('color_code').notNull(),
    colorName: text('color_name').notNull(),
    category: colourCategory('category').notNull(),
    cssPreview: text('css_preview'),
    imageUrl: text('image_url'),
    manufacturerId: uuid('manufacturer_id').references(() => paintManufacturers.id, {
      onDelete: 'set null',
    }),
    isActive: boolean('is_active').notNull().default(true),
    availableWater: boolean('available_water').notNull().default(true),
    availableSolvent: boolean('available_solvent').notNull().default(true),
    availableGlossDirect: boolean('available_gloss_direct').notNull().default(false),
    specialEffect: text('special_effect'),
    colorCodeLegacy: text('color_code_legacy'),
    /** Code folded for search: lower case, no spaces/dots/dashes, O read as 0. */
    codeSearch: text('code_search').generatedAlwaysAs(
      sql`translate(lower(color_code), 'o .-', '0')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('paint_colors_manufacturer_idx').on(t.manufacturerId, t.colorCode),
    index('paint_colors_category_code_idx').on(t.category, t.colorCode),
    index('paint_colors_legacy_idx').on(t.colorCodeLegacy),
    index('paint_colors_code_trgm_idx').using('gin', sql`lower(${t.colorCode}) gin_trgm_ops`),
    index('paint_colors_code_search_trgm_idx').using('gin', sql`${t.codeSearch} gin_trgm_ops`),
    index('paint_colors_name_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.colorName})) gin_trgm_ops`,
    ),
    // Legacy colour redirects (lib/redirects/queries.ts): equality on the folded code and on the
    // name as a slug, so an old address costs a few btree probes, not a trigram scan.
    index('paint_colors_code_search_idx').on(t.codeSearch),
    index('paint_colors_name_slug_idx').on(
      sql`btrim(regexp_replace(public.immutable_unaccent(lower(${t.colorName})), '[^a-z0-9]+', '-', 'g'), '-')`,
    ),
  ],
);

/**
 * Shade variants of a colour code (issue 41 §1, migration 0038): « standard », « plus claire »…,
 * the maker's variant code when it exists, build years, models and a swatch. The buyer's choice
 * is carried by the cart line (lib/colours/shades.ts) and snapshotted on the order line.
 */
export const colourShadeVariants = pgTable(
  'colour_shade_variants',
  {
    id: id(),
    colourId: uuid('colour_id')
      .notNull()
      .references(() => paintColors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    variantCode: text('variant_code'),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    models: text('models'),
    swatchHex: text('swatch_hex'),
    isStandard: boolean('is_standard').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('colour_shade_variants_name_key').on(t.colourId, t.name),
    index('colour_shade_variants_colour_idx').on(t.colourId, t.position),
  ],
);

export const paintProductConfigs = pgTable('paint_product_configs', {
  id: id(),
  productKey: text('product_key').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  title: text('title').notNull(),
  description: text('description'),
  /** Entries are either a paint-type field name or { field, value, label }. */
  paintTypes: jsonb('paint_types')
    .notNull()
    .default(sql`'[]'::jsonb`),
  volumes: text('volumes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  hasVolumeFilter: boolean('has_volume_filter').notNull().default(true),
  /**
   * { [volume]: { [paintType]: { price_ht, price_ttc } } } or { [volume]: { price_ht, price_ttc } }
   * in euros with two decimals, as the spec's configuration shape.
   */
  pricing: jsonb('pricing')
    .notNull()
    .default(sql`'{}'::jsonb`),
  /**
   * Dangerous-goods class by paint type: { default: 'aerosol' } or
   * { default: 'none', solvent: 'flammable_liquid', … } (lib/shipping/transport.ts).
   */
  transportClasses: jsonb('transport_classes')
    .notNull()
    .default(sql`'{"default":"none"}'::jsonb`),
  updatedAt: updatedAt(),
});

export const paintTypeDocuments = pgTable('paint_type_documents', {
  id: id(),
  paintType: text('paint_type').notNull().unique(),
  technicalSheetUrl: text('technical_sheet_url'),
  safetySheetUrl: text('safety_sheet_url'),
  technicalSheetFilename: text('technical_sheet_filename'),
  safetySheetFilename: text('safety_sheet_filename'),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * CLP labelling of the colour paint the shop mixes (issue 39 §2), by paint type (`water`,
 * `solvent`…) and `aerosol` for any colour filled in a can (lib/hazard/paint.ts).
 */
export const paintTypeHazards = pgTable('paint_type_hazards', {
  hazardKey: text('hazard_key').primaryKey(),
  ...hazardLabel(),
  safetyWarnings: text('safety_warnings'),
  updatedAt: updatedAt(),
});
