/**
 * The database schema (Drizzle). `npm run db:generate` turns changes into SQL under
 * supabase/migrations/, the one source of truth deployed to embedded and hosted Postgres.
 * Money is always integer cents (`*_cents` or `price_ht`/`price_ttc` as integers).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const catalogueSection = pgEnum('catalogue_section', [
  'carrosserie',
  'outillage',
  'equipement',
  'detailing',
]);
export const colourCategory = pgEnum('colour_category', [
  'auto',
  'moto',
  'utilitaires-et-poids-lourds',
  'industrie',
]);
export const packagingType = pgEnum('packaging_type', ['pot', 'bombe', 'stylo']);
export const promotionType = pgEnum('promotion_type', [
  'percentage',
  'fixed_amount',
  'free_shipping',
]);
export const orderStatus = pgEnum('order_status', [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
]);
export const paymentMethod = pgEnum('payment_method', ['card', 'paypal', 'transfer']);
export const paymentState = pgEnum('payment_state', ['pending', 'paid', 'failed', 'refunded']);
export const userRole = pgEnum('user_role', ['customer', 'admin']);
export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'failed']);

// ---------------------------------------------------------------- users (local auth)

/** Local-mode users. In hosted mode Supabase's auth.users plays this part. */
export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Keyed by the user id (local users.id or Supabase auth.users.id). */
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  companyName: text('company_name'),
  siret: text('siret'),
  isProfessional: boolean('is_professional').notNull().default(false),
  isVerifiedProfessional: boolean('is_verified_professional').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A row with role 'admin' and verified = true makes the user an administrator. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull(),
    role: userRole('role').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id').notNull(),
    label: text('label').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('France'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_postal_code_chk', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

// ---------------------------------------------------------------- catalogue

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_reference_idx').on(t.referenceCode),
    index('products_active_idx').on(t.isActive, t.visibleInFrontend),
    index('products_name_trgm_idx').using(
      'gin',
      sql`public.immutable_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
    index('products_reference_trgm_idx').using(
      'gin',
      sql`lower(coalesce(${t.referenceCode}, '')) gin_trgm_ops`,
    ),
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

// ---------------------------------------------------------------- paint

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

// ---------------------------------------------------------------- cart, promotions, orders

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: promotionType('type').notNull(),
    /** Percent for 'percentage', cents for 'fixed_amount', unused for free shipping. */
    value: integer('value').notNull().default(0),
    minOrderAmount: integer('min_order_amount'),
    maxDiscountAmount: integer('max_discount_amount'),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotions_code_idx').on(sql`lower(${t.code})`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id').notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id'),
    quantity: integer('quantity').notNull(),
    unitPriceHt: integer('unit_price_ht').notNull(),
    unitPriceTtc: integer('unit_price_ttc').notNull(),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_product_variant_key')
      .on(t.userId, t.productId, t.variantId)
      .nullsNotDistinct(),
    check('cart_items_quantity_chk', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id'),
    email: text('email').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    promotionCode: text('promotion_code'),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentState: paymentState('payment_state').notNull().default('pending'),
    paymentReference: text('payment_reference'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    variantId: uuid('variant_id'),
    name: text('name').notNull(),
    referenceCode: text('reference_code'),
    quantity: integer('quantity').notNull(),
    unitPriceHt: integer('unit_price_ht').notNull(),
    unitPriceTtc: integer('unit_price_ttc').notNull(),
    totalTtc: integer('total_ttc').notNull(),
    metadata: jsonb('metadata'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

// ---------------------------------------------------------------- site

export const cookieConsentLog = pgTable('cookie_consent_log', {
  id: id(),
  userId: uuid('user_id'),
  consentData: jsonb('consent_data').notNull(),
  ipAddress: inet('ip_address'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
});

export const seoSettings = pgTable('seo_settings', {
  id: id(),
  settingKey: text('setting_key').notNull().unique(),
  settingValue: jsonb('setting_value').notNull(),
  updatedAt: updatedAt(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  confirmToken: text('confirm_token'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template'),
    status: emailStatus('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

export const legacyRedirects = pgTable('legacy_redirects', {
  id: id(),
  oldPath: text('old_path').notNull().unique(),
  newPath: text('new_path').notNull(),
  hits: integer('hits').notNull().default(0),
  createdAt: createdAt(),
});
