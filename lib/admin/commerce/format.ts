import { formatCents } from '@/lib/money';

// Formatters are built once: each new Intl formatter costs some 0.05–0.3 ms.
const DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC' });
const GRAMS = new Intl.NumberFormat('fr-FR');

/** « 2026-11-24 » (a calendar day) → « 24/11/2026 ». */
export function formatDay(day: string | null): string {
  if (!day) return '';
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** A promotion's discount as the list shows it: « 10 % », « 12,50 € », none for free shipping. */
export function promotionValueText(promotion: { type: string; value: number }): string | null {
  if (promotion.type === 'percentage') return `${promotion.value} %`;
  if (promotion.type === 'fixed_amount') return formatCents(promotion.value);
  return null;
}

/** Grams as « 2 000 ». */
export function formatGrams(grams: number): string {
  return GRAMS.format(grams);
}
