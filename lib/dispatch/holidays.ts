/**
 * French public holidays (jours fériés, art. L3133-1 Code du travail), computed for any year:
 * the eight fixed ones plus Easter Monday, Ascension Thursday and Whit Monday, which follow
 * Easter. Pure (the browser computes the dispatch date with it too). Alsace-Moselle's Good
 * Friday and 26 December are not national holidays and are not counted.
 */

/** `2027-03-29` for a UTC day number. */
export function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
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
  return isoOf(new Date(Date.UTC(year, month - 1, day)));
}

/** The calendar day `days` after `day` (calendar days, not working days). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

const FIXED = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];

/** The year's public holidays, as calendar days, in date order. */
export function frenchHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const movable = [1, 39, 50].map((offset) => addCalendarDays(easter, offset));
  return [...FIXED.map((md) => `${year}-${md}`), ...movable].sort();
}

const byYear = new Map<number, ReadonlySet<string>>();

/** Whether a calendar day (`2026-12-25`) is a French public holiday. */
export function isFrenchHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Set(frenchHolidays(year));
    byYear.set(year, days);
  }
  return days.has(day);
}
