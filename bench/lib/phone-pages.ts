/**
 * The pages a shopper's phone opens first, measured by `npm run bench:js` (JavaScript weight)
 * and `npm run bench:lighthouse` beside the bare per-request page (the first one: the separate
 * bare app's, bench/lib/bare-app.ts).
 */
export const PHONE_PAGES: Array<{ name: string; path: string; bare?: true }> = [
  { name: 'page nue par requête', path: '/par-requete', bare: true },
  { name: 'accueil /', path: '/' },
  { name: 'catalogue /catalogue', path: '/catalogue' },
  { name: 'catégorie abrasifs', path: '/produits/categorie/abrasifs' },
  { name: 'produit (avec variantes)', path: '/product/vernis-2k-hs-anti-rayures' },
  { name: 'couleur : fiche QNG', path: '/catalogue-couleur/auto/renault/qng-gris-platine' },
];
