'use client';

import { capture } from './posthog';

/**
 * The shop owner's e-commerce events (PostHog, only after analytics consent: `capture` drops
 * them otherwise). Amounts are integer cents in euros; no event carries personal data (no
 * e-mail, name, address or order number).
 */
const EVENTS = {
  productViewed: 'product_viewed',
  colourViewed: 'colour_viewed',
  addedToCart: 'added_to_cart',
  checkoutStarted: 'checkout_started',
  orderPlaced: 'order_placed',
  searchNoResult: 'search_no_result',
} as const;

export function trackProductViewed(product: {
  slug: string;
  reference: string | null;
  priceCents: number;
  brand?: string | null;
}) {
  capture(EVENTS.productViewed, {
    slug: product.slug,
    reference: product.reference,
    price_cents: product.priceCents,
    brand: product.brand ?? null,
    currency: 'EUR',
  });
}

export function trackColourViewed(colour: {
  code: string;
  manufacturer: string;
  category: string;
  productType?: string;
}) {
  capture(EVENTS.colourViewed, {
    color_code: colour.code,
    manufacturer: colour.manufacturer,
    category: colour.category,
    product_type: colour.productType ?? null,
  });
}

export function trackAddedToCart(line: {
  productId: string;
  variantId?: string | null;
  slug?: string | null;
  quantity: number;
  unitPriceCents: number;
  isColourProduct?: boolean;
}) {
  capture(EVENTS.addedToCart, {
    product_id: line.productId,
    variant_id: line.variantId ?? null,
    slug: line.slug ?? null,
    quantity: line.quantity,
    unit_price_cents: line.unitPriceCents,
    value_cents: line.unitPriceCents * line.quantity,
    colour_product: line.isColourProduct === true,
    currency: 'EUR',
  });
}

/** The checkout page opened with a priced cart. */
export function trackCheckoutStarted(cart: { valueCents: number; itemCount: number }) {
  capture(EVENTS.checkoutStarted, {
    value_cents: cart.valueCents,
    item_count: cart.itemCount,
    currency: 'EUR',
  });
}

/** An order was placed (called once by the checkout); value only, no order data. */
export function trackOrderPlaced(order: {
  valueCents: number;
  itemCount: number;
  paymentMethod: string;
}) {
  capture(EVENTS.orderPlaced, {
    value_cents: order.valueCents,
    item_count: order.itemCount,
    payment_method: order.paymentMethod,
    currency: 'EUR',
  });
}

/** A search that found nothing: what the shop is asked for and does not sell (or spell). */
export function trackSearchNoResult(search: { query: string; where: 'dropdown' | 'page' }) {
  capture(EVENTS.searchNoResult, { query: search.query.slice(0, 100), where: search.where });
}
