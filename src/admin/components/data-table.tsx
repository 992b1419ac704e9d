import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
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
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  busy = false,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  busy?: boolean;
}) {
  return (
    <div
      className={`overflow-hidden rounded-xl border border-stone-200 bg-white transition-opacity ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy || undefined}
    >
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-stone-50 text-xs font-bold tracking-wide text-stone-600 uppercase md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3">
                {column.header}
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
            <tr key={rowKey(row)} className="block px-4 py-3 md:table-row md:p-0">
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
