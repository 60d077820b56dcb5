/**
 * Search constants (spec section 9): shared by the browser (debounce, minimum length) and the
 * server (limits, relevance weights). No server-only imports here.
 */

/** Characters needed, after trimming, before anything is searched. */
export const SEARCH_MIN_LENGTH = 2;
/** Longer terms are cut: no name or code is that long, and the query stays bounded. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export const DROPDOWN_PRODUCT_LIMIT = 10;
export const DROPDOWN_COLOUR_LIMIT = 5;
/** Hyphenated queries (colour codes such as « 0040-A ») list more colours. */
export const DROPDOWN_COLOUR_LIMIT_HYPHENATED = 50;
/** Dropdown counts stop at this number and read « 100+ ». */
export const DROPDOWN_COUNT_CAP = 100;

/** Colours per page on the results pages (products: the catalogue's listing). */
export const RESULTS_COLOURS_PER_PAGE = 24;
/** The colour pages rank at most this many candidates (a maker rarely has more colours). */
export const COLOUR_RESULTS_CAP = 2000;

/** Colour relevance (spec section 9). */
export const COLOUR_SCORE = {
  manufacturer: 100,
  exactCode: 80,
  partialCode: 50,
  name: 20,
  popularBrand: 5,
} as const;
export const COLOUR_MIN_SCORE = 50;

/** Well-known car brands (folded full maker names): +5. « Renault Trucks » is not one. */
export const POPULAR_CAR_BRANDS: ReadonlyArray<string> = [
  'renault',
  'peugeot',
  'citroen',
  'dacia',
  'ds',
  'ds automobiles',
  'volkswagen',
  'toyota',
  'ford',
  'opel',
  'bmw',
  'mercedes',
  'mercedes-benz',
  'audi',
  'fiat',
  'nissan',
];
