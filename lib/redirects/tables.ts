/**
 * The tables behind the redirect rules (spec, "Redirects"). Keys are decoded, lower-cased path
 * segments; values are fixed paths of this site.
 */
import type { ColourCategory } from '@/lib/colours/slug';

/** Single-segment renames of the old site (query kept). `/catalog?search=` is not renamed. */
export const RENAMES: Readonly<Record<string, string>> = {
  catalog: '/catalogue',
  'color-search': '/recherche-couleur',
  brands: '/marques',
  shipping: '/livraison',
  'secure-payments': '/paiements-securises',
  legal: '/mentions-legales',
  terms: '/cgv',
  privacy: '/confidentialite',
  'peinture-automobile': '/catalogue-couleur',
  outillage: '/materiel-outillage',
  carrosserie: '/produits-carrosserie',
  'google-shopping-feed': '/google-shopping-feed.xml',
};

/**
 * Legacy colour categories (spec's map), plus the new slugs themselves so that
 * `/categorie-produit/moto` lands on its category rather than on the catalogue root.
 */
export const LEGACY_COLOUR_CATEGORIES: Readonly<Record<string, ColourCategory>> = {
  'codes-auto': 'auto',
  voitures: 'auto',
  'codes-moto': 'moto',
  'codes-utilitaire-poids-lourds': 'utilitaires-et-poids-lourds',
  'codes-industrie': 'industrie',
  auto: 'auto',
  moto: 'moto',
  'utilitaires-et-poids-lourds': 'utilitaires-et-poids-lourds',
  industrie: 'industrie',
};

/**
 * Trailing segments that WordPress added to any page (feeds, pagination, comment and contact
 * anchors, legal and cookie pages): stripped, repeatedly, before a legacy path is mapped.
 * `page/N` is handled apart (two segments).
 */
export const LEGACY_SUFFIXES: ReadonlySet<string> = new Set([
  // feeds
  'feed',
  'rss',
  'rss2',
  'atom',
  'rdf',
  'amp',
  'embed',
  'trackback',
  // contact
  'nous-contacter',
  'contact',
  'contactez-nous',
  // reviews and comments
  'avis',
  'review',
  'reviews',
  'comment',
  'comments',
  'commentaires',
  // legal and cookies
  'ml',
  'mentions-legales',
  'cgv',
  'cookie',
  'cookies',
  'politique-cookies',
]);

/**
 * First segments of this app's own routes (spec, "Public routes", admin, API, Next internals).
 * A path under one of them never goes to the database: a missing page there is a plain 404.
 */
export const APP_SEGMENTS: ReadonlySet<string> = new Set([
  'catalogue',
  'catalog',
  'product',
  'paint',
  'color',
  'recherche-couleur',
  'couleurs-recherche',
  'color-categories',
  'catalogue-couleur',
  'cart',
  'checkout',
  'paypal-return',
  'payment-success',
  'profile',
  'reset-password',
  'pro',
  'peinture-voiture',
  'contact',
  'produits-carrosserie',
  'materiel-outillage',
  'equipement',
  'detailing',
  'produits',
  'marques',
  'livraison',
  'paiements-securises',
  'cgv',
  'faq',
  'confidentialite',
  'mentions-legales',
  'help',
  'newsletter',
  'tirage-au-sort',
  'retractation',
  'garantie-teinte',
  'google-shopping-feed.xml',
  'sitemap.xml',
  'robots.txt',
  'manifest.webmanifest',
  'favicon.ico',
  'admin',
  'api',
  '_next',
  '.well-known',
]);

/**
 * First path segments of the old WordPress/WooCommerce shop whose pages have moved: anything
 * under them is a legacy address (asked to the database, else `/catalogue-couleur`).
 */
export const LEGACY_PREFIXES: ReadonlySet<string> = new Set([
  'boutique',
  'shop',
  'product-category',
  'product-tag',
  'etiquette-produit',
  'categorie-produits',
  'marque',
  'nuancier',
  'teintes',
  'couleurs',
]);

/**
 * Words that began the old shop's root-level product and colour slugs
 * (`/peinture-renault-qng-gris-platine`, `/bombe-peinture-…`, `/stylo-retouche-…`).
 */
export const LEGACY_SLUG_WORDS: ReadonlySet<string> = new Set([
  'peinture',
  'teinte',
  'couleur',
  'code',
  'bombe',
  'aerosol',
  'stylo',
  'retouche',
  'vernis',
  'kit',
  'pot',
]);

/** Old page extensions (static exports and PHP entry points). */
export const LEGACY_EXTENSIONS = /\.(?:html?|php)$/;

/** PHP paths that are WordPress internals or scanners, never shop pages: plain 404. */
export const NOT_LEGACY_PHP = /^(?:wp-|xmlrpc)/;
