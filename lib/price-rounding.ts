/**
 * The new price of a « Variation des prix (%) » (issue 40 §4), in integer cents: the price
 * times (100 + percent) / 100 to the nearest cent, then the owner's optional rounding —
 * `x90`: the nearest price ending in ,90 € (12,34 € → 11,90 €; 12,50 € → 12,90 €), never
 * below 0,90 €; `euro`: the nearest whole euro, never below 1 €. A free price stays free.
 * docs/decisions/bulk-price-undo.md says why « nearest ».
 */
export const ROUNDINGS = ['none', 'x90', 'euro'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** Each rounding's label, under `admin.products.bulk` (the form's options, the undo's summary). */
export const ROUNDING_LABELS = {
  none: 'roundingNone',
  x90: 'roundingX90',
  euro: 'roundingEuro',
} as const satisfies Record<Rounding, string>;

export function scaledPrice(cents: number, percent: number, rounding: Rounding): number {
  if (cents <= 0) return cents;
  // The percent has one decimal at most: in tenths, the product stays an exact integer.
  const tenths = Math.round(percent * 10);
  const raw = Math.round((cents * (1000 + tenths)) / 1000);
  if (rounding === 'x90') return Math.max(0, Math.round((raw - 90) / 100)) * 100 + 90;
  if (rounding === 'euro') return Math.max(1, Math.round(raw / 100)) * 100;
  return raw;
}
