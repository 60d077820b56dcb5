/**
 * A number written the English way before a unit — « 0.5 L », « 12.50 € », « 1.2 kg »,
 * « 2.5 ml » — where a French page writes « 0,5 L » (lib/format.ts, lib/money.ts). Pure, so the
 * unit tests can check it (tests/unit/english-decimal.test.ts) and every e2e page is held to it
 * (tests/e2e/support/test.ts).
 */
export const ENGLISH_DECIMAL = /(?<![\d.])\d+\.\d+\s?(?:L|ml|€|kg)(?![\p{L}\d])/gu;

/** The English decimals of a text (none on a French page). */
export function englishDecimals(text: string): string[] {
  return text.match(ENGLISH_DECIMAL) ?? [];
}
