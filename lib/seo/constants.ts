/**
 * Search-engine constants of the spec (section 9 and section 1): offers valid 30 days,
 * free shipping, handling 1–2 days, transit 2–5 days, destinations FR, BE, LU, EUR, French.
 */
export const SEO = {
  currency: 'EUR',
  language: 'fr-FR',
  country: 'FR',
  offerValidityDays: 30,
  shippingRate: 0,
  handlingDays: { min: 1, max: 2 },
  transitDays: { min: 2, max: 5 },
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
