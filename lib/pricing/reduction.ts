/**
 * Announced price reductions (Code de la consommation L112-1-1; docs/decisions/
 * price-reduction-reference.md). The reference price of a reduction is the lowest price charged
 * in the 30 days before the reduction began; while reductions follow one another (the product
 * keeps announcing one), the reference stays the one of the first. Pure: the history comes from
 * `price_history` (supabase/migrations/0031_price_history.sql).
 */

/** A price charged from `at` until the next point; `announced`: shown as a reduction. */
export type PricePoint = { priceTtc: number; at: Date; announced: boolean };

/** The length of the look-back before a reduction, in days (L112-1-1 I). */
const REFERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

export type ReductionReference = { since: Date; referenceTtc: number };

/**
 * The reduction under way at the end of `history` (points in the order they were charged):
 * when it began (the first of the last run of announced points) and its reference, the lowest
 * price charged in the 30 days before (the price in force when the 30 days opened, and every
 * one set during them). Null when the last point announces nothing, or no price is known
 * before the reduction began (nothing to compare with).
 */
export function reductionReference(history: readonly PricePoint[]): ReductionReference | null {
  const last = history.at(-1);
  if (!last?.announced) return null;
  let start = history.length - 1;
  while (start > 0 && history[start - 1]!.announced) start -= 1;
  const since = history[start]!.at;
  const opens = since.getTime() - REFERENCE_DAYS * DAY_MS;
  const before = history.slice(0, start);
  const opening = before.filter((p) => p.at.getTime() <= opens).at(-1);
  const charged = [
    ...(opening ? [opening.priceTtc] : []),
    ...before.filter((p) => p.at.getTime() > opens).map((p) => p.priceTtc),
  ];
  if (charged.length === 0) return null;
  return { since, referenceTtc: Math.min(...charged) };
}

/** What a shopper sees of a reduction: the struck price and the percentage, rounded down. */
export type ShownReduction = { referenceTtc: number; percent: number };

/**
 * The reduction shown beside `priceTtc`: the legal reference is the struck price (never a higher
 * one), and nothing is announced unless the price is really below it (a « reduction » after a
 * raise that only comes back above the 30-day low is no reduction).
 */
export function shownReduction(
  priceTtc: number,
  referenceTtc: number | null | undefined,
): ShownReduction | null {
  if (referenceTtc == null || priceTtc >= referenceTtc) return null;
  return { referenceTtc, percent: Math.floor(((referenceTtc - priceTtc) * 100) / referenceTtc) };
}
