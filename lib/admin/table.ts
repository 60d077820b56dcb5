/**
 * The admin tables' state lives in the URL (`?q=&tri=&ordre=&page=` and each screen's filters),
 * so a table can be bookmarked, shared, reloaded and used without JavaScript. Sorting, search
 * and paging run in SQL on the server (a list of 20,000 products or 100,000 orders never comes
 * to the browser whole). This module reads that state safely: anything unknown falls back to the
 * default, never an error.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

export type TableState<S extends string, F extends string> = {
  q: string;
  sort: S;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  filters: Partial<Record<F, string>>;
};

export type TableSpec<S extends string, F extends string> = {
  sorts: readonly S[];
  defaultSort: S;
  defaultDir?: 'asc' | 'desc';
  /** Allowed values of each filter (anything else is ignored). */
  filters?: Record<F, readonly string[]>;
  pageSize?: number;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readTableState<S extends string, F extends string = never>(
  params: SearchParams,
  spec: TableSpec<S, F>,
): TableState<S, F> {
  const q = (first(params.q) ?? '').trim().slice(0, 100);
  const sortParam = first(params.tri);
  const sort = spec.sorts.find((s) => s === sortParam) ?? spec.defaultSort;
  const dirParam = first(params.ordre);
  const dir =
    dirParam === 'asc' || dirParam === 'desc'
      ? dirParam
      : sortParam === sort
        ? 'asc'
        : (spec.defaultDir ?? 'asc');
  const pageNumber = Number(first(params.page));
  const page =
    Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, 100_000) : 1;
  const filters: Partial<Record<F, string>> = {};
  for (const [key, allowed] of Object.entries(spec.filters ?? {}) as [F, readonly string[]][]) {
    const value = first(params[key]);
    if (value && allowed.includes(value)) filters[key] = value;
  }
  return { q, sort, dir, page, pageSize: spec.pageSize ?? 25, filters };
}

/** The table's address with some state changed (page back to 1 unless the page is changed). */
export function tableHref(
  basePath: string,
  state: TableState<string, string>,
  change: Partial<{ q: string; sort: string; dir: 'asc' | 'desc'; page: number }> & {
    filters?: Record<string, string | undefined>;
  },
): string {
  const next = { ...state, page: 1, ...change, filters: { ...state.filters, ...change.filters } };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  params.set('tri', next.sort);
  params.set('ordre', next.dir);
  for (const [key, value] of Object.entries(next.filters)) if (value) params.set(key, value);
  if (next.page > 1) params.set('page', String(next.page));
  return `${basePath}?${params.toString()}`;
}

/** `%` and `_` typed in a search box are searched as themselves. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
