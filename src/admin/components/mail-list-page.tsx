import { keepPreviousData } from '@tanstack/react-query';
import type { DecorateProcedure } from '@trpc/react-query/shared';
import type { ReactNode } from 'react';
import type { Column } from './data-table';
import { PagedList, titleLinkColumn, type ListPage as Page } from './list-view';
import { PageHeader } from './ui';
import { useListParams } from '../lib/use-list-params';
import { useLoadFailure } from '../lib/use-load-failure';

// The lists of the shop's e-mails (the campaigns, Kotak keluar): newest first as the server reads
// them, paged in the URL and nothing else, each row's subject a link to the mail's own page.

const noFilters = {};

interface MailListDef {
  input: { page?: unknown };
  output: Page<{ id: number; subjek: string }>;
  transformer: boolean;
  errorShape: unknown;
}

/**
 * The list's page of mails (kept while the next one loads, a toast when it fails); read again
 * every `refreshMs(data)` milliseconds where that is a number (a campaign being sent).
 */
export function useMailList<D extends MailListDef>(
  list: DecorateProcedure<'query', D>,
  loadFailed: string,
  refreshMs?: (data: D['output'] | undefined) => number | false,
) {
  const [params, setParams] = useListParams(noFilters);
  const query = list.useQuery(
    { page: params.page },
    {
      placeholderData: keepPreviousData,
      refetchInterval: refreshMs && ((current) => refreshMs(current.state.data)),
    },
  );
  useLoadFailure(loadFailed, query.error);
  return { query, onPage: (page: number) => setParams({ page }) };
}

export function MailListPage<T extends { id: number; subjek: string }>({
  copy,
  list,
  action,
  notice,
  open,
  columns,
}: {
  copy: { title: string; intro: string; empty: string };
  list: {
    query: Parameters<typeof PagedList<T>>[0]['query'];
    onPage: (page: number) => void;
  };
  /** The header's action. */
  action?: ReactNode;
  /** Between the header and the list. */
  notice?: ReactNode;
  /** The subject column: its header, and the mail's page and link label. */
  open: { header: string; to: (row: T) => string; label: (row: T) => string };
  /** The columns after the subject. */
  columns: Column<T>[];
}) {
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} action={action} />
      {notice}
      <PagedList
        query={list.query}
        caption={copy.title}
        empty={copy.empty}
        onPage={list.onPage}
        columns={[titleLinkColumn({ ...open, title: (row: T) => row.subjek }), ...columns]}
      />
    </>
  );
}
