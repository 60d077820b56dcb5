import { cn } from '@/lib/utils';

/** One column of an `AdminTable`: its header, how a row's cell is drawn, and its alignment. */
export type AdminColumn<R> = {
  key: string;
  /** The header cell's content (a `<th scope="col">`). */
  header: React.ReactNode;
  /** Amounts and counts: header and cells aligned to the right. */
  numeric?: boolean;
  /** Classes of the column's header and cells. */
  className?: string;
  /** Classes of the column's cells only (a row's own, e.g. its status). */
  cellClassName?: string | ((row: R) => string | undefined);
  /** The cell names its row: drawn as `<th scope="row">`. */
  rowHeader?: boolean;
  /** The header's `aria-sort`, when the table is sorted by this column. */
  sorted?: 'ascending' | 'descending';
  cell: (row: R) => React.ReactNode;
};

/** What a row carries besides its cells: its classes and `data-*` attributes (the tests' names). */
export type AdminRowProps = { className?: string } & {
  [key: `data-${string}`]: string | undefined;
};

/**
 * How the table looks: `plain` (the detail screens' tables), `summary` (short figures lists:
 * muted headers, tight rows), `boxed` (the lists: shaded header, cell padding said once in
 * `globals.css`'s `.admin-table`).
 */
const LOOKS = {
  plain: {
    table: 'w-full text-left text-sm',
    head: '',
    th: 'py-2 pr-3 font-medium',
    td: 'py-2 pr-3',
  },
  summary: {
    table: 'w-full text-left text-sm',
    head: 'text-muted-foreground',
    th: 'py-1 pr-2',
    td: 'py-1 pr-2',
  },
  boxed: {
    table: 'admin-table w-full text-left text-sm',
    head: 'bg-muted/50',
    th: 'px-3 py-2 font-medium',
    td: '',
  },
} as const;

/**
 * The one admin table: a caption (for screen readers), `<th scope="col">` headers, one row per
 * item, typed column definitions. Server-rendered and state-free: sorting and paging are the
 * server's, in the URL (`DataTable` adds them around this table); a table whose rows are few is
 * this component alone. Usable from client components too (it imports nothing of the server).
 */
export function AdminTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  look = 'plain',
  empty,
  testId,
  className,
  headClassName,
  frameClassName,
}: {
  caption: string;
  columns: AdminColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  rowProps?: (row: R) => AdminRowProps;
  look?: keyof typeof LOOKS;
  /** Shown in one full-width row when there is no row (else the table is drawn empty). */
  empty?: React.ReactNode;
  testId?: string;
  className?: string;
  /** Classes of the header row group (e.g. `sticky top-0` in a scrolling frame). */
  headClassName?: string;
  /** Classes of the scrolling frame around the table. */
  frameClassName?: string;
}) {
  const styles = LOOKS[look];
  return (
    <div className={cn('overflow-x-auto', frameClassName)}>
      <table className={cn(styles.table, className)} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn(styles.head, headClassName) || undefined}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={column.sorted}
                className={cn(styles.th, column.numeric && 'text-right', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="text-muted-foreground px-3 py-6 text-center">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const { className: rowClassName, ...data } = rowProps?.(row) ?? {};
              return (
                <tr key={rowKey(row)} className={cn('border-t', rowClassName)} {...data}>
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    const own =
                      typeof column.cellClassName === 'function'
                        ? column.cellClassName(row)
                        : column.cellClassName;
                    return (
                      <Cell
                        key={column.key}
                        scope={column.rowHeader ? 'row' : undefined}
                        className={
                          cn(
                            styles.td,
                            column.rowHeader && 'font-medium',
                            column.numeric && 'text-right',
                            column.className,
                            own,
                          ) || undefined
                        }
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
