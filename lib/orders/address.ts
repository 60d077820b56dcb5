import type { OrderAddress } from './queries';

/** An order address as printed: name, company, street lines, « postcode city », country. */
export function addressLines(a: OrderAddress): string[] {
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.company ?? '',
    a.addressLine1,
    a.addressLine2 ?? '',
    `${a.postalCode} ${a.city}`,
    a.country,
  ].filter((line) => line.trim() !== '');
}
