import type { ReactNode } from 'react';
import { Toolbar, type Column, type TableSort } from './data-table';
import { PagedList } from './list-view';
import { SearchFilter } from './list-controls';
import { AddButton, PageHeader } from './ui';

// The frame every searchable admin list page shares: its title, intro and add button (or its
// own header action), the toolbar with its filters and the search, then the list.

export function ListPage({
  copy,
  onAdd,
  action,
  notice,
  filters,
  searchFirst = false,
  search,
  onSearch,
  children,
}: {
  copy: { title: string; intro: string; add?: string; searchPlaceholder: string };
  /** "Tambah …" in the header, when the list adds rows. */
  onAdd?: () => void;
  /** The header's action instead of the add button. */
  action?: ReactNode;
  /** A note between the header and the toolbar. */
  notice?: ReactNode;
  /** The list's own filters, before the search. */
  filters?: ReactNode;
  /** The search before the filters (the products' toolbar). */
  searchFirst?: boolean;
  search: string;
  onSearch: (search: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        action={
          action ??
          (onAdd && copy.add !== undefined && <AddButton onClick={onAdd}>{copy.add}</AddButton>)
        }
      />
      {notice}
      <Toolbar>
        {!searchFirst && filters}
        <SearchFilter placeholder={copy.searchPlaceholder} value={search} onChange={onSearch} />
        {searchFirst && filters}
      </Toolbar>
      {children}
    </>
  );
}

/** What SortedListPage reads of useSortedList: the search, the table's sort and page. */
export interface SortedList {
  params: { search: string };
  onSearch: (search: string) => void;
  table: { sort: TableSort; onPage: (page: number) => void };
}

/**
 * A searchable list read a page at a time, its search, sort and page from useSortedList: the
 * frame above with the table under it. "No match" stands for "empty" while a search is on, where
 * the list's copy has one; its count line where the copy counts its rows.
 */
export function SortedListPage<T extends { id: number }>({
  copy,
  list,
  query,
  columns,
  actions,
  empty,
  sort,
  beforeTable,
  children,
  ...frame
}: {
  copy: Parameters<typeof ListPage>[0]['copy'] & {
    empty: string;
    noMatch?: string;
    count?: (total: number) => string;
  };
  list: SortedList;
  query: Parameters<typeof PagedList<T>>[0]['query'];
  columns: Column<T>[];
  actions?: (row: T) => ReactNode;
  /** What the list says without rows, where the search is not all that narrows it (Sampah's kind). */
  empty?: ReactNode;
  /** The table's sort, where the page keeps its own (the FAQ's spec orders). */
  sort?: TableSort;
  /** Between the toolbar and the table. */
  beforeTable?: ReactNode;
  /** After the table: the page's dialogs. */
  children?: ReactNode;
} & Pick<Parameters<typeof ListPage>[0], 'onAdd' | 'action' | 'notice' | 'filters'>) {
  return (
    <ListPage {...frame} copy={copy} search={list.params.search} onSearch={list.onSearch}>
      {beforeTable}
      <PagedList
        query={query}
        caption={copy.title}
        empty={empty ?? (list.params.search && copy.noMatch ? copy.noMatch : copy.empty)}
        count={copy.count}
        sort={sort ?? list.table.sort}
        onPage={list.table.onPage}
        columns={columns}
        actions={actions}
      />
      {children}
    </ListPage>
  );
}
