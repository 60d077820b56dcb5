import type { BenchTarget } from '../types';

/** Catalogue pages (static, served from the prerender cache once rendered). */
export const targets: BenchTarget[] = [
  { name: 'catalogue /catalogue', path: '/catalogue' },
  { name: 'catégorie abrasifs', path: '/produits/categorie/abrasifs' },
  { name: 'produit (avec variantes)', path: '/product/vernis-2k-hs-anti-rayures' },
];
