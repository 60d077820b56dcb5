/**
 * Shipping quotes (pure): which carriers may carry a parcel of this weight, these
 * dangerous-goods classes, to this country, and at what price. The cart shows the cheapest as
 * an estimate; the checkout lets the customer choose among `options`.
 */
import { getT } from '@/lib/i18n/server';
import { priceOf } from './advertised';
import type { Carrier, Days, ShippingRate, TransportClass } from './types';

export type ShippingOption = {
  carrierCode: string;
  carrierName: string;
  priceCents: number;
  parcels: number;
  handling: Days;
  transit: Days;
  /** French note when the parcel is split (dangerous goods, weight per parcel). */
  note: string | null;
};

export type ExcludedCarrier = { carrierCode: string; carrierName: string; reason: string };

export type ShippingQuote = { options: ShippingOption[]; excluded: ExcludedCarrier[] };

export type ShippingRequest = {
  country: string;
  weightGrams: number;
  classes: ReadonlySet<TransportClass>;
  /** Merchandise total TTC (cents) for free-shipping thresholds. */
  merchandiseCents: number;
};

/** Beyond this many parcels a shipment is refused (contact the shop). */
const MAX_PARCELS = 10;

const DANGEROUS: readonly TransportClass[] = ['aerosol', 'flammable_liquid'];

function bandFor(rates: ShippingRate[], grams: number): ShippingRate | undefined {
  return rates.find((rate) => grams >= rate.minGrams && grams <= rate.maxGrams);
}

function refusedClassesText(refused: TransportClass[]): string {
  const t = getT('shipping');
  return refused.map((c) => t(`classes.${c}`)).join(t('and'));
}

export function quoteShipping(
  carriers: readonly Carrier[],
  request: ShippingRequest,
): ShippingQuote {
  const t = getT('shipping');
  const options: ShippingOption[] = [];
  const excluded: ExcludedCarrier[] = [];
  const classes = [...request.classes];
  const dangerous = classes.some((c) => DANGEROUS.includes(c));
  const grams = Math.max(1, Math.round(request.weightGrams));
  for (const carrier of carriers) {
    const exclude = (reason: string) =>
      excluded.push({ carrierCode: carrier.code, carrierName: carrier.name, reason });
    const refused = classes.filter((c) => !carrier.acceptedClasses.includes(c));
    if (refused.length > 0) {
      exclude(t('refusesClasses', { carrier: carrier.name, classes: refusedClassesText(refused) }));
      continue;
    }
    const rates = carrier.rates
      .filter((r) => r.country === request.country)
      .sort((a, b) => a.minGrams - b.minGrams);
    if (rates.length === 0) {
      exclude(t('noDestination', { carrier: carrier.name }));
      continue;
    }
    // A parcel weighs at most the last band (and, with dangerous goods, the carrier's limit):
    // heavier carts leave in several parcels, up to MAX_PARCELS.
    const bandMax = rates[rates.length - 1]!.maxGrams;
    const dangerousMax = dangerous ? carrier.dangerousParcelMaxGrams : null;
    const parcelMax = Math.min(bandMax, dangerousMax ?? bandMax);
    const parcels = Math.ceil(grams / parcelMax);
    if (parcels > MAX_PARCELS) {
      exclude(t('tooHeavy', { carrier: carrier.name, max: (MAX_PARCELS * parcelMax) / 1000 }));
      continue;
    }
    const rate = bandFor(rates, Math.ceil(grams / parcels));
    if (!rate) {
      exclude(t('tooHeavy', { carrier: carrier.name, max: (MAX_PARCELS * parcelMax) / 1000 }));
      continue;
    }
    const splitByDangerousGoods = dangerousMax !== null && parcelMax === dangerousMax;
    options.push({
      carrierCode: carrier.code,
      carrierName: carrier.name,
      priceCents: priceOf(rate, request.merchandiseCents) * parcels,
      parcels,
      handling: carrier.handling,
      transit: rate.transit,
      note:
        parcels === 1
          ? null
          : splitByDangerousGoods
            ? t('splitDangerous', { parcels, max: parcelMax / 1000 })
            : t('split', { parcels, max: parcelMax / 1000 }),
    });
  }
  // Cheapest first; equal prices keep the carriers' own order.
  options.sort((a, b) => a.priceCents - b.priceCents);
  return { options, excluded };
}
