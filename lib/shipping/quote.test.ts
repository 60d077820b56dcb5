import { describe, expect, it } from 'vitest';
import { CARRIERS } from '@/tests/support/pricing-data';
import { advertisedShipping } from './advertised';
import { quoteShipping } from './quote';
import type { TransportClass } from './types';

const request = (grams: number, classes: TransportClass[], merchandise = 2000, country = 'FR') => ({
  country,
  weightGrams: grams,
  classes: new Set(classes),
  merchandiseCents: merchandise,
});

describe('quoteShipping', () => {
  it('offers every carrier for ordinary goods, cheapest first, by weight band', () => {
    const quote = quoteShipping(CARRIERS, request(800, ['none']));
    expect(quote.options.map((o) => [o.carrierCode, o.priceCents])).toEqual([
      ['relais', 490],
      ['colissimo', 690],
      ['adr', 1490],
    ]);
    expect(quote.excluded).toEqual([]);
    expect(quoteShipping(CARRIERS, request(3000, ['none'])).options[0]).toMatchObject({
      carrierCode: 'colissimo',
      priceCents: 990,
    });
  });

  it('is free from the rate’s threshold', () => {
    expect(quoteShipping(CARRIERS, request(800, ['none'], 5900)).options[0]).toMatchObject({
      carrierCode: 'colissimo',
      priceCents: 0,
    });
  });

  it('only offers carriers that accept every dangerous-goods class, and says why in French', () => {
    const quote = quoteShipping(CARRIERS, request(800, ['none', 'aerosol']));
    expect(quote.options.map((o) => o.carrierCode)).toEqual(['adr']);
    expect(quote.excluded.map((e) => e.carrierCode)).toEqual(['colissimo', 'relais']);
    expect(quote.excluded[0]!.reason).toBe(
      'Colissimo ne transporte pas les aérosols (UN1950) : ce transporteur n’est pas proposé pour ce panier.'.replace(
        '’',
        "'",
      ),
    );
    const both = quoteShipping(CARRIERS, request(800, ['aerosol', 'flammable_liquid']));
    expect(both.excluded[0]!.reason).toContain(
      'les aérosols (UN1950) ni les liquides inflammables (UN1263)',
    );
  });

  it('splits dangerous goods into parcels of 30 kg at most, and refuses beyond ten', () => {
    const quote = quoteShipping(CARRIERS, request(45_000, ['flammable_liquid']));
    expect(quote.options).toEqual([
      expect.objectContaining({
        carrierCode: 'adr',
        parcels: 2,
        priceCents: 2 * 2990,
        note: 'Expédition en 2 colis : 30 kg maximum par colis de marchandises dangereuses.',
      }),
    ]);
    const refused = quoteShipping(CARRIERS, request(301_000, ['aerosol']));
    expect(refused.options).toEqual([]);
    expect(refused.excluded.find((e) => e.carrierCode === 'adr')?.reason).toContain('300 kg');
  });

  it('splits heavy carts by the last band, refuses beyond ten parcels and unknown destinations', () => {
    const heavy = quoteShipping(CARRIERS, request(31_000, ['none']));
    expect(heavy.options.find((o) => o.carrierCode === 'colissimo')).toMatchObject({
      parcels: 2,
      priceCents: 2 * 2490,
      note: 'Expédition en 2 colis (30 kg maximum par colis).',
    });
    const tooHeavy = quoteShipping(CARRIERS, request(301_000, ['none']));
    expect(tooHeavy.options).toEqual([]);
    expect(tooHeavy.excluded.map((e) => e.reason)).toContain(
      "Colissimo ne prend pas d'envoi de plus de 300 kg.",
    );
    const belgium = quoteShipping(CARRIERS, request(800, ['none'], 2000, 'BE'));
    expect(belgium.options.map((o) => o.carrierCode)).toEqual(['colissimo', 'adr']);
    expect(belgium.excluded).toEqual([
      expect.objectContaining({
        carrierCode: 'relais',
        reason: 'Mondial Relay ne livre pas ce pays.',
      }),
    ]);
  });
});

describe('advertisedShipping', () => {
  it('is the standard carrier’s lightest band per country, free from its threshold', () => {
    expect(advertisedShipping(CARRIERS, 2000)).toEqual([
      { country: 'FR', priceCents: 690, handling: { min: 1, max: 2 }, transit: { min: 2, max: 5 } },
      {
        country: 'BE',
        priceCents: 1490,
        handling: { min: 1, max: 2 },
        transit: { min: 2, max: 5 },
      },
    ]);
    expect(advertisedShipping(CARRIERS, 5900)[0]!.priceCents).toBe(0);
    expect(advertisedShipping([], 5900)).toEqual([]);
  });
});
