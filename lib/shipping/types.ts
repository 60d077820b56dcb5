/** Carriers and their rates as lib/shipping reads them (cents, grams). */
export const TRANSPORT_CLASSES = ['none', 'aerosol', 'flammable_liquid'] as const;
export type TransportClass = (typeof TRANSPORT_CLASSES)[number];

export const DESTINATIONS = ['FR', 'BE', 'LU'] as const;
export type Destination = (typeof DESTINATIONS)[number];

export type Days = { min: number; max: number };

export type ShippingRate = {
  country: string;
  minGrams: number;
  maxGrams: number;
  priceCents: number;
  /** Free from this merchandise total (TTC cents); null: never free. */
  freeFromCents: number | null;
  transit: Days;
};

export type Carrier = {
  code: string;
  name: string;
  description: string | null;
  acceptedClasses: TransportClass[];
  /** Largest gross weight of a parcel holding dangerous goods (grams); null: no limit. */
  dangerousParcelMaxGrams: number | null;
  handling: Days;
  isStandard: boolean;
  rates: ShippingRate[];
};

export function isTransportClass(value: unknown): value is TransportClass {
  return TRANSPORT_CLASSES.includes(value as TransportClass);
}

export function isDestination(value: unknown): value is Destination {
  return DESTINATIONS.includes(value as Destination);
}
