/**
 * When a colour-match claim may be filed (issue 41 §2): from the day the order was delivered
 * (or, without a delivery date, shipped) for the owner's number of days, on a colour line only
 * (custom paint mixed for a colour code; the varnish pen and the test card are not a shade).
 * Pure.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export type ClaimWindow =
  { open: true; lastDay: Date } | { open: false; reason: 'notShipped' | 'expired' };

export function claimWindow(
  order: { deliveredAt: Date | null; shippedAt: Date | null },
  days: number,
  now: Date,
): ClaimWindow {
  const start = order.deliveredAt ?? order.shippedAt;
  if (!start) return { open: false, reason: 'notShipped' };
  const lastDay = new Date(start.getTime() + days * DAY_MS);
  return now.getTime() <= lastDay.getTime()
    ? { open: true, lastDay }
    : { open: false, reason: 'expired' };
}

/** A line the guarantee covers: a colour mixed to its code. */
export function isColourLine(line: {
  isCustomPaint: boolean;
  colour: { code: string } | null;
}): boolean {
  return line.isCustomPaint && line.colour !== null;
}
