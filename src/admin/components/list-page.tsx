import type { ReactNode } from 'react';
import { Toolbar } from './data-table';
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
