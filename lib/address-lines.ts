/** A postal address as the shop stores it on orders (and prints it on invoices and e-mails). */
export type PostalAddress = {
  firstName: string;
  lastName: string;
  company?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  postalCode: string;
  city: string;
  country: string;
};

/** An address as printed: name, company, street lines, « postcode city », country. */
export function addressLines(a: PostalAddress): string[] {
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.company ?? '',
    a.addressLine1,
    a.addressLine2 ?? '',
    `${a.postalCode} ${a.city}`,
    a.country,
  ].filter((line) => line.trim() !== '');
}
