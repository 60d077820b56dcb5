/**
 * The transit of the carriers an item can really go with (its dangerous-goods classes, to
 * France): the fastest and slowest rate's working days, without the carriers' own handling
 * (the dispatch date already counts the shop's preparation). Pure.
 */
import { carriersFor } from '@/lib/shipping/estimate';
import type { Carrier, Days, TransportClass } from '@/lib/shipping/types';

export function transitFor(
  carriers: readonly Carrier[],
  classes: Iterable<TransportClass>,
  country = 'FR',
): Days | null {
  let out: Days | null = null;
  for (const carrier of carriersFor(carriers, classes, country)) {
    for (const { country: rateCountry, transit } of carrier.rates) {
      if (rateCountry !== country) continue;
      out = out
        ? { min: Math.min(out.min, transit.min), max: Math.max(out.max, transit.max) }
        : transit;
    }
  }
  return out;
}
