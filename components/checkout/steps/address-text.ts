import type { AddressView } from '@/lib/account/queries';

/** An address on one line, as the checkout's radio buttons show it. */
export function addressText(a: AddressView): string {
  return [
    `${a.firstName} ${a.lastName}`,
    a.companyName,
    a.addressLine1,
    a.addressLine2,
    `${a.postalCode} ${a.city}`,
    a.country,
  ]
    .filter(Boolean)
    .join(', ');
}
