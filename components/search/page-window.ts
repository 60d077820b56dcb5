/** Pages around the current one, with gaps: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, count: number): Array<number | 'gap'> {
  const pages = new Set([1, count, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}
