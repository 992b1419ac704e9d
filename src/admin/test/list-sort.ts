import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeCall } from '../../test/fake-trpc';

// What every sortable admin list does (issue 20 item 5), checked the same way on each page:
// a column's header sorts up then down (pointer, then keyboard), the URL keeps the sort with the
// list's other state and drops the page, the list asks the server for it, and a sort read from
// the URL shows on its header.

const lastInput = (server: { calls: FakeCall[] }, procedure: string) =>
  server.calls.filter((c) => c.path === procedure).at(-1)?.input;

/**
 * On a page opened at `path` (with `?page=…` among its state), `column`'s header sorts by `key`:
 * up, then down, each in the URL (`expectedUrl` before the sort) and in `procedure`'s input.
 */
export async function expectHeaderSort(
  server: { calls: FakeCall[] },
  {
    column,
    key,
    procedure,
    url,
  }: {
    column: string;
    key: string;
    procedure: string;
    /** The URL once sorted up, without `urut`: the list's other state, page dropped. */
    url: string;
  },
) {
  const header = await screen.findByRole('columnheader', { name: column });
  expect(header).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(within(header).getByRole('button', { name: column }));
  const joiner = url.includes('?') ? '&' : '?';
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`${url}${joiner}urut=${key}`),
  );
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  await waitFor(() =>
    expect(lastInput(server, procedure)).toMatchObject({ urut: key, arah: 'asc', page: 1 }),
  );
  within(header).getByRole('button').focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `${url}${joiner}urut=${key}&arah=desc`,
    ),
  );
  expect(header).toHaveAttribute('aria-sort', 'descending');
  await waitFor(() =>
    expect(lastInput(server, procedure)).toMatchObject({ urut: key, arah: 'desc', page: 1 }),
  );
}

/**
 * A page opened with `?urut=…&arah=desc&page=3` asks for that sort and page and shows it on
 * `column`'s header; a key the list does not know is never sent.
 */
export async function expectSortFromUrl(
  server: { calls: FakeCall[] },
  { column, key, procedure }: { column: string; key: string; procedure: string },
) {
  const header = await screen.findByRole('columnheader', { name: column });
  await waitFor(() =>
    expect(lastInput(server, procedure)).toMatchObject({ urut: key, arah: 'desc', page: 3 }),
  );
  expect(header).toHaveAttribute('aria-sort', 'descending');
}

/** The first call of `procedure` names no sort (an unknown key in the URL is left out). */
export function expectNoSortSent(server: { calls: FakeCall[] }, procedure: string) {
  const input = server.calls.find((c) => c.path === procedure)?.input as object | undefined;
  expect(input).toBeDefined();
  expect(input).not.toHaveProperty('urut');
  expect(input).not.toHaveProperty('arah');
}
