const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Integer cents → « 12,34 € ». */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** Euros (the local cart line's price) → « 12,34 € ». */
export function formatEuros(euros: number): string {
  return euro.format(euros);
}

/** Pre-tax value from tax-included cents (VAT 20 %), rounded to the cent. */
export function htFromTtc(ttcCents: number): number {
  return Math.round(ttcCents / 1.2);
}
