import { parisDay } from '@/lib/format';

/**
 * The withdrawal period's days (Code de la consommation L221-18 to L221-24), as calendar days of
 * the shop's time zone (`YYYY-MM-DD`, Europe/Paris). See docs/decisions/withdrawal-function.md.
 *
 * - The buyer may withdraw from the order on: before delivery the period has not started yet
 *   (L221-18: it runs from the taking of physical possession), so an order not yet delivered is
 *   always open.
 * - Once delivered, the 14 days start the day after delivery; the last day ends at midnight, and
 *   a last day falling on a Saturday, a Sunday or a French public holiday moves to the next
 *   working day (Regulation (EEC, Euratom) No 1182/71, art. 3, which the directive follows).
 * - After a withdrawal, the buyer returns the goods within 14 days (L221-23) and the shop refunds
 *   within 14 days (L221-24): plain calendar days from the day of the withdrawal.
 */
const WITHDRAWAL_DAYS = 14;

/** `2026-11-24` + n days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as `YYYY-MM-DD`. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The eleven public holidays of metropolitan France (Code du travail L3133-1). */
export function isFrenchPublicHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];
  if (fixed.includes(day.slice(5))) return true;
  const easter = easterSunday(year);
  // Easter Monday, Ascension Thursday, Whit Monday.
  return [1, 39, 50].some((offset) => addDays(easter, offset) === day);
}

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isFrenchPublicHoliday(day);
}

/** The last day to withdraw for goods delivered at `deliveredAt` (see the module's comment). */
export function withdrawalLastDay(deliveredAt: Date): string {
  let last = addDays(parisDay(deliveredAt), WITHDRAWAL_DAYS);
  while (!isWorkingDay(last)) last = addDays(last, 1);
  return last;
}

export type WithdrawalWindow =
  | { open: true; lastDay: string | null }
  | { open: false; reason: 'closed' | 'cancelled'; lastDay: string | null };

/**
 * Whether the order can still be withdrawn from at `now`: a cancelled or refunded order cannot
 * (nothing left to withdraw from); one not yet delivered always can; a delivered one until the
 * end of its last day (`lastDay`, null while not delivered).
 */
export function withdrawalWindow(
  order: { status: string; deliveredAt: Date | null },
  now: Date,
): WithdrawalWindow {
  const lastDay = order.deliveredAt ? withdrawalLastDay(order.deliveredAt) : null;
  if (order.status === 'cancelled' || order.status === 'refunded') {
    return { open: false, reason: 'cancelled', lastDay };
  }
  if (lastDay !== null && parisDay(now) > lastDay)
    return { open: false, reason: 'closed', lastDay };
  return { open: true, lastDay };
}

/** The shop's two deadlines after a withdrawal made at `withdrawnAt`: return and refund. */
export function afterWithdrawalDeadlines(withdrawnAt: Date): {
  returnBy: string;
  refundBy: string;
} {
  const last = addDays(parisDay(withdrawnAt), WITHDRAWAL_DAYS);
  return { returnBy: last, refundBy: last };
}
