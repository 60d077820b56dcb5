/**
 * Fixed links of the frame, as message keys of the `layout` namespace: server code (JSON-LD)
 * and client components (menus, footer) translate them. Plain data: safe in the browser bundle.
 */
export type NavLink = { href: string; key: string };

/** The links of the main navigation after the four mega-menus. */
export const MAIN_NAV_LINKS: readonly NavLink[] = [
  { href: '/catalogue-couleur', key: 'colourCatalogue' },
  { href: '/contact', key: 'contact' },
];

/** Information pages, in the footer. */
export const INFO_LINKS: readonly NavLink[] = [
  { href: '/livraison', key: 'footer.info.livraison' },
  { href: '/paiements-securises', key: 'footer.info.paiements' },
  { href: '/cgv', key: 'footer.info.cgv' },
  { href: '/faq', key: 'footer.info.faq' },
  { href: '/confidentialite', key: 'footer.info.confidentialite' },
  { href: '/mentions-legales', key: 'footer.info.mentions' },
  { href: '/help', key: 'footer.info.help' },
  { href: '/contact', key: 'footer.info.contact' },
  // « Se rétracter du contrat ici » on every page (Code de la consommation L221-21).
  { href: '/retractation', key: 'footer.info.withdrawal' },
];
