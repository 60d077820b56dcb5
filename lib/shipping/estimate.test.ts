import { describe, expect, it } from 'vitest';
import { getT } from '@/lib/i18n/server';
import { CARRIERS as SEED_CARRIERS } from '@/supabase/seed/data/shipping';
import { daysValues, deliveryEstimate, optionDays } from './estimate';
import { quoteShipping } from './quote';
import { DESTINATIONS, TRANSPORT_CLASSES, type Carrier, type TransportClass } from './types';

/** The demo shop's carrier table (Colissimo, Mondial Relay, Chronopost, road carrier ADR). */
const carriers: Carrier[] = SEED_CARRIERS.map((c) => ({
  code: c.code,
  name: c.name,
  description: c.description,
  acceptedClasses: c.accepted,
  dangerousParcelMaxGrams: c.dangerousParcelMaxGrams ?? null,
  handling: { min: c.handling[0], max: c.handling[1] },
  isStandard: c.isStandard === true,
  rates: c.rates.map(({ country, min, max, price, freeFrom, transit }) => ({
    ...{ country, minGrams: min, maxGrams: max, priceCents: price },
    ...{ freeFromCents: freeFrom ?? null, transit: { min: transit[0], max: transit[1] } },
  })),
}));

describe('delivery claims from the carrier table', () => {
  it('promises the home and footer range of all carriers, true of every item', () => {
    expect(deliveryEstimate(carriers)).toEqual({ min: 2, max: 7 });
    for (const c of TRANSPORT_CLASSES) {
      const item = deliveryEstimate(carriers, [c])!;
      expect(item.min).toBeGreaterThanOrEqual(2);
      expect(item.max).toBeLessThanOrEqual(7);
    }
  });

  it('gives aerosols and flammable liquids the road carrier’s delay only', () => {
    expect(deliveryEstimate(carriers, ['aerosol'])).toEqual({ min: 3, max: 6 });
    expect(deliveryEstimate(carriers, ['flammable_liquid'])).toEqual({ min: 3, max: 6 });
    expect(deliveryEstimate(carriers, ['none'])).toEqual({ min: 2, max: 7 });
    expect(deliveryEstimate(carriers, ['aerosol'], 'BE')).toEqual({ min: 4, max: 7 });
  });

  it('matches what the checkout offers for a parcel of that item', () => {
    for (const country of DESTINATIONS) {
      for (const c of TRANSPORT_CLASSES) {
        const classes = new Set<TransportClass>([c]);
        const quote = quoteShipping(carriers, {
          country,
          weightGrams: 500,
          classes,
          merchandiseCents: 2000,
        });
        const days = quote.options.map(optionDays);
        expect(deliveryEstimate(carriers, classes, country), `${c} ${country}`).toEqual({
          min: Math.min(...days.map((d) => d.min)),
          max: Math.max(...days.map((d) => d.max)),
        });
      }
    }
  });

  it('promises nothing when no carrier may carry the item', () => {
    const postal = carriers.filter((c) => !c.acceptedClasses.includes('aerosol'));
    expect(deliveryEstimate(postal, ['aerosol'])).toBeNull();
    expect(deliveryEstimate([])).toBeNull();
  });

  it('words one day, several days and a range in French', () => {
    const product = getT('product');
    expect(product('delivery', daysValues({ min: 3, max: 6 }))).toBe(
      'Livraison en 3 à 6 jours ouvrés en France',
    );
    expect(product('delivery', daysValues({ min: 2, max: 2 }))).toBe(
      'Livraison en 2 jours ouvrés en France',
    );
    expect(product('delivery', daysValues({ min: 1, max: 1 }))).toBe(
      'Livraison en 1 jour ouvré en France',
    );
    const checkout = getT('checkout');
    expect(checkout('carrier.transit', daysValues({ min: 2, max: 2 }))).toBe(
      'Livraison en 2 jours ouvrés',
    );
    expect(
      getT('shipping')('estimateVia', { carrier: 'Colissimo', ...daysValues({ min: 3, max: 7 }) }),
    ).toBe('Colissimo, 3 à 7 jours ouvrés');
  });
});
