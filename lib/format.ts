/**
 * French formatting of quantities, dates and numbers, one place for every page, e-mail and
 * document: « 0,5 L », « 400 ml », « 1,2 kg », « 12,50 € » (money: lib/money.ts), « 24/11/2026 »,
 * « 1er décembre 2026 ». Decimal commas, a space before the unit. Pure (shared by the server and
 * the browser).
 *
 * Every formatter is built once, with the module (docs/decisions/formatters-built-once.md), and
 * every moment is shown in Paris time whatever the machine's zone: an order placed at 23:30 in
 * Paris is dated that day, not the next (UTC) one. A calendar day (`YYYY-MM-DD`, no time) is read
 * as noon UTC, which is the same day in Paris.
 */

/**
 * Litres from a volume text: '0.5 L' → 0.5, '1 L' → 1, '1,5 L' → 1.5, '400ml' → 0.4,
 * '20ml' → 0.02. Without a unit the number is read as litres. Unreadable text gives null.
 */
export function parseVolumeLiters(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(ml|millilitres?|l|litres?)?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const unit = (match[2] ?? 'l').toLowerCase();
  const litres = unit.startsWith('m') ? amount / 1000 : amount;
  return Math.round(litres * 10000) / 10000;
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const percentNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const euro = { style: 'currency', currency: 'EUR' } as const;
const wholeEuros = new Intl.NumberFormat('fr-FR', { ...euro, maximumFractionDigits: 0 });

/** Paris time, whatever the machine's zone. */
const PARIS = { timeZone: 'Europe/Paris' } as const;
const short = { dateStyle: 'short' } as const;
const shortDate = new Intl.DateTimeFormat('fr-FR', { ...PARIS, ...short });
const longDate = new Intl.DateTimeFormat('fr-FR', { ...PARIS, dateStyle: 'long' });
const shortDateTime = new Intl.DateTimeFormat('fr-FR', { ...PARIS, ...short, timeStyle: 'short' });
const withSeconds = new Intl.DateTimeFormat('fr-FR', {
  ...PARIS,
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const fullDateTime = new Intl.DateTimeFormat('fr-FR', {
  ...PARIS,
  dateStyle: 'full',
  timeStyle: 'short',
});
const dayMonth = new Intl.DateTimeFormat('fr-FR', { ...PARIS, day: 'numeric', month: 'short' });
const monthYear = new Intl.DateTimeFormat('fr-FR', { ...PARIS, month: 'short', year: 'numeric' });
/** Canada's English writes a day as ISO does: « 2026-11-24 ». */
const isoDay = new Intl.DateTimeFormat('en-CA', {
  ...PARIS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A calendar day (`2026-11-24`) as a moment that falls on that day in Paris. */
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** « 1 234 », « 0,125 »: a count or a plain number. */
export const formatNumber = (value: number) => decimal.format(value);

/** « 20 », « 5,5 »: a rate in percent, at most two decimals (the caller adds « % »). */
export const formatPercentNumber = (value: number) => percentNumber.format(value);

/** « 1 235 € »: euros rounded to the unit (a chart's axis). */
export const formatWholeEuros = (euros: number) => wholeEuros.format(euros);

/** « 24/11/2026 »: the day of a moment, in Paris. */
export const formatDate = (moment: Date) => shortDate.format(moment);

/** « 24/11/2026 » from a calendar day (`2026-11-24`); empty for none. */
export const formatCalendarDay = (day: string | null) =>
  day ? shortDate.format(calendarDay(day)) : '';

/** « 24 novembre 2026 », « 1er décembre 2026 »: the day of a moment, in words, in Paris. */
export const formatLongDate = (moment: Date) => longDate.format(moment).replace(/^1 /, '1er ');

/** « 24 novembre 2026 », « 1er décembre 2026 » from a calendar day (`2026-11-24`). */
export const formatLongDay = (day: string) => formatLongDate(calendarDay(day));

/** « 24/11/2026 23:30 »: a moment to the minute, in Paris. */
export const formatDateTime = (moment: Date) => shortDateTime.format(moment);

/** « 24 nov. 2026, 23:30:05 »: a moment to the second, in Paris. */
export const formatDateTimeSeconds = (moment: Date) => withSeconds.format(moment);

/** « mardi 24 novembre 2026 à 23:30 »: a moment in full, in Paris. */
export const formatFullDateTime = (moment: Date) => fullDateTime.format(moment);

/** « 15 mai » from a calendar day. */
export const formatDayMonth = (day: string) => dayMonth.format(calendarDay(day));

/** « mai 2019 » from a calendar day. */
export const formatMonthYear = (day: string) => monthYear.format(calendarDay(day));

/** « 2026-11-24 »: the calendar day of a moment, in Paris (documents, file names, SQL). */
export const parisDay = (moment: Date) => isoDay.format(moment);

/** Litres → « 0,5 L », « 1 L », « 2,5 L »; under half a litre in millilitres: « 400 ml », « 20 ml ». */
export function formatVolume(litres: number): string {
  if (litres > 0 && litres < 0.5) return `${decimal.format(Math.round(litres * 1000))} ml`;
  return `${decimal.format(litres)} L`;
}

/** A volume as stored in a configuration (« 0.5 L », « 400ml ») shown the French way. */
export function volumeLabel(text: string): string {
  const litres = parseVolumeLiters(text);
  return litres === null ? text : formatVolume(litres);
}
