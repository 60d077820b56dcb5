import { tableHref, type TableState } from '@/lib/admin/table';
import { getAdminT } from '@/lib/i18n/admin';
import { pageWindow } from '@/lib/pagination';
import { AdminTable, type AdminColumn } from './admin-table';
import { SoftLinks } from './soft-links';

export type Column<R> = {
  key: string;
  label: string;
  /** What the header shows instead of the label (a select-all checkbox…). */
  header?: React.ReactNode;
  /** The sort key this column sorts by (one of the table's sorts), when sortable. */
  sort?: string;
  className?: string;
  cell: (row: R) => React.ReactNode;
};

export type Filter = {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  allLabel: string;
};

/**
 * An admin list (server-rendered, state in the URL): a search and filter form (a plain GET
 * form, so it works without JavaScript), the `AdminTable` with sortable column headers, and
 * pagination. Its
 * links, the cells' included, are plain `<a>` elements followed by the client router
 * (`SoftLinks`): a list page should not render a `next/link` per row.
 */
export function DataTable<R>({
  caption,
  basePath,
  state,
  columns,
  rows,
  rowKey,
  total,
  filters = [],
  searchPlaceholder,
  extraFields,
}: {
  caption: string;
  basePath: string;
  state: TableState<string, string>;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  total: number;
  filters?: Filter[];
  searchPlaceholder?: string;
  /** More inputs of the search form (e.g. date bounds), their values kept in `state.filters`. */
  extraFields?: React.ReactNode;
}) {
  const t = getAdminT();
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const filterValues = state.filters as Record<string, string | undefined>;
  return (
    <SoftLinks className="grid gap-3">
      <form method="get" action={basePath} className="flex flex-wrap items-end gap-3" role="search">
        <div className="grid gap-1">
          <label htmlFor={`${basePath}-q`} className="text-sm font-medium">
            {t('table.search')}
          </label>
          <input
            id={`${basePath}-q`}
            name="q"
            type="search"
            defaultValue={state.q}
            placeholder={searchPlaceholder ?? t('table.searchPlaceholder')}
            className="border-input h-9 w-64 max-w-full rounded-md border bg-transparent px-3 text-sm"
          />
        </div>
        {filters.map((filter) => (
          <div key={filter.name} className="grid gap-1">
            <label htmlFor={`${basePath}-${filter.name}`} className="text-sm font-medium">
              {filter.label}
            </label>
            <select
              id={`${basePath}-${filter.name}`}
              name={filter.name}
              defaultValue={filterValues[filter.name] ?? ''}
              className="border-input h-9 rounded-md border bg-transparent px-2 text-sm"
            >
              <option value="">{filter.allLabel}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {extraFields}
        <input type="hidden" name="tri" value={state.sort} />
        <input type="hidden" name="ordre" value={state.dir} />
        <button
          type="submit"
          className="bg-primary text-primary-foreground h-9 rounded-md px-4 text-sm font-medium"
        >
          {t('table.submitSearch')}
        </button>
        {(state.q || Object.values(filterValues).some(Boolean)) && (
          <a href={basePath} className="text-primary flex h-9 items-center text-sm underline">
            {t('table.clear')}
          </a>
        )}
      </form>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t('table.count', { count: total })}
      </p>
      <AdminTable
        look="boxed"
        frameClassName="rounded-lg border"
        caption={caption}
        rows={rows}
        rowKey={rowKey}
        empty={t('table.empty')}
        columns={columns.map((column): AdminColumn<R> => {
          const sorted = column.sort !== undefined && column.sort === state.sort;
          return {
            key: column.key,
            className: column.className,
            cell: column.cell,
            sorted: sorted ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined,
            header: column.sort ? (
              <a
                href={tableHref(basePath, state, {
                  sort: column.sort,
                  dir: sorted && state.dir === 'asc' ? 'desc' : 'asc',
                })}
                className="inline-flex items-center gap-1 hover:underline"
                aria-label={t('table.sortBy', { column: column.label })}
              >
                {column.label}
                {sorted && <span aria-hidden="true">{state.dir === 'asc' ? '▲' : '▼'}</span>}
              </a>
            ) : (
              (column.header ?? column.label)
            ),
          };
        })}
      />
      {pages > 1 && (
        <nav
          aria-label={t('table.pagination')}
          className="flex flex-wrap items-center gap-1 text-sm"
        >
          {state.page > 1 && (
            <a
              href={tableHref(basePath, state, { page: state.page - 1 })}
              className="rounded-md border px-3 py-1.5"
              aria-label={t('table.previous')}
            >
              ‹
            </a>
          )}
          {pageWindow(Math.min(state.page, pages), pages).map((p, index) =>
            p === 'gap' ? (
              <span key={`gap-${index}`} className="px-2" aria-hidden="true">
                …
              </span>
            ) : (
              <a
                key={p}
                href={tableHref(basePath, state, { page: p })}
                aria-current={p === state.page ? 'page' : undefined}
                className="aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground rounded-md border px-3 py-1.5"
              >
                {p}
              </a>
            ),
          )}
          {state.page < pages && (
            <a
              href={tableHref(basePath, state, { page: state.page + 1 })}
              className="rounded-md border px-3 py-1.5"
              aria-label={t('table.next')}
            >
              ›
            </a>
          )}
          <span className="text-muted-foreground ml-2">
            {t('table.page', { page: Math.min(state.page, pages), pages })}
          </span>
        </nav>
      )}
    </SoftLinks>
  );
}
