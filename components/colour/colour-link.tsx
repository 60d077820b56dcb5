import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isColourListUrl } from '@/lib/colours/rewrites';

/**
 * A link inside the colour catalogue. A maker's list (`/catalogue-couleur/{category}?manufacturer=…`)
 * is served through a rewrite on its query; after a client-side visit to the category page, the
 * router would reuse that page for the same path with a new query, so these links load the
 * document instead. Every other address is a client-side <Link>.
 */
export function ColourLink({
  href,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (isColourListUrl(href)) return <a href={href} {...props} />;
  return <Link href={href} {...props} />;
}
