/**
 * Shipping as search engines are told it (pure, no message catalogue: the feed module and
 * its tests import it).
 */
import type { Carrier, Days, ShippingRate } from './types';

/** A rate's price for a merchandise total: free from its threshold. */
export function priceOf(rate: ShippingRate, merchandiseCents: number): number {
  return rate.freeFromCents !== null && merchandiseCents >= rate.freeFromCents
    ? 0
    : rate.priceCents;
}

/**
 * What search engines are told (JSON-LD offers, Google Shopping): the standard carrier's rate
 * for one parcel of the lightest band, per destination, free when the offer's price reaches the
 * rate's free threshold. Derived from the same rates as the cart, never from a constant.
 */
export type AdvertisedShipping = {
  country: string;
  priceCents: number;
  handling: Days;
  transit: Days;
};

export function advertisedShipping(
  carriers: readonly Carrier[],
  priceTtcCents: number,
): AdvertisedShipping[] {
  const standard = carriers.find((c) => c.isStandard) ?? carriers[0];
  if (!standard) return [];
  const out: AdvertisedShipping[] = [];
  for (const rate of [...standard.rates].sort((a, b) => a.minGrams - b.minGrams)) {
    if (out.some((o) => o.country === rate.country)) continue;
    out.push({
      country: rate.country,
      priceCents: priceOf(rate, priceTtcCents),
      handling: standard.handling,
      transit: rate.transit,
    });
  }
  return out;
}
