/** Postgres enums shared by the domain tables. */
import { pgEnum } from 'drizzle-orm/pg-core';

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
  'partially_refunded',
]);
export const paymentMethod = pgEnum('payment_method', ['card', 'paypal', 'transfer']);
export const paymentState = pgEnum('payment_state', ['pending', 'paid', 'failed', 'refunded']);
export const userRole = pgEnum('user_role', ['customer', 'admin']);
export const emailStatus = pgEnum('email_status', ['queued', 'sent', 'failed']);
/**
 * Dangerous-goods transport class (ADR): aerosols UN1950, flammable liquids UN1263
 * (solvent-borne paints, thinners, varnishes), or none.
 */
export const transportClass = pgEnum('transport_class', ['none', 'aerosol', 'flammable_liquid']);
export const proPriceScope = pgEnum('pro_price_scope', ['brand', 'category', 'product', 'variant']);
