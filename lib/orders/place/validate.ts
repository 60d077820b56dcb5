import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { getT } from '@/lib/i18n/server';
import type { ParsedLine } from '@/lib/pricing/lines';
import { priceCart } from '@/lib/pricing/price-cart';
import type { PricedCart, PricedLine, PricingData } from '@/lib/pricing/types';
import type { ShippingOption } from '@/lib/shipping/quote';
import type { OrderAddress } from '../queries';
import type { PlaceOrderInput } from './types';

/** The delivery countries by name, as their ISO codes (the shipping rates are per code). */
export const COUNTRY_CODES: Record<string, string> = {
  France: 'FR',
  Belgique: 'BE',
  Luxembourg: 'LU',
};

/** A checkout the server accepts: its prices, and what the order is written with. */
export type ValidCheckout = {
  priced: PricedCart;
  /** The lines ordered (all of the cart's, each `ok`). */
  lines: PricedLine[];
  shipping: OrderAddress;
  billing: OrderAddress | null;
  /** ISO code of the delivery country. */
  country: string;
  carrier: ShippingOption;
  /** The promotion applied (null: none), and its discount. */
  promoCode: string | null;
  discountCents: number;
  /** Custom paint in the order and its withdrawal exclusion acknowledged. */
  customPaint: boolean;
};

/**
 * Reprices the cart with the server's data and checks what the buyer agreed to: every line
 * still as shown, the carrier and promotion chosen, the total they saw, the conditions of sale,
 * custom paint's withdrawal exclusion and the 2K training. Writes and reads nothing: a refusal
 * is an ActionError with its French message (and the field it concerns).
 */
export function validateCheckout(
  data: PricingData,
  caller: SignedIn,
  input: PlaceOrderInput,
  parsed: ParsedLine[],
  addresses: { shipping: OrderAddress | null; billing: OrderAddress | null },
): ValidCheckout {
  const t = getT('checkout');
  if (!input.acceptCgv) throw new ActionError(t('errors.cgv'), { acceptCgv: t('errors.cgv') });
  const { shipping, billing } = addresses;
  if (!shipping) throw new ActionError(t('errors.address'));
  if (input.billingAddressId && !billing) throw new ActionError(t('errors.address'));
  const country = COUNTRY_CODES[shipping.country] ?? 'FR';

  const priced = priceCart(data, caller, parsed, {
    promoCode: input.promoCode,
    country,
    carrierCode: input.carrierCode,
  });
  const problem = priced.lines.find((l) => l.status !== 'ok' || l.adjustedQuantity !== null);
  if (problem) {
    throw new ActionError(
      t('errors.lineChanged', { name: problem.name, message: problem.message ?? '' }),
    );
  }
  const lines = priced.lines.filter((l) => l.status === 'ok');
  if (lines.length === 0) throw new ActionError(t('errors.empty'));
  const carrier = priced.shipping.selected;
  if (!carrier || carrier.carrierCode !== input.carrierCode) {
    throw new ActionError(priced.shipping.unavailable ?? t('errors.carrier'));
  }
  if (input.promoCode && priced.promotion.status !== 'applied') {
    throw new ActionError(priced.promotion.message ?? t('errors.promotion'));
  }
  if (priced.totalTtc !== input.expectedTotalCents) {
    throw new ActionError(t('errors.totalChanged'));
  }
  const customPaint = lines.some((l) => l.isCustomPaint);
  if (customPaint && !input.customPaintAcknowledged) {
    throw new ActionError(t('errors.customPaint'), {
      customPaintAcknowledged: t('errors.customPaint'),
    });
  }
  if (lines.some((l) => l.containsDiisocyanates) && !input.diisocyanateTraining) {
    throw new ActionError(t('errors.diisocyanates'), {
      diisocyanateTraining: t('errors.diisocyanates'),
    });
  }
  const applied = priced.promotion.status === 'applied' ? priced.promotion : null;
  return {
    priced,
    lines,
    shipping,
    billing,
    country,
    carrier,
    promoCode: applied ? applied.code : null,
    discountCents: applied ? applied.discountCents : 0,
    customPaint,
  };
}
