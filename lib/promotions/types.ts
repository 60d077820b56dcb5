/** A promotion as lib/promotions reads it (cents; percent for 'percentage'). */
type PromotionType = 'percentage' | 'fixed_amount' | 'free_shipping';

export const CUSTOMER_TYPES = ['individual', 'professional'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/**
 * Who may use a promotion and how often (migration 0031, docs/decisions/promotion-limits.md).
 * Absent: no limit at all (the promotions written before the limits existed).
 */
export type PromotionLimits = {
  firstOrderOnly: boolean;
  /** Orders (not cancelled) of one customer that may carry the code; null: no limit. */
  maxUsesPerCustomer: number | null;
  /** Uses in all; null: no limit. */
  maxUses: number | null;
  /** Uses recorded so far (the counter the order's statement raises). */
  usesCount: number;
  /** null: every customer; 'professional': verified professionals only. */
  customerType: CustomerType | null;
  /** Non-empty: only the lines of these categories or brands count (and are discounted). */
  categoryIds: readonly string[];
  brandIds: readonly string[];
  /** False: refused when the cart carries professional prices. */
  combinableWithPro: boolean;
};

export type Promotion = {
  code: string;
  name: string;
  type: PromotionType;
  /** Percent for 'percentage', cents for 'fixed_amount', unused for free shipping. */
  value: number;
  minOrderAmount: number | null;
  maxDiscountAmount: number | null;
  limits?: PromotionLimits;
};
