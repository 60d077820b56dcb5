/**
 * French calendar days (`YYYY-MM-DD`) and working days, one place for the withdrawal period
 * (lib/withdrawals/period.ts) and the dispatch date (lib/dispatch): weekends and the eleven public
 * holidays of metropolitan France (Code du travail L3133-1), the eight fixed ones plus Easter
 * Monday, Ascension Thursday and Whit Monday, computed from Easter. Pure (the browser computes
 * the dispatch date with it too).
 */

/** `2026-11-24` + n days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm), as `YYYY-MM-DD`. */
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
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];

/** The year's public holidays, in date order. */
export function frenchHolidays(year: number): string[] {
  const easter = easterSunday(year);
  // Easter Monday, Ascension Thursday, Whit Monday.
  const movable = [1, 39, 50].map((offset) => addDays(easter, offset));
  return [...FIXED.map((monthDay) => `${year}-${monthDay}`), ...movable].sort();
}

/** The eleven public holidays of metropolitan France (Code du travail L3133-1). */
export function isFrenchPublicHoliday(day: string): boolean {
  return frenchHolidays(Number(day.slice(0, 4))).includes(day);
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isFrenchPublicHoliday(day);
}
