/** Carriers, their rates by destination and weight band, and professional prices. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands, categories, products, productVariants } from './catalogue';
import { id, createdAt, updatedAt } from './columns';
import { proPriceScope, transportClass } from './enums';

export const carriers = pgTable('carriers', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  /** Dangerous-goods classes it carries ('none' = ordinary goods). */
  acceptedClasses: transportClass('accepted_classes')
    .array()
    .notNull()
    .default(sql`'{none}'::transport_class[]`),
  /** Largest gross weight of one parcel holding dangerous goods (limited quantities), grams. */
  dangerousParcelMaxGrams: integer('dangerous_parcel_max_grams'),
  handlingDaysMin: integer('handling_days_min').notNull().default(1),
  handlingDaysMax: integer('handling_days_max').notNull().default(2),
  /** The rate search engines are told about (JSON-LD, Google Shopping). */
  isStandard: boolean('is_standard').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: id(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2: FR, BE, LU. */
    country: text('country').notNull(),
    /** Weight band [min, max] in grams, bounds included. */
    minWeightGrams: integer('min_weight_grams').notNull().default(0),
    maxWeightGrams: integer('max_weight_grams').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Free from this merchandise total (TTC, cents); null: never free. */
    freeFromCents: integer('free_from_cents'),
    transitDaysMin: integer('transit_days_min').notNull(),
    transitDaysMax: integer('transit_days_max').notNull(),
  },
  (t) => [
    index('shipping_rates_carrier_idx').on(t.carrierId, t.country),
    check(
      'shipping_rates_band_chk',
      sql`${t.minWeightGrams} >= 0 and ${t.maxWeightGrams} >= ${t.minWeightGrams} and ${t.priceCents} >= 0`,
    ),
  ],
);

/**
 * Professional prices: a percentage off per brand or per category, or a price (TTC, cents)
 * per product or variant. Read by lib/pricing for verified professionals only.
 */
export const professionalPrices = pgTable(
  'professional_prices',
  {
    id: id(),
    scope: proPriceScope('scope').notNull(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    discountPercent: integer('discount_percent'),
    priceTtc: integer('price_ttc'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('professional_prices_target_idx').on(
      t.scope,
      sql`coalesce(${t.brandId}, ${t.categoryId}, ${t.productId}, ${t.variantId})`,
    ),
    check(
      'professional_prices_target_chk',
      sql`(${t.scope} = 'brand' and ${t.brandId} is not null and ${t.discountPercent} between 1 and 90)
       or (${t.scope} = 'category' and ${t.categoryId} is not null and ${t.discountPercent} between 1 and 90)
       or (${t.scope} = 'product' and ${t.productId} is not null and ${t.priceTtc} > 0)
       or (${t.scope} = 'variant' and ${t.variantId} is not null and ${t.priceTtc} > 0)`,
    ),
  ],
);
