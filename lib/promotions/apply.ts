/**
 * Promotion rules (spec sections 5 and 9), pure and in cents:
 * - matched case-insensitively among the active promotions within their dates;
 * - the order subtotal must reach `min_order_amount`;
 * - percentage uses value/100, fixed amount its value, free shipping discounts the shipping;
 * - `max_discount_amount` caps the discount;
 * - at least 0.50 € is left to pay;
 * - TOUTGRATIS: the order costs 1 € with free shipping.
 */
import {
  eligibleSubtotal,
  promotionRefusal,
  type PromotionContext,
  type PromotionRefusal,
} from './eligibility';
import type { Promotion } from './types';

export const MIN_PAYABLE_CENTS = 50;
const TOUTGRATIS_CODE = 'TOUTGRATIS';
export const TOUTGRATIS_TOTAL_CENTS = 100;
/** Longest code looked up (anything longer is simply not a code). */
const MAX_CODE_LENGTH = 50;

function normaliseCode(code: unknown): string {
  if (typeof code !== 'string') return '';
  return code.trim().slice(0, MAX_CODE_LENGTH).toUpperCase();
}

export function findPromotion(promotions: readonly Promotion[], code: unknown): Promotion | null {
  const wanted = normaliseCode(code);
  if (!wanted) return null;
  return promotions.find((p) => p.code.toUpperCase() === wanted) ?? null;
}

export type PromotionOutcome =
  | { status: 'none' }
  | { status: 'invalid'; code: string }
  | { status: 'minimum'; code: string; minOrderAmount: number }
  /** The code exists but this buyer or this cart may not use it (lib/promotions/eligibility). */
  | { status: 'refused'; code: string; reason: PromotionRefusal }
  | {
      status: 'applied';
      code: string;
      name: string;
      type: Promotion['type'];
      /** Total discount, shipping discount included. */
      discountCents: number;
      /** The part of the discount that is the shipping amount. */
      shippingDiscountCents: number;
    };

function isToutGratis(promotion: Pick<Promotion, 'code'>): boolean {
  return promotion.code.toUpperCase() === TOUTGRATIS_CODE;
}

/**
 * The discount a promotion gives on a cart of `subtotalCents` (lines TTC) and `shippingCents`.
 * `code` is what the customer typed (empty: no promotion asked for). `context`: the buyer and
 * the lines its limits are checked against (absent: no limit checked).
 */
export function applyPromotion(
  promotions: readonly Promotion[],
  code: unknown,
  subtotalCents: number,
  shippingCents: number,
  context?: PromotionContext,
): PromotionOutcome {
  const typed = normaliseCode(code);
  if (!typed) return { status: 'none' };
  const promotion = findPromotion(promotions, typed);
  if (!promotion || subtotalCents <= 0) return { status: 'invalid', code: typed };
  if (promotion.minOrderAmount !== null && subtotalCents < promotion.minOrderAmount) {
    return { status: 'minimum', code: promotion.code, minOrderAmount: promotion.minOrderAmount };
  }
  const refusal = promotionRefusal(promotion, context);
  if (refusal) return { status: 'refused', code: promotion.code, reason: refusal };
  // A promotion restricted to categories or brands is computed on their lines only (null: not
  // restricted, the whole cart).
  const base = eligibleSubtotal(promotion, context);
  const gross = subtotalCents + shippingCents;
  const applied = (discountCents: number, shippingDiscountCents: number): PromotionOutcome => ({
    status: 'applied',
    code: promotion.code,
    name: promotion.name,
    type: promotion.type,
    discountCents,
    shippingDiscountCents: Math.min(shippingDiscountCents, discountCents),
  });

  if (isToutGratis(promotion)) {
    // The order costs 1 € with free shipping (nothing off an order already at or below 1 €).
    const discount = Math.max(0, gross - TOUTGRATIS_TOTAL_CENTS);
    return applied(discount, Math.min(shippingCents, discount));
  }

  let raw: number;
  switch (promotion.type) {
    case 'percentage':
      raw = Math.round(
        ((base ?? subtotalCents) * Math.min(Math.max(promotion.value, 0), 100)) / 100,
      );
      break;
    case 'fixed_amount':
      raw = Math.max(0, base === null ? promotion.value : Math.min(promotion.value, base));
      break;
    case 'free_shipping':
      raw = shippingCents;
      break;
  }
  if (promotion.maxDiscountAmount !== null) raw = Math.min(raw, promotion.maxDiscountAmount);
  const discount = Math.max(0, Math.min(raw, gross - MIN_PAYABLE_CENTS));
  const shippingPart = promotion.type === 'free_shipping' ? discount : 0;
  return applied(discount, shippingPart);
}

/** « 100 » for 10000 cents, « 49,90 » for 4990 (the spec writes « X€ »). */
export function minimumAmount(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}
