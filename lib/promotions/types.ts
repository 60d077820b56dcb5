/** A promotion as lib/promotions reads it (cents; percent for 'percentage'). */
type PromotionType = 'percentage' | 'fixed_amount' | 'free_shipping';

export type Promotion = {
  code: string;
  name: string;
  type: PromotionType;
  /** Percent for 'percentage', cents for 'fixed_amount', unused for free shipping. */
  value: number;
  minOrderAmount: number | null;
  maxDiscountAmount: number | null;
};
