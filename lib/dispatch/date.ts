/**
 * The day an order ships and the days it may arrive (issue 41 §4), from the shop's rules: the
 * preparation time in working days, the order cut-off (« commandez avant 14 h »), weekends and
 * French public holidays, in Paris time, whatever the machine's zone. Pure and given `now`: the
 * browser computes the storefront's date with it, the server the order's and the e-mail's, and
 * the tests a fake clock's (docs/decisions/dispatch-date.md).
 */
import type { Days } from '@/lib/shipping/types';
import { addDays, isWorkingDay } from '@/lib/working-days';

export type DispatchRules = {
  /** Working days of preparation after the day the order is taken in (0: shipped that day). */
  preparationDays: number;
  /** « HH:MM », Paris time: an order placed at or after it is taken in the next working day. */
  cutoff: string;
};

/** Calendar days: `dispatchOn` ships; delivery between `from` and `to` (null: no transit known). */
export type DispatchDates = {
  dispatchOn: string;
  delivery: { from: string; to: string } | null;
};

const parisClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris calendar day and minute of the day of a moment. */
function parisMoment(now: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(parisClock.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Minutes after midnight of « HH:MM ». */
function cutoffMinutes(cutoff: string): number {
  const [hours, minutes] = cutoff.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The first working day on or after `day`. */
function firstWorkingDayFrom(day: string): string {
  let out = day;
  while (!isWorkingDay(out)) out = addDays(out, 1);
  return out;
}

/** The working day `count` working days after `day` (a working day itself). */
export function addWorkingDays(day: string, count: number): string {
  let out = firstWorkingDayFrom(day);
  for (let left = count; left > 0; left -= 1) out = firstWorkingDayFrom(addDays(out, 1));
  return out;
}

/**
 * The day an order placed at `now` ships: it is taken in today when today is a working day
 * and the cut-off has not passed, else the next working day; it ships `preparationDays`
 * working days later.
 */
export function dispatchDay(now: Date, rules: DispatchRules): string {
  const { day, minutes } = parisMoment(now);
  const takenIn =
    isWorkingDay(day) && minutes < cutoffMinutes(rules.cutoff)
      ? day
      : firstWorkingDayFrom(addDays(day, 1));
  return addWorkingDays(takenIn, Math.max(0, rules.preparationDays));
}

/** The dispatch day and the delivery days after the carrier's transit (working days). */
export function dispatchDates(
  now: Date,
  rules: DispatchRules,
  transit: Days | null,
): DispatchDates {
  const dispatchOn = dispatchDay(now, rules);
  return {
    dispatchOn,
    delivery: transit
      ? {
          from: addWorkingDays(dispatchOn, transit.min),
          to: addWorkingDays(dispatchOn, transit.max),
        }
      : null,
  };
}
