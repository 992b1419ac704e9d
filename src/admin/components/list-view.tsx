import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import {
  DataTable,
  Pagination,
  type Column,
  type TableSelection,
  type TableSort,
} from './data-table';
import { LoadError, type FailedQuery } from './load-error';
import { EmptyState, LoadingRows } from './ui';

// The body of an admin list: a spinner while the first page loads, the reason and "Coba lagi"
// when it failed, the empty text when there are no rows, otherwise the table (dimmed while the
// next page or filter loads).

/** A bare column whose cell is the row's title, a link to the row's own page (campaigns, outbox). */
export function titleLinkColumn<T>({
  header,
  title,
  to,
  label,
}: {
  header: string;
  title: (row: T) => string;
  to: (row: T) => string;
  label: (row: T) => string;
}): Column<T> {
  return {
    header,
    bare: true,
    cell: (row) => (
      <Link
        to={to(row)}
        aria-label={label(row)}
        className="font-semibold text-stone-900 underline decoration-stone-300 underline-offset-2 hover:decoration-brand-600"
      >
        {title(row)}
      </Link>
    ),
  };
}

const nameClass = {
  normal: 'font-semibold text-stone-900',
  'break-all': 'font-semibold break-all text-stone-900',
  'break-words': 'font-semibold break-words text-stone-900',
};

/** The row's fields that hold text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A list's first column, sorted by `sortKey`: the row's name (its field `name`) in bold and
 * nothing else, so it is the card's title on phones. `wrap` breaks a long name (an e-mail
 * anywhere, words at their end).
 */
export function nameColumn<T>(
  header: string,
  sortKey: string,
  name: TextKey<T>,
  { wrap = 'normal', className }: { wrap?: keyof typeof nameClass; className?: string } = {},
): Column<T> {
  return {
    header,
    sortKey,
    bare: true,
    className,
    cell: (row) => <p className={nameClass[wrap]}>{String(row[name])}</p>,
  };
}

interface ListQuery extends FailedQuery {
  isPending: boolean;
  isError: boolean;
}

interface TableProps<T> {
  caption: string;
  columns: Column<T>[];
  actions?: ((row: T) => ReactNode) | undefined;
  /** What the list says when there are no rows. */
  empty: ReactNode;
  /** Sorting by the columns that name a sort key. */
  sort?: TableSort | undefined;
  /** Choosing rows for a bulk action. */
  selection?: TableSelection<T> | undefined;
}

export function ListBody<T extends { id: number }>({
  query,
  rows,
  empty,
  summary,
  ...table
}: TableProps<T> & {
  query: ListQuery;
  rows: T[];
  /** A line above the table, shown only with rows (e.g. how many there are). */
  summary?: ReactNode;
}) {
  if (query.isError) return <LoadError query={query} />;
  if (query.isPending) return <LoadingRows label={adminCopy.common.loading} />;
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      {summary}
      <DataTable {...table} rows={rows} rowKey={(row) => row.id} busy={query.isFetching} />
    </>
  );
}

export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** A list read a page at a time, with the page controls under it. */
export function PagedList<T extends { id: number }>({
  query,
  onPage,
  count,
  summary,
  ...table
}: TableProps<T> & {
  query: ListQuery & { data?: ListPage<T> | undefined };
  onPage: (page: number) => void;
  /** A line above the table, shown only with rows. */
  summary?: ReactNode;
  /** A line above the rows saying how many match ("3 kelompok sinonim"). */
  count?: (total: number) => string;
}) {
  const { data } = query;
  return (
    <>
      <ListBody
        {...table}
        query={query}
        rows={data?.items ?? []}
        summary={
          summary ??
          (count && data && <p className="mb-3 text-sm text-stone-600">{count(data.total)}</p>)
        }
      />
      {data && (
        <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
      )}
    </>
  );
}
