/** Pages beside the current one that every pagination shows, on each side. */
const PAGE_WINDOW_SIDE = 2;

/**
 * The one pagination window of the shop (catalogue listings, colour lists, search results):
 * the first and last pages and two pages on each side of the current one, gaps marked:
 * 1 … 4 5 [6] 7 8 … 20.
 */
export function pageWindow(page: number, count: number): Array<number | 'gap'> {
  const pages = new Set([1, count]);
  for (let p = page - PAGE_WINDOW_SIDE; p <= page + PAGE_WINDOW_SIDE; p += 1) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}
