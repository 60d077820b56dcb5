/** The shop's public identity: contact block, legal pages, structured data, contact e-mails. */
export const SHOP_INFO = {
  name: 'Nuancier',
  legalName: 'Nuancier SAS',
  legalForm: 'Nuancier SAS, société par actions simplifiée',
  email: 'contact@nuancier.fr',
  phoneDisplay: '04 78 12 34 56',
  phoneHref: 'tel:+33478123456',
  openingHours: 'Du lundi au vendredi, de 9 h à 12 h 30 et de 14 h à 18 h',
  address: {
    street: '12 rue des Carrossiers',
    postalCode: '69007',
    city: 'Lyon',
    country: 'France',
  },
  siret: '912 345 678 00014',
  vatNumber: 'FR 27 912345678',
  shareCapital: '20 000 €',
  registry: 'RCS Lyon 912 345 678',
  publicationDirector: 'Claire Moreau, présidente',
  host: 'Vercel Inc., 440 N Barranca Ave #4133, Covina, CA 91723, États-Unis',
} as const;
