/** Query-string parameters of the results pages: anything unexpected falls back to a default. */
/** Highest page number accepted (deeper pages show the « no results on this page » view). */
const MAX_PAGE = 1000;

function first(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
}

/** « 3 » → 3; missing, « 0 », « -1 », « 2.5 », « abc » or beyond MAX_PAGE → 1. */
export function parsePage(raw: unknown): number {
  const value = first(raw)?.trim() ?? '';
  if (!/^\d{1,4}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A maker slug: lower-case letters, digits and hyphens, else none. */
export function parseSlug(raw: unknown): string | null {
  const value = first(raw)?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9-]{0,80}$/.test(value) ? value : null;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** `/catalog?search=…&page=2`: empty values and page 1 are left out. */
export function buildHref(
  path: string,
  params: Record<string, string | number | null | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if ((key === 'page' || key === 'cpage') && value === 1) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
