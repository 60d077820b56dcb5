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

/** Euros (the local cart line's price) → « 12,34 € ». */
export function formatEuros(euros: number): string {
  return euro.format(euros);
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
