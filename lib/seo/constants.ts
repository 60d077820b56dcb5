/**
 * Search-engine constants of the spec (section 9 and section 1): offers valid 30 days,
 * destinations FR, BE, LU, EUR, French. Shipping prices and delays are not constants: they come
 * from the standard carrier's rates (lib/shipping `advertisedShipping`).
 */
export const SEO = {
  currency: 'EUR',
  language: 'fr-FR',
  country: 'FR',
  offerValidityDays: 30,
  shippingDestinations: ['FR', 'BE', 'LU'] as const,
} as const;

export const ORGANIZATION = {
  name: 'Nuancier',
  legalName: 'Nuancier',
  email: 'boutique@nuancier.fr',
  logoPath: '/favicon.svg',
  description:
    'Boutique en ligne de peinture automobile au code couleur, produits de carrosserie, outillage, équipement d’atelier et detailing.',
} as const;
