/**
 * Who may use a promotion, and on which lines (pure; docs/decisions/promotion-limits.md). The
 * cart and the checkout ask it with the buyer's history read at the time; the order's statement
 * enforces the limits that others can change meanwhile (first order, uses per customer, total
 * uses) again, inside its write (lib/orders/place/write.ts).
 */
import type { Promotion } from './types';

/** Why a buyer may not use a promotion (the key of its French message, `promotions.refused`). */
export type PromotionRefusal =
  | 'firstOrder'
  | 'perCustomer'
  | 'exhausted'
  | 'professionalOnly'
  | 'individualOnly'
  | 'noEligibleLine'
  | 'notCombinable';

/** A signed-in buyer's past orders (cancelled ones left out). */
export type BuyerHistory = {
  /** Orders placed and not cancelled. */
  orders: number;
  /** Uses per promotion code (upper case) on orders not cancelled. */
  usesByCode: ReadonlyMap<string, number>;
};

/** A cart line as the restriction to categories or brands reads it. */
export type EligibleLine = {
  brandId: string | null;
  categoryIds: readonly string[];
  totalTtc: number;
};

export type PromotionContext = {
  /** null: a visitor (what depends on the account is checked at the order). */
  buyer: BuyerHistory | null;
  /** A verified professional. */
  professional: boolean;
  /** Some line is priced with a professional price. */
  proPriced: boolean;
  lines: readonly EligibleLine[];
};

function restricted(promotion: Promotion): boolean {
  const limits = promotion.limits;
  return !!limits && (limits.categoryIds.length > 0 || limits.brandIds.length > 0);
}

function lineEligible(promotion: Promotion, line: EligibleLine): boolean {
  const limits = promotion.limits!;
  return (
    (line.brandId !== null && limits.brandIds.includes(line.brandId)) ||
    line.categoryIds.some((id) => limits.categoryIds.includes(id))
  );
}

/**
 * The subtotal a restricted promotion is computed on: its categories' and brands' lines only.
 * null for a promotion not restricted (computed on the whole cart).
 */
export function eligibleSubtotal(
  promotion: Promotion,
  context: PromotionContext | undefined,
): number | null {
  if (!context || !restricted(promotion)) return null;
  return context.lines
    .filter((line) => lineEligible(promotion, line))
    .reduce((sum, line) => sum + line.totalTtc, 0);
}

/** Why this buyer may not use the promotion on this cart (null: they may). */
export function promotionRefusal(
  promotion: Promotion,
  context: PromotionContext | undefined,
): PromotionRefusal | null {
  const limits = promotion.limits;
  if (!limits || !context) return null;
  if (limits.maxUses !== null && limits.usesCount >= limits.maxUses) return 'exhausted';
  if (limits.customerType === 'professional' && !context.professional) return 'professionalOnly';
  if (limits.customerType === 'individual' && context.professional) return 'individualOnly';
  const buyer = context.buyer;
  if (buyer && limits.firstOrderOnly && buyer.orders > 0) return 'firstOrder';
  if (
    buyer &&
    limits.maxUsesPerCustomer !== null &&
    (buyer.usesByCode.get(promotion.code.toUpperCase()) ?? 0) >= limits.maxUsesPerCustomer
  ) {
    return 'perCustomer';
  }
  if (!limits.combinableWithPro && context.proPriced) return 'notCombinable';
  if (restricted(promotion) && !context.lines.some((line) => lineEligible(promotion, line))) {
    return 'noEligibleLine';
  }
  return null;
}
