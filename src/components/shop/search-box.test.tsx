// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Produk } from '../../shared/schemas/produk';
import { testProduk } from '../../test/produk-fixture';
import { renderPage } from '../../test/render-page';
import { SearchBox } from './search-box';

const produk = (id: number, nama_produk: string, harga: number, diskon: number) =>
  testProduk(id, { nama_produk, harga, diskon });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(answer: (query: string) => Produk[] | 'error' | 'network') {
  const onClose = vi.fn();
  const view = renderPage(<SearchBox onClose={onClose} />, {
    handlers: {
      'produk.search': (input) => {
        const result = answer((input as { query: string }).query);
        if (result === 'error') return { status: 500, message: 'x', code: 'INTERNAL_SERVER_ERROR' };
        if (result === 'network') return 'network-error';
        return { data: result };
      },
    },
  });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...view, user, onClose, input: screen.getByRole('combobox') };
}

describe('SearchBox', () => {
  it('sends nothing and shows nothing for blank text', async () => {
    const { user, input, server } = setup(() => []);
    await user.type(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(server.calls).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits 500 ms after the last key, then asks once and lists name, discounted price and link', async () => {
    const { user, input, server } = setup(() => [produk(7, 'Gamis Aisyah', 149_000, 20)]);
    await user.type(input, 'gamis');
    // Five keys, no request yet: the search waits for typing to stop.
    expect(screen.getByRole('status')).toHaveTextContent('Mencari Produk...');
    expect(server.calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(500));
    const option = await screen.findByRole('option');
    expect(server.calls).toEqual([{ path: 'produk.search', input: { query: 'gamis', limit: 8 } }]);
    expect(option).toHaveTextContent('Gamis Aisyah');
    expect(option).toHaveTextContent('Rp 119.000');
    expect(option.querySelector('a')).toHaveAttribute('href', '/detail/7');
  });

  it('says so when nothing is found, and also when the search fails', async () => {
    const first = setup(() => []);
    await first.user.type(first.input, 'xyz');
    expect(await screen.findByText('Produk tidak ditemukan untuk "xyz"')).toBeInTheDocument();
    first.unmount();
    const failing = setup(() => 'error');
    await failing.user.type(failing.input, 'abc');
    expect(await screen.findByText('Produk tidak ditemukan untuk "abc"')).toBeInTheDocument();
  });

  it('moves through results with the arrows and opens one with Enter', async () => {
    const { user, input } = setup(() => [
      produk(1, 'Koko Zaid', 100_000, 0),
      produk(2, 'Koko Umar', 90_000, 0),
    ]);
    await user.type(input, 'koko');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/detail/2');
  });

  it('Enter without a chosen result opens the search page for the text, and closes the box', async () => {
    const { user, input, onClose } = setup(() => [produk(1, 'Gamis Aisyah', 100_000, 0)]);
    await user.type(input, ' gamis & koko ');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/cari?q=gamis+%26+koko');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is a search form that works without JavaScript: GET /cari with the text as q', () => {
    const { input } = setup(() => []);
    const form = input.closest('form');
    expect(form).toHaveAttribute('action', '/cari');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('role', 'search');
    expect(input).toHaveAttribute('name', 'q');
  });

  it('Escape clears the text first, then closes the search', async () => {
    const { user, input, onClose } = setup(() => []);
    await user.type(input, 'abc');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
