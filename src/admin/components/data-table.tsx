import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { Button } from './ui';

// The admin lists: a table on wide screens, stacked cards on phones (each value keeps its
// column's name), and the page controls under it. Rows come a page at a time from the server.

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the cell (widths, alignment). */
  className?: string;
  /** Hide the column's name on phones (thumbnails, the row's title). */
  bare?: boolean;
  /** The list's sort key for this column (its allow-list): the header becomes a sort button. */
  sortKey?: string;
}

/** The column the list is sorted by, and what a header's button asks for. */
export interface TableSort {
  urut: string | undefined;
  arah: 'asc' | 'desc';
  onSort: (urut: string, arah: 'asc' | 'desc') => void;
  /** False where the page has a sort select of its own, on every width (the FAQ's spec orders). */
  phoneSelect?: boolean;
}

/**
 * A sortable column's header: a button (keyboard and pointer) that sorts ascending, then
 * descending; the header says which (`aria-sort`) and the icon shows it.
 */
function SortHeader({
  header,
  sortKey,
  sort,
}: {
  header: string;
  sortKey: string;
  sort: TableSort;
}) {
  const active = sort.urut === sortKey;
  const Icon = !active ? ArrowUpDown : sort.arah === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-bold tracking-wide uppercase hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      onClick={() => sort.onSort(sortKey, active && sort.arah === 'asc' ? 'desc' : 'asc')}
    >
      {header}
      <Icon
        className={`size-3.5 ${active ? 'text-brand-700' : 'text-stone-400'}`}
        aria-hidden="true"
      />
    </button>
  );
}

/** On phones the headers are hidden (rows are cards): the same sort as one select above them. */
function PhoneSort<T>({ columns, sort }: { columns: Column<T>[]; sort: TableSort }) {
  const id = useId();
  const sortable = columns.filter((c) => c.sortKey !== undefined);
  if (sortable.length === 0) return null;
  const value = sort.urut === undefined ? '' : `${sort.urut}:${sort.arah}`;
  return (
    <div className="flex items-center gap-2 border-b border-stone-200 px-4 py-2 text-sm md:hidden">
      <label htmlFor={id} className="font-semibold text-stone-700">
        {adminCopy.common.sortLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const [urut = '', arah] = event.currentTarget.value.split(':');
          sort.onSort(urut, arah === 'desc' ? 'desc' : 'asc');
        }}
        className="min-h-9 flex-1 rounded-lg border border-stone-300 bg-white px-2"
      >
        <option value="">{adminCopy.common.sortDefault}</option>
        {sortable.flatMap((column) =>
          (['asc', 'desc'] as const).map((arah) => (
            <option key={`${column.sortKey}:${arah}`} value={`${column.sortKey}:${arah}`}>
              {adminCopy.common.sortOption(column.header, arah)}
            </option>
          )),
        )}
      </select>
    </div>
  );
}

/**
 * Rows the admin can choose for a bulk action (docs/product.md §11 Aksi massal): a checkbox per
 * row, and one for the whole page (in the header; above the cards on phones, where the header
 * is hidden). What "chosen" means (ids, or everything the filter matches) is the caller's.
 */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean;
  onToggle: (row: T, selected: boolean) => void;
  /** How much of this page is chosen: the page's checkbox is ticked, mixed or empty. */
  page: 'all' | 'some' | 'none';
  onTogglePage: (selected: boolean) => void;
  /** Each row's checkbox's name ("Pilih Gamis Aisyah"). */
  rowLabel: (row: T) => string;
  /** The page's checkbox's name. */
  pageLabel: string;
}

const checkboxClass = 'size-5 cursor-pointer rounded accent-brand-600';

/** The page's checkbox: ticked when every row is chosen, mixed when some are. */
function PageCheckbox<T>({
  selection,
  className = '',
}: {
  selection: TableSelection<T>;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.page === 'some';
  }, [selection.page]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={selection.pageLabel}
      checked={selection.page === 'all'}
      onChange={(event) => selection.onTogglePage(event.currentTarget.checked)}
      className={`${checkboxClass} ${className}`}
    />
  );
}

/** On phones the header is hidden: the page's checkbox sits above the cards, with its name. */
function PhoneSelectPage<T>({ selection }: { selection: TableSelection<T> }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 border-b border-stone-200 px-4 py-2 text-sm md:hidden">
      <PageCheckbox selection={selection} />
      <span className="font-semibold text-stone-700">{selection.pageLabel}</span>
    </label>
  );
}

const ariaSort = (column: { sortKey?: string }, sort: TableSort | undefined) => {
  if (!sort || column.sortKey === undefined) return undefined;
  if (sort.urut !== column.sortKey) return 'none';
  return sort.arah === 'asc' ? 'ascending' : 'descending';
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  busy = false,
  sort,
  selection,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  busy?: boolean;
  sort?: TableSort | undefined;
  selection?: TableSelection<T> | undefined;
}) {
  return (
    <div
      className={`overflow-hidden rounded-xl border border-stone-200 bg-white transition-opacity ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy || undefined}
    >
      {sort && sort.phoneSelect !== false && <PhoneSort columns={columns} sort={sort} />}
      {selection && <PhoneSelectPage selection={selection} />}
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-stone-50 text-xs font-bold tracking-wide text-stone-600 uppercase md:table-header-group">
          <tr>
            {selection && (
              <th scope="col" className="w-12 py-3 pr-0 pl-4">
                <PageCheckbox selection={selection} className="align-middle" />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-4 py-3"
                aria-sort={ariaSort(column, sort)}
              >
                {sort && column.sortKey !== undefined ? (
                  <SortHeader header={column.header} sortKey={column.sortKey} sort={sort} />
                ) : (
                  column.header
                )}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-4 py-3 text-right">
                {adminCopy.common.actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="block divide-y divide-stone-200 md:table-row-group">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`block px-4 py-3 md:table-row md:p-0 ${
                selection ? `relative pr-14 ${selection.isSelected(row) ? 'bg-brand-50' : ''}` : ''
              }`}
            >
              {selection && (
                <td className="absolute top-1 right-1 md:static md:w-12 md:py-3 md:pr-0 md:pl-4 md:align-middle">
                  {/* A 44 px target on phones; the box itself stays small. */}
                  <label className="flex size-11 cursor-pointer items-center justify-center md:size-auto md:justify-start">
                    <input
                      type="checkbox"
                      aria-label={selection.rowLabel(row)}
                      checked={selection.isSelected(row)}
                      onChange={(event) => selection.onToggle(row, event.currentTarget.checked)}
                      className={checkboxClass}
                    />
                  </label>
                </td>
              )}
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.header}
                  className={`flex gap-3 py-1 align-middle md:table-cell md:px-4 md:py-3 ${
                    column.bare
                      ? ''
                      : 'before:w-28 before:shrink-0 before:text-xs before:font-semibold before:text-stone-500 before:content-[attr(data-label)] md:before:content-none'
                  } ${column.className ?? ''}`}
                >
                  <div className="min-w-0">{column.cell(row)}</div>
                </td>
              ))}
              {actions && (
                <td className="flex flex-wrap gap-2 pt-2 md:table-cell md:px-4 md:py-3 md:text-right">
                  <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
                    {actions(row)}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label={adminCopy.common.pageOf(page, pages)}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700"
    >
      <p>{adminCopy.common.shownOf(from, to, total)}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button tone="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            {adminCopy.common.previous}
          </Button>
          <span aria-current="page" className="whitespace-nowrap">
            {adminCopy.common.pageOf(page, pages)}
          </span>
          <Button
            tone="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {adminCopy.common.next}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{children}</div>
  );
}
