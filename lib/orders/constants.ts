/** Checkout and order constants (one source for the server, the pages and the e-mails). */

/** A bank transfer not received after this many days cancels the order and frees its stock. */
export const TRANSFER_DUE_DAYS = 7;

/** French VAT rate applied to every line, in basis points (2000 = 20 %). */
export const VAT_RATE_BP = 2000;

/** The shop's bank details printed on the transfer instructions (page and e-mail). */
export const SHOP_BANK = {
  holder: 'Nuancier SAS',
  bank: 'Crédit Lyonnais, agence Lyon Gerland',
  iban: 'FR76 3000 2005 5000 0012 3456 789',
  bic: 'CRLYFRPP',
} as const;

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = 'card' | 'paypal' | 'transfer';
