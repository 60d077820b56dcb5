/**
 * Delivery delays as the shop may promise them (pure, no message catalogue): computed from the
 * carriers really offered, never written by hand (art. L121-2 Code de la consommation,
 * docs/decisions/delivery-claims-from-carriers.md). A delay is the carrier's handling plus the
 * rate's transit, in working days, as the checkout shows it for each option.
 */
import type { Carrier, Days, TransportClass } from './types';

/** The shop's home country: the delays the pages announce are for France. */
const HOME_COUNTRY = 'FR';

/** Handling plus transit of one checkout option. */
export function optionDays(option: { handling: Days; transit: Days }): Days {
  return {
    min: option.handling.min + option.transit.min,
    max: option.handling.max + option.transit.max,
  };
}

/** The carriers that accept every one of these classes and deliver to the country. */
export function carriersFor(
  carriers: readonly Carrier[],
  classes: Iterable<TransportClass>,
  country: string = HOME_COUNTRY,
): Carrier[] {
  const needed = [...classes];
  return carriers.filter(
    (c) =>
      needed.every((k) => c.acceptedClasses.includes(k)) &&
      c.rates.some((r) => r.country === country),
  );
}

/**
 * Fastest and slowest delivery over the carriers that may carry an item of these classes to
 * the country (any weight band); null when none may. With no class, every carrier counts: the
 * range is then true of every item (the home page and the footer).
 */
export function deliveryEstimate(
  carriers: readonly Carrier[],
  classes: Iterable<TransportClass> = [],
  country: string = HOME_COUNTRY,
): Days | null {
  let out: Days | null = null;
  for (const carrier of carriersFor(carriers, classes, country)) {
    for (const rate of carrier.rates) {
      if (rate.country !== country) continue;
      const days = optionDays({ handling: carrier.handling, transit: rate.transit });
      out = out ? { min: Math.min(out.min, days.min), max: Math.max(out.max, days.max) } : days;
    }
  }
  return out;
}

/**
 * The values of a delay message: « {min} à {max} jours ouvrés », or « {max} jour(s) ouvré(s) »
 * when both ends are equal (`same` selects the wording in the message).
 */
export function daysValues(days: Days): { min: number; max: number; same: 'oui' | 'non' } {
  return { min: days.min, max: days.max, same: days.min === days.max ? 'oui' : 'non' };
}
