/**
 * Every storefront address the shop builds, in one module: products, categories, brands, the
 * colour catalogue (categories, finish sections, makers' lists, colours, bi-tones) and the
 * absolute URLs of canonical links, JSON-LD, the sitemap and the feed. A leaf module (it imports
 * nothing of the shop), so every domain can use it without depending on another. Database
 * slugs are encoded; colour addresses are built from slugified segments (`slugify`).
 */

export const CATALOGUE_PATH = '/catalogue';
export const BRANDS_PATH = '/marques';
export const CART_PATH = '/cart';
export const COLOUR_CATALOGUE_PATH = '/catalogue-couleur';
export const CONTEST_PATH = '/tirage-au-sort';
export const CHECKOUT_PATH = '/checkout';
const PAYMENT_SUCCESS_PATH = '/payment-success';
export const PAYMENT_STATUS_API_PATH = '/api/payments/status';
export const ORDERS_PATH = '/profile?tab=orders';
export const CGV_PATH = '/cgv';
export const CONTACT_PATH = '/contact';
/** The withdrawal function « Se rétracter du contrat ici » (Code de la consommation L221-21). */
export const WITHDRAWAL_PATH = '/retractation';
/** The colour-match guarantee (issue 41 §2) and, on the same page, how to use the test card. */
export const GUARANTEE_PATH = '/garantie-teinte';
export const TEST_CARD_GUIDE_PATH = `${GUARANTEE_PATH}#carte-test`;
/** The colour search, by maker or code. */
export const COLOUR_SEARCH_PATH = '/recherche-couleur';
/** The help page's guide « Trouver le code couleur de votre véhicule ». */
export const CODE_GUIDE_PATH = '/help#code-couleur';

/** A customer's order page (by order number; only its owner and admins may open it). */
export function orderPath(orderNumber: string): string {
  return `/profile/commandes/${encodeURIComponent(orderNumber)}`;
}

/** The withdrawal function, its order number filled in (the order e-mails' and page's link). */
export function withdrawalPath(orderNumber: string): string {
  return `${WITHDRAWAL_PATH}?commande=${encodeURIComponent(orderNumber)}`;
}

/** Where a payment comes back to (Stripe's `return_url`): the result read from the server. */
export function paymentSuccessPath(orderNumber: string): string {
  return `${PAYMENT_SUCCESS_PATH}?commande=${encodeURIComponent(orderNumber)}`;
}

/** An invoice or credit note PDF (only the order's owner and admins may download it). */
export function invoicePath(invoiceId: string): string {
  return `/api/invoices/${invoiceId}`;
}

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** The `List-Unsubscribe` address of a newsletter e-mail: the mail client's one-click POST (RFC 8058). */
export const NEWSLETTER_ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

/** A newsletter link of an e-mail: the page and its signed token (`jeton`). */
export function newsletterLinkPath(
  path:
    | typeof NEWSLETTER_CONFIRM_PATH
    | typeof NEWSLETTER_UNSUBSCRIBE_PATH
    | typeof NEWSLETTER_ONE_CLICK_PATH,
  token: string,
): string {
  return `${path}?jeton=${encodeURIComponent(token)}`;
}

// ---------------------------------------------------------------- products, categories, brands

/** /product/{slug}[?variante={id}] */
export function productPath(slug: string, variantId?: string | null): string {
  const base = `/product/${encodeURIComponent(slug)}`;
  return variantId ? `${base}?variante=${encodeURIComponent(variantId)}` : base;
}

/** /produits/categorie/{slug} */
export function categoryPath(slug: string): string {
  return `/produits/categorie/${encodeURIComponent(slug)}`;
}

/** /marques/{slug} */
export function brandPath(slug: string): string {
  return `${BRANDS_PATH}/${encodeURIComponent(slug)}`;
}

// ---------------------------------------------------------------- colours

/** The colour page's parameter choosing a shade variant (?variante=plus-claire; issue 41 §1). */
export const SHADE_PARAM = 'variante';

/** Lower case, accents removed, every run of other characters turned into one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** « QNG » + « Gris Platine » → « qng-gris-platine ». */
export function colourSlug(code: string, name: string): string {
  return slugify(`${code} ${name}`);
}

/** A colour's code in URLs and lookups: lower case, hyphenated (« LY 7W » → « ly-7w »). */
export function bitonCode(code: string): string {
  return slugify(code);
}

/** /catalogue-couleur/{category} (a colour category: auto, moto…). */
export function colourCategoryUrl(category: string): string {
  return `${COLOUR_CATALOGUE_PATH}/${encodeURIComponent(category)}`;
}

/** /catalogue-couleur/{section}[?page=n] (a finish section: constructeur, metallisee…). */
export function colourSectionUrl(section: string, page = 1): string {
  const base = `${COLOUR_CATALOGUE_PATH}/${encodeURIComponent(section)}`;
  return page > 1 ? `${base}?page=${page}` : base;
}

/** The manufacturer's colour list: /catalogue-couleur/{category}?manufacturer={slug}[&page=n]. */
export function colourListUrl(category: string, manufacturerSlug: string, page = 1): string {
  const base = `${colourCategoryUrl(category)}?manufacturer=${encodeURIComponent(manufacturerSlug)}`;
  return page > 1 ? `${base}&page=${page}` : base;
}

/** /catalogue-couleur/{category}/{manufacturerSlug|'unknown'}/{code-name slug}. */
export function colourUrl(colour: {
  category: string;
  manufacturerSlug?: string | null;
  code: string;
  name: string;
}): string {
  const maker = encodeURIComponent(colour.manufacturerSlug || 'unknown');
  return `${colourCategoryUrl(colour.category)}/${maker}/${colourSlug(colour.code, colour.name)}`;
}

/** /catalogue-couleur/{category}/{manufacturerSlug|'unknown'}/biton/{code in lower case}. */
export function bitonUrl(colour: {
  category: string;
  manufacturerSlug?: string | null;
  code: string;
}): string {
  const maker = encodeURIComponent(colour.manufacturerSlug || 'unknown');
  return `${colourCategoryUrl(colour.category)}/${maker}/biton/${bitonCode(colour.code)}`;
}

// ---------------------------------------------------------------- absolute

/** Turns a site path into an absolute URL for canonical links, JSON-LD, the sitemap and feed. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** A guarantee claim's private photo (the claim's customer and admins only). */
export function claimPhotoPath(name: string): string {
  return `/api/garanties/photos/${encodeURIComponent(name)}`;
}

/** Spec section 3: a colour name containing '+' is a two-tone colour. */
export function isTwoTone(name: string): boolean {
  return name.includes('+');
}

/** A colour's one address: its bi-tone selection page when two-tone, else its colour page. */
export function canonicalColourUrl(colour: {
  category: string;
  manufacturerSlug?: string | null;
  code: string;
  name: string;
}): string {
  return isTwoTone(colour.name) ? bitonUrl(colour) : colourUrl(colour);
}
