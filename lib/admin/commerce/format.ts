import { formatNumber } from '@/lib/format';
import { formatCents } from '@/lib/money';

/** A promotion's discount as the list shows it: « 10 % », « 12,50 € », none for free shipping. */
export function promotionValueText(promotion: { type: string; value: number }): string | null {
  if (promotion.type === 'percentage') return `${promotion.value} %`;
  if (promotion.type === 'fixed_amount') return formatCents(promotion.value);
  return null;
}

/** Grams as « 2 000 ». */
export function formatGrams(grams: number): string {
  return formatNumber(grams);
}
