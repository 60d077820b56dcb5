import 'server-only';
import { updateTag } from 'next/cache';
import { notifyTagsExpired } from './expiration-listeners';
import { TAGS, type CacheTag } from './tags';

/**
 * What each kind of change invalidates, one function per domain. Actions call these after a
 * successful write (the action client's last step); nothing else calls `updateTag`.
 * `updateTag` gives read-your-own-writes in the Server Action that calls it; the cache handler
 * publishes the tags to the other instances (lib/cache/shared-tags.ts). The shop's own memos
 * (the search dropdown, the legacy redirects, the cart's lists) listen for the same tags
 * (`onTagsExpired`): told here for this instance, by the shared board for the others.
 */
function expire(...tags: CacheTag[]): void {
  for (const tag of tags) updateTag(tag);
  notifyTagsExpired(tags);
}

/**
 * Orders took (or gave back) stock of these products: their pages show it. Listings keep their
 * short cache life (a stock badge a minute old is fine: the add-to-cart checks live stock).
 */
export function productsStockChanged(slugs: readonly string[]): void {
  expire(...slugs.map((slug) => TAGS.product(slug)));
}

/** Categories (tags) changed: menus, listings, sitemap. */
export function categoriesChanged(): void {
  expire(TAGS.categories, TAGS.products);
}

/** Brands changed: brand pages, listings, search. */
export function brandsChanged(): void {
  expire(TAGS.brands, TAGS.products);
}

/** Colours changed: colour pages, lists, colour searches, feed. */
export function coloursChanged(): void {
  expire(TAGS.colours);
}

/** Paint manufacturers changed: maker lists and pickers, colour pages, search. */
export function paintManufacturersChanged(): void {
  expire(TAGS.paintManufacturers, TAGS.colours);
}

/** Paint product configurations (prices of custom paint) changed: colour pages and feed. */
export function paintConfigsChanged(): void {
  expire(TAGS.paintProductConfigs);
}

/** Technical and safety sheets changed. */
export function paintDocumentsChanged(): void {
  expire(TAGS.paintTypeDocuments);
}

/** The CLP labels of colour paint by paint type changed: colour pages. */
export function paintHazardsChanged(): void {
  expire(TAGS.paintTypeHazards);
}

/** Site settings (social links, default SEO texts) changed. */
export function siteSettingsChanged(): void {
  expire(TAGS.siteSettings);
}

/**
 * Promotions changed: the cached list of active codes, and the cart's 30 s list of them
 * (`processMemo`, lib/cache/memo.ts), dropped at once here and in the other instances when the
 * shared board delivers the tag.
 */
export function promotionsChanged(): void {
  expire(TAGS.promotions);
}

/**
 * Carriers, zones or rates changed: the cart's 30 s carrier list (dropped at once here and, via
 * the shared board, in the other instances), and everything cached from `cachedCarriers` or the
 * carriers' rows: the product and colour pages' JSON-LD shipping details and the Google
 * Shopping feed (all three tagged `shipping`).
 */
export function shippingChanged(): void {
  expire(TAGS.shipping);
}

/**
 * Products changed (an admin save, a bulk edit, an import): listings, searches, the feed and
 * their pages. One product's edit is the same call with one slug.
 */
export function productsChanged(slugs: readonly string[]): void {
  expire(TAGS.products, ...slugs.map((slug) => TAGS.product(slug)));
}

/**
 * Legacy redirects (legacy_redirects rows) changed: the proxy's memoised answers of this
 * instance are dropped now, the other instances' when the shared board tells them.
 */
export function redirectsChanged(): void {
  expire(TAGS.redirects);
}

/** Repair kits changed (issue 41 §3): the kits section of the colour pages. */
export function repairKitsChanged(): void {
  expire(TAGS.repairKits);
}
