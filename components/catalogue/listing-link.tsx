import type { ComponentProps } from 'react';

/**
 * A link to a listing address with parameters (page, sort, filters). A plain <a>, not
 * next/link: such an address is served by its /filtres twin through a server rewrite keyed on
 * the query, which the client router cannot predict (it would reuse the static page's data).
 */
export function ListingLink(props: ComponentProps<'a'> & { href: string }) {
  return <a {...props} />;
}
