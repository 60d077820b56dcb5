/** Cart, promotions and orders. Money is integer cents. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
