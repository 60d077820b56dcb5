/**
 * How many of the bare app's generated items (bench/lib/bare-app.ts) make a page of a given HTML
 * weight, and which bare pages a set of shop pages needs. Pure: no server, no build.
 *
 * Each shop page is compared with a bare page of its own weight, within one item
 * (docs/decisions/bench-same-weight-reference.md): on loopback a response over about 64 KiB no
 * longer goes out in one write, and a page on one side of that cliff compared with a bare page
 * on the other measured the cliff rather than the shop.
 */

/** The median-weight page is rounded to this many bytes: its build stays while the shop's weight stays near. */
const WEIGHT_STEP = 5_000;
/**
 * HTML bytes one generated item adds to a page (its element and its copy in the inline RSC
 * payload), measured on Next 16.4.6 (`/`: 74 items 64,941 bytes, 80 items 69,849; items past
 * the 99th add a few bytes more); the bench prints the bare pages' real weights beside the
 * shop's and says when one is more than an item off, so a drift shows.
 */
export const BYTES_PER_ITEM = 820;
/**
 * HTML of each bare page with no item (Next's document, scripts and payload frame), measured on
 * Next 16.4.6: the median-weight page `/`; the static pages of the shop pages' own weights,
 * `/poids/<items>` (a dynamic segment: about 1 kB more of router payload than `/`); the
 * per-request page `/par-requete?page=2&items=<items>`.
 */
export const FRAME_BYTES = { median: 4_260, static: 5_280, perRequest: 4_820 } as const;
/** The most items a bare page is built or rendered with (about 1.6 MB). */
export const MAX_ITEMS = 2_000;

/** Items for a bare page of `bytes` of HTML whose frame weighs `frame`, to the nearest item. */
export function itemsForWeight(bytes: number, frame: number): number {
  return Math.min(MAX_ITEMS, Math.max(1, Math.round((bytes - frame) / BYTES_PER_ITEM)));
}

/** Items of the median-weight page `/`: its weight rounded to WEIGHT_STEP first. */
export function itemsForMedian(bytes: number): number {
  const rounded = Math.max(WEIGHT_STEP, Math.round(bytes / WEIGHT_STEP) * WEIGHT_STEP);
  return itemsForWeight(rounded, FRAME_BYTES.median);
}

/** A measured shop page: its HTML weight (0: no HTML, e.g. a redirect or JSON) and its kind. */
export type WeighedPage = { weight: number; perRequest?: boolean };

/**
 * The item count of each page's own bare page (undefined for a page without HTML: it has no page
 * of its weight and keeps only the median-weight ratio), and the distinct counts of the static
 * and of the per-request bare pages: pages of the same count share one bare page and one measure.
 */
export function sameWeightPlan<T extends WeighedPage>(
  pages: readonly T[],
): { items: Map<T, number | undefined>; staticCounts: number[]; perRequestCounts: number[] } {
  const items = new Map<T, number | undefined>();
  const staticCounts = new Set<number>();
  const perRequestCounts = new Set<number>();
  for (const page of pages) {
    const frame = page.perRequest ? FRAME_BYTES.perRequest : FRAME_BYTES.static;
    const count = page.weight > 0 ? itemsForWeight(page.weight, frame) : undefined;
    items.set(page, count);
    if (count !== undefined) (page.perRequest ? perRequestCounts : staticCounts).add(count);
  }
  const sorted = (counts: Set<number>) => [...counts].sort((a, b) => a - b);
  return { items, staticCounts: sorted(staticCounts), perRequestCounts: sorted(perRequestCounts) };
}

/**
 * On loopback, an answer (status line, headers and body) over 64 KiB no longer goes out in one
 * write (the client's initial receive window): measured on the bare app, 74 items (64,941 bytes
 * of HTML) 1,443–1,609 req/s, 80 items (69,849 bytes) 996–1,089.
 */
export const WIRE_CLIFF = 65_536;

/** Whether two answers of these sizes (headers and body, in bytes) sit on either side of the cliff. */
export function acrossTheCliff(a: number, b: number): boolean {
  return a > WIRE_CLIFF !== b > WIRE_CLIFF;
}
