/**
 * French days of the dispatch promise, pure (the browser and the e-mails share them):
 * « mardi 1er décembre », « mardi 1er décembre 2026 », and the cut-off « 14 h », « 14 h 30 ».
 */
const weekdayDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const weekdayDayYear = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** « mardi 1 décembre » → « mardi 1er décembre » (the French ordinal of the first). */
const firstOfMonth = (text: string) => text.replace(/^(\S+) 1 /, '$1 1er ');

/** « mardi 1er décembre » from a calendar day (`2026-12-01`). */
export const formatDispatchDay = (day: string) =>
  firstOfMonth(weekdayDay.format(new Date(`${day}T12:00:00Z`)));

/** « mardi 1er décembre 2026 » from a calendar day (orders and e-mails, read later). */
export const formatDispatchDayWithYear = (day: string) =>
  firstOfMonth(weekdayDayYear.format(new Date(`${day}T12:00:00Z`)));

/** « 14 h », « 14 h 30 » from « 14:00 », « 14:30 ». */
export function formatCutoff(cutoff: string): string {
  const [hours = '0', minutes = '00'] = cutoff.split(':');
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}
