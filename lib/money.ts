/**
 * Money, in integer cents from the database to the screen (`Cents`). The one formatter of the
 * shop (`fr-FR`, EUR), the HT value of a TTC price (VAT 20 %), and the decimal strings the
 * feed and JSON-LD print.
 */
export type Cents = number;

export const VAT_RATE_PERCENT = 20;

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Integer cents → « 12,34 € ». */
export function formatCents(cents: Cents): string {
  return euro.format(cents / 100);
}

/** Pre-tax value from tax-included cents (VAT 20 %), rounded to the cent. */
export function htFromTtc(ttcCents: Cents): Cents {
  return Math.round((ttcCents * 100) / (100 + VAT_RATE_PERCENT));
}

/** Euros as typed or stored in a local cart (12.5) → integer cents (1250), rounded. */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/** Cents → « 12.34 », the decimal string of the feed and structured data. */
export function decimalString(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

/**
 * A price as a French shop owner types it (« 12,50 », « 12.5 », « 1 234,50 € », « 12 ») →
 * integer cents; `null` for anything else (letters, three decimals, a minus sign, more than
 * a million euros).
 */
export function parseEuroInput(text: string): Cents | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= 100_000_000 ? cents : null;
}

/** Cents → « 12,50 », the value a price input shows (decimal comma, no currency sign). */
export function centsInput(cents: Cents): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}
