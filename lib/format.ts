/**
 * French formatting of quantities, one place for every page, e-mail and document: « 0,5 L »,
 * « 400 ml », « 1,2 kg », « 12,50 € » (money: lib/money.ts). Decimal commas, a space before the
 * unit. Pure (shared by the server and the browser).
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

/** Kilograms → « 1,2 kg »; under a kilogram in grams: « 350 g ». */
export function formatWeight(kg: number): string {
  if (kg > 0 && kg < 1) return `${decimal.format(Math.round(kg * 1000))} g`;
  return `${decimal.format(kg)} kg`;
}

export { formatCents } from '@/lib/money';
