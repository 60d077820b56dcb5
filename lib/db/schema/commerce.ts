/** Cart, promotions and orders. Money is integer cents. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns';
import { promotionType, orderStatus, paymentMethod, paymentState } from './enums';

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
    // Limits (migration 0031, docs/decisions/promotion-limits.md).
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    maxUses: integer('max_uses'),
    /** Raised by the order's statement only while below `max_uses`. */
    usesCount: integer('uses_count').notNull().default(0),
    /** null: everyone; 'individual' or 'professional' (a verified professional). */
    customerType: text('customer_type').$type<'individual' | 'professional'>(),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    brandIds: uuid('brand_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    combinableWithPro: boolean('combinable_with_pro').notNull().default(true),
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
    /**
     * The local cart line's id (`{productId}-{variantId|default}`): custom paints have no
     * variant row (their configuration is in `metadata`), so the line key tells two paints of
     * one colour apart where (user, product, variant) cannot.
     */
    lineKey: text('line_key').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceHt: integer('unit_price_ht').notNull(),
    unitPriceTtc: integer('unit_price_ttc').notNull(),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_line_key').on(t.userId, t.lineKey),
    check('cart_items_quantity_chk', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** NU-<year>-<6 digits> from the order_number_seq sequence (lib/orders/number.ts). */
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id'),
    email: text('email').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    /** Client-generated key of one checkout attempt: a retry or double click finds this order. */
    idempotencyKey: text('idempotency_key'),
    professional: boolean('professional').notNull().default(false),
    /** Buyer at the time of the order: name, company, SIRET, VAT number (invoice mentions). */
    customer: jsonb('customer').notNull().default({}),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** TVA included in total_cents (20 %). */
    taxCents: integer('tax_cents').notNull().default(0),
    totalHtCents: integer('total_ht_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** Still owed after an edit raised a paid order's total (migration 0044); received = total − this. */
    balanceDueCents: integer('balance_due_cents').notNull().default(0),
    promotionId: uuid('promotion_id'),
    promotionCode: text('promotion_code'),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address'),
    shippingCountry: text('shipping_country').notNull().default('FR'),
    carrierCode: text('carrier_code'),
    carrierName: text('carrier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    paymentState: paymentState('payment_state').notNull().default('pending'),
    /** Stripe PaymentIntent id for card payments. */
    paymentReference: text('payment_reference'),
    /** Bank transfer: after this moment an unpaid order is cancelled and its stock released. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * A card payment taken by Stripe that the shop refused to record (`amount`, `currency`, or
     * `cancelled` meanwhile): « paiement à vérifier » until a person settles it (migration 0028).
     */
    paymentReview: text('payment_review').$type<'amount' | 'currency' | 'cancelled'>(),
    paymentReviewAt: timestamp('payment_review_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set once the order's stock went back on the shelves (cancellation, expired transfer). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    /** REACH Annex XVII entry 74: the buyer confirmed the training for 2K (diisocyanate) products. */
    diisocyanateTrainingConfirmedAt: timestamp('diisocyanate_training_confirmed_at', {
      withTimezone: true,
    }),
    /** Custom paint is mixed to order: excluded from withdrawal (L221-28 3°), acknowledged. */
    customPaintAcknowledged: boolean('custom_paint_acknowledged').notNull().default(false),
    cgvAcceptedAt: timestamp('cgv_accepted_at', { withTimezone: true }),
    /**
     * The day the order is to ship (migration 0038), computed when it was placed from the
     * dispatch settings, the cut-off and the French calendar (lib/dispatch): the order pages and
     * the confirmation e-mail say it. Null for orders placed before it existed.
     */
    dispatchOn: date('dispatch_on'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_transfer_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentState} = 'pending' and ${t.stockReleasedAt} is null`),
    // Admin order list (lib/admin/orders/queries.ts): newest first, by status, and the search
    // box (number, e-mail, buyer's names) with the same expression as ORDER_SEARCH_TEXT.
    index('orders_admin_created_idx').on(t.createdAt, t.id),
    index('orders_admin_status_idx').on(t.status, t.createdAt),
    // Sorted by total (either way, ties by date then id in the same direction).
    index('orders_admin_total_idx').on(t.totalCents, t.createdAt, t.id),
    index('orders_admin_search_trgm_idx').using(
      'gin',
      sql`lower(${t.orderNumber} || ' ' || ${t.email} || ' ' || coalesce(${t.customer}->>'firstName', '') || ' ' || coalesce(${t.customer}->>'lastName', '') || ' ' || coalesce(${t.customer}->>'company', '')) gin_trgm_ops`,
    ),
  ],
);

/**
 * How many orders there are per status, payment state, payment method and carrier: what the
 * admin orders list shows as its total when it is filtered by those alone (its default view
 * included), instead of counting 100,000 orders at every visit. Kept by the statement triggers
 * of migration 0024 on every insert, update, delete and truncate of `orders`, in the same
 * transaction, whoever writes (checkout, webhooks, admin, job worker). Each key is spread over
 * `slot`s (the writing connection's backend pid modulo 8) so that concurrent checkouts do not
 * wait on one row; a slot's `n` may go negative, only the sum of a key's slots is meaningful.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    status: orderStatus('status').notNull(),
    paymentState: paymentState('payment_state').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    /** The order's carrier code, '' when it has none. */
    carrierCode: text('carrier_code').notNull(),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.status, t.paymentState, t.paymentMethod, t.carrierCode, t.slot] }),
  ],
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
    /** The cart line key (product-variant, or the custom paint's key). */
    lineKey: text('line_key'),
    name: text('name').notNull(),
    details: text('details'),
    referenceCode: text('reference_code'),
    quantity: integer('quantity').notNull(),
    unitPriceHt: integer('unit_price_ht').notNull(),
    unitPriceTtc: integer('unit_price_ttc').notNull(),
    totalHt: integer('total_ht').notNull().default(0),
    totalTtc: integer('total_ttc').notNull(),
    /** Basis points: 2000 = 20 %. */
    vatRateBp: integer('vat_rate_bp').notNull().default(2000),
    isCustomPaint: boolean('is_custom_paint').notNull().default(false),
    /** Custom paint: code, name, css preview, maker, category, paint type, packaging, volume. */
    colour: jsonb('colour'),
    /** True when stock was taken from products/product_variants (and must go back on release). */
    stockTracked: boolean('stock_tracked').notNull().default(false),
    metadata: jsonb('metadata'),
    /** A repair kit's line: the kit and its content as sold (lib/kits/order.ts). */
    kit: jsonb('kit'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // The admin list's search by colour code (custom-paint lines).
    index('order_items_colour_code_trgm_idx').using(
      'gin',
      sql`lower(${t.colour}->>'code') gin_trgm_ops`,
    ),
  ],
);

/** One row per promotion used by an order (usage counts, one use per order). */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: id(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('promotion_uses_order_key').on(t.orderId, t.promotionId)],
);

/**
 * Invoices and credit notes: immutable once issued. Each kind has its own unbroken sequence
 * (document_counters, taken under a row lock in the issuing transaction).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind').notNull().default('invoice'),
    /** FA-<year>-<6 digits> for invoices, AV-<year>-<6 digits> for credit notes. */
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** A credit note names the invoice it cancels. */
    creditsInvoiceId: uuid('credits_invoice_id'),
    /** An invoice issued by an order's edit names the one it replaces (migration 0044). */
    replacesInvoiceId: uuid('replaces_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Everything printed, frozen at issue time. */
    data: jsonb('data').notNull(),
    /** The PDF bytes (base64), frozen at issue time; Factur-X for professionals. */
    pdfBase64: text('pdf_base64'),
    facturX: boolean('factur_x').notNull().default(false),
    /** What a credit note credits (lines by index and quantity, shipping); null: the whole invoice. */
    credited: jsonb('credited'),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoices_kind_chk', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_replaces_chk', sql`${t.replacesInvoiceId} is null or ${t.kind} = 'invoice'`),
    uniqueIndex('invoices_first_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.replacesInvoiceId} is null`),
    uniqueIndex('invoices_replaces_key')
      .on(t.replacesInvoiceId)
      .where(sql`${t.replacesInvoiceId} is not null`),
  ],
);

/** Unbroken numbering per document kind and year. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [unique('document_counters_key').on(t.kind, t.year)],
);

/** Payment provider events already handled (webhook idempotency). */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id'),
  payload: jsonb('payload'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money given back on an order: through Stripe for a card, recorded by hand for a transfer. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    method: paymentMethod('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedOn: date('refunded_on').notNull(),
    reference: text('reference'),
    providerRefundId: text('provider_refund_id').unique(),
    creditNoteId: uuid('credit_note_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** The withdrawal this refund settles (one refund each, migration 0038). */
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id, { onDelete: 'restrict' }),
    /** What an edit took off a paid order, given back (migration 0044): not in refund sums. */
    orderEdit: boolean('order_edit').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_refunds_amount_chk', sql`${t.amountCents} > 0`),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('order_refunds_withdrawal_key')
      .on(t.withdrawalId)
      .where(sql`${t.withdrawalId} is not null`),
  ],
);

/**
 * A withdrawal the buyer confirmed (« Se rétracter du contrat ici », L221-21; migration 0031),
 * with the refund the shop recorded for it (all four refund columns set together, or none).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    refundCents: integer('refund_cents'),
    /** The calendar day the refund was made (`YYYY-MM-DD`). */
    refundedOn: date('refunded_on', { mode: 'string' }),
    refundReference: text('refund_reference'),
    refundRecordedAt: timestamp('refund_recorded_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawals_order_idx').on(t.orderId, t.createdAt),
    index('withdrawals_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

/** The quantity of one order line a withdrawal takes back. */
export const withdrawalLines = pgTable(
  'withdrawal_lines',
  {
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.withdrawalId, t.orderItemId] }),
    index('withdrawal_lines_item_idx').on(t.orderItemId),
    check('withdrawal_lines_quantity_chk', sql`${t.quantity} > 0`),
  ],
);
