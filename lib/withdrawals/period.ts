import { parisDay } from '@/lib/format';
import { addDays, isWorkingDay } from '@/lib/working-days';

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
