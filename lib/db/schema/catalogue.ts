/** Catalogue: categories, brands, products, variants and their tags. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, hazardLabel, updatedAt } from './columns';
import { catalogueSection, packagingType, transportClass } from './enums';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    section: catalogueSection('section').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_section_idx').on(t.section, t.position)],
);

export const brands = pgTable('brands', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  logoUrl: text('logo_url'),
  isFeatured: boolean('is_featured').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  /** GPSR art. 19 (issue 39 §3): who made the brand's products, shown on their pages. */
  manufacturerName: text('manufacturer_name'),
  manufacturerAddress: text('manufacturer_address'),
  manufacturerEmail: text('manufacturer_email'),
  /** A maker outside the EU: the EU responsible person below is shown too. */
  outsideEu: boolean('outside_eu').notNull().default(false),
  euResponsibleName: text('eu_responsible_name'),
  euResponsibleAddress: text('eu_responsible_address'),
  euResponsibleEmail: text('eu_responsible_email'),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    referenceCode: text('reference_code'),
    description: text('description'),
    shortDescription: text('short_description'),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceHt: integer('price_ht').notNull(),
    priceTtc: integer('price_ttc').notNull(),
    /** Professional price, tax included, in cents; null when none. */
    proPriceTtc: integer('pro_price_ttc'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    unlimitedStock: boolean('unlimited_stock').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    visibleInFrontend: boolean('visible_in_frontend').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    hasVariants: boolean('has_variants').notNull().default(false),
    packagingType: packagingType('packaging_type'),
    volumeLiters: numeric('volume_liters', { precision: 10, scale: 3, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3, mode: 'number' }),
    productKey: text('product_key'),
    /** Dangerous-goods class for carriers (lib/shipping). */
    transportClass: transportClass('transport_class').notNull().default('none'),
    /** 2K products (hardener, 2K clear coat, 2K primer): REACH Annex XVII entry 74 applies. */
    containsDiisocyanates: boolean('contains_diisocyanates').notNull().default(false),
    /** The owner announces a reduction (struck price, « Promo »): L112-1-1, lib/pricing/reduction.ts. */
    reductionAnnounced: boolean('reduction_announced').notNull().default(false),
    /** The legal reference of the announced reduction, in cents; set by the save announcing it. */
    reductionReferenceTtc: integer('reduction_reference_ttc'),
    /** CLP labelling shown before purchase (issue 39 §2, lib/hazard). */
    ...hazardLabel(),
    /** GPSR safety warnings in French, shown with the manufacturer. */
    safetyWarnings: text('safety_warnings'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** In the bin (« Corbeille ») since then: not shown, purged after 30 days (lib/admin/products/bin.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_reference_idx').on(t.referenceCode),
    index('products_active_idx').on(t.isActive, t.visibleInFrontend),
    // The admin product list's default order (last changed first): a page without a sort.
    index('products_admin_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id),
    index('products_name_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
    index('products_reference_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.referenceCode}, '')) gin_trgm_ops`,
    ),
    // The admin list's search matches name, reference or slug: without an index on the slug the
    // OR of the three scanned every product (69 ms with 20,000; 16 ms as three index scans).
    index('products_slug_trgm_idx').using('gin', sql`${t.slug} gin_trgm_ops`),
    check('products_price_chk', sql`${t.priceHt} >= 0 and ${t.priceTtc} >= 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantName: text('variant_name').notNull(),
    volumeLiters: numeric('volume_liters', { precision: 10, scale: 3, mode: 'number' }),
    referenceCode: text('reference_code'),
    priceHt: integer('price_ht').notNull(),
    priceTtc: integer('price_ttc').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The variant's own CLP labelling replaces the product's (e.g. the aerosol of a range). */
    hazardOverride: boolean('hazard_override').notNull().default(false),
    ...hazardLabel(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    check('product_variants_price_chk', sql`${t.priceHt} >= 0 and ${t.priceTtc} >= 0`),
  ],
);

/** Links products to categories (the spec's "tags linked to categories"). */
export const productTags = pgTable(
  'product_tags',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_tags_category_idx').on(t.categoryId),
  ],
);

/**
 * Every price charged, from the moment it began: written by triggers on products, variants and
 * the paint grid (supabase/migrations/0031_price_history.sql), read by lib/pricing/reduction.ts.
 */
export const priceHistory = pgTable('price_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
  variantId: uuid('variant_id'),
  paintKey: text('paint_key'),
  priceTtc: integer('price_ttc').notNull(),
  announced: boolean('announced').notNull().default(false),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One « Variation des prix (%) » of the admin products list, kept so it can be undone. */
export const bulkPriceBatches = pgTable('bulk_price_batches', {
  id: id(),
  adminId: uuid('admin_id'),
  percent: numeric('percent', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  /** 'none', 'x90' (nearest x,90 €) or 'euro' (nearest euro). */
  rounding: text('rounding').notNull(),
  productCount: integer('product_count').notNull(),
  variantCount: integer('variant_count').notNull(),
  createdAt: createdAt(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
});

/** Each price a batch changed, before and after (TTC cents); `variantId` null: the product row. */
export const bulkPriceBatchItems = pgTable(
  'bulk_price_batch_items',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => bulkPriceBatches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    beforeTtc: integer('before_ttc').notNull(),
    afterTtc: integer('after_ttc').notNull(),
    beforeProTtc: integer('before_pro_ttc'),
    afterProTtc: integer('after_pro_ttc'),
  },
  (t) => [index('bulk_price_batch_items_batch_idx').on(t.batchId)],
);
