import type { BenchTarget } from '../types';

/**
 * Colour pages: one colour product page and one maker's colour list (served through the list
 * rewrite). With the large catalogue (100,000 colours), also a colour of a generated range and a
 * list page deep in a big maker's colours.
 */
export const targets: BenchTarget[] = [
  // Its canonical address (lib/urls.ts canonicalColourUrl): QNG is « Blanc Glacier »; another
  // name in the address answers a redirect to this one.
  { name: 'couleur : fiche QNG', path: '/catalogue-couleur/auto/renault/qng-blanc-glacier' },
  { name: 'couleur : liste Renault', path: '/catalogue-couleur/auto?manufacturer=renault' },
  {
    name: 'couleur : fiche NV676 (grand)',
    path: '/catalogue-couleur/auto/renault/nv676-noir-etoile',
    largeOnly: true,
  },
  {
    name: 'couleur : liste Renault p. 20 (grand)',
    path: '/catalogue-couleur/auto?manufacturer=renault&page=20',
    largeOnly: true,
  },
];
