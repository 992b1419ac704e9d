// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { retryFailedLoad, serverFailure } from '../test/load-error';
import { PromoAdminPage } from './promo-admin-page';

interface Row {
  id: number;
  email: string;
  createdAt: string;
  checked: boolean;
  checkedAt: string | null;
}

// 20:30 UTC on 31 October is already 1 November, 03.30 in the shop's zone (Asia/Jakarta).
const fresh: Row = {
  id: 12,
  email: 'bunda.aisyah@example.id',
  createdAt: '2026-10-31T20:30:00.000Z',
  checked: false,
  checkedAt: null,
};
const done: Row = {
  id: 11,
  email: 'ummu.fatih@example.id',
  createdAt: '2026-10-30T02:00:00.000Z',
  checked: true,
  checkedAt: '2026-10-30T05:00:00.000Z',
};
const page = (items: Row[], total = items.length, pageNo = 1) => ({
  data: { items, total, page: pageNo, pageSize: 20 },
});

const setup = (options: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<PromoAdminPage />, {
    path: '/admin/promo',
    ...options,
    handlers: { 'promo.adminList': () => page([fresh, done]), ...options.handlers },
  });

const rowOf = (email: string) => {
  const row = screen.getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

// jsdom has no object URLs; the download needs one.
const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://test.local/promo');

beforeEach(() => {
  // Sonner keeps its toasts in module state: a toast of the previous test must not count here.
  toast.dismiss();
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});

describe('PromoAdminPage', () => {
  it("lists sign-ups with their date and time in the shop's time zone and the monthly note", async () => {
    setup();
    expect(await screen.findByText('bunda.aisyah@example.id')).toBeInTheDocument();
    expect(within(rowOf('bunda.aisyah@example.id')).getByText('1 Nov 2026, 03.30')).toBeVisible();
    expect(
      screen.getByText(
        'Tanda cek berlaku untuk bulan ini saja dan otomatis hilang di bulan berikutnya.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Sudah dicek: bunda.aisyah@example.id' }),
    ).toHaveAttribute('aria-checked', 'false');
    expect(
      screen.getByRole('checkbox', { name: 'Sudah dicek: ummu.fatih@example.id' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('marks a sign-up as checked after "Ya, Cek" and shows the new mark', async () => {
    let stored = fresh;
    const { server } = setup({
      handlers: {
        'promo.adminList': () => page([stored, done]),
        'promo.setChecked': (input) => {
          stored = { ...fresh, checked: true, checkedAt: '2026-11-02T01:00:00.000Z' };
          return { data: { ...stored, ...(input as object) } };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Sudah dicek: bunda.aisyah@example.id' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Apakah yakin ingin menandai promo ini sebagai sudah dicek?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Cek' }));
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Sudah dicek: bunda.aisyah@example.id' }),
      ).toHaveAttribute('aria-checked', 'true'),
    );
    expect(server.calls.find((c) => c.path === 'promo.setChecked')?.input).toEqual({
      id: 12,
      checked: true,
    });
    expect(await screen.findByText('Promo ditandai sudah dicek!')).toBeInTheDocument();
  });

  it('unmarks a checked sign-up after "Ya, Batalkan"', async () => {
    const { server } = setup({
      handlers: { 'promo.setChecked': (input) => ({ data: { ...done, ...(input as object) } }) },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Sudah dicek: ummu.fatih@example.id' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin membatalkan pengecekan promo ini?');
    expect(within(question).queryByRole('button', { name: 'Ya, Cek' })).not.toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(await screen.findByText('Pengecekan promo dibatalkan!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'promo.setChecked')?.input).toEqual({
      id: 11,
      checked: false,
    });
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { server } = setup();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Sudah dicek: bunda.aisyah@example.id' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.map((c) => c.path)).not.toContain('promo.setChecked');
  });

  it('toasts a failed mark', async () => {
    setup({
      handlers: {
        'promo.setChecked': () => ({
          status: 404,
          code: 'NOT_FOUND',
          message: 'Data promo tidak ditemukan.',
        }),
      },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Sudah dicek: bunda.aisyah@example.id' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Cek' }),
    );
    expect(await screen.findByText('Gagal memperbarui status promo!')).toBeInTheDocument();
  });

  it('deletes a sign-up after the confirmation, for the main admin', async () => {
    const { server } = setup({ handlers: { 'promo.delete': () => ({ data: { id: 12 } }) } });
    await screen.findByText('bunda.aisyah@example.id');
    await userEvent.click(
      within(rowOf('bunda.aisyah@example.id')).getByRole('button', { name: 'Hapus' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin menghapus promo ini?');
    expect(question).toHaveTextContent('Pendaftar bunda.aisyah@example.id');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Promo berhasil dihapus!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'promo.delete')?.input).toEqual({ id: 12 });
  });

  it('toasts a failed delete', async () => {
    setup({
      handlers: {
        'promo.delete': () => ({ status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'x' }),
      },
    });
    await screen.findByText('bunda.aisyah@example.id');
    await userEvent.click(
      within(rowOf('bunda.aisyah@example.id')).getByRole('button', { name: 'Hapus' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Hapus' }),
    );
    expect(await screen.findByText('Gagal menghapus promo!')).toBeInTheDocument();
  });

  it('shows a second admin the marks but no delete button', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('bunda.aisyah@example.id');
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });

  it('keeps the e-mail search and the page in the URL', async () => {
    const { server } = setup({
      path: '/admin/promo?search=aisyah&page=2',
      handlers: { 'promo.adminList': () => page([fresh], 21, 2) },
    });
    await screen.findByText('bunda.aisyah@example.id');
    expect(server.calls[0]?.input).toEqual({ search: 'aisyah', page: 2 });
    expect(screen.getByLabelText('Cari')).toHaveValue('aisyah');
    await userEvent.click(screen.getByRole('button', { name: /Sebelumnya/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/promo\?search=aisyah$/),
    );
    const search = screen.getByLabelText('Cari');
    await userEvent.clear(search);
    await userEvent.type(search, 'fatih');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/promo\?search=fatih$/),
    );
    await waitFor(() => expect(server.calls.at(-1)?.input).toEqual({ search: 'fatih', page: 1 }));
  });

  it('tells a search without match from a list without sign-ups', async () => {
    setup({
      path: '/admin/promo?search=tidakada',
      handlers: { 'promo.adminList': () => page([]) },
    });
    expect(await screen.findByText('Tidak ada data promo yang cocok.')).toBeInTheDocument();
  });

  it('says there are no sign-ups at all', async () => {
    setup({ handlers: { 'promo.adminList': () => page([]) } });
    expect(await screen.findByText('Belum ada pendaftar promo.')).toBeInTheDocument();
  });

  it('toasts a load failure and shows it with "Coba lagi" instead of the empty list', async () => {
    const { server } = setup({ handlers: { 'promo.adminList': () => serverFailure } });
    expect(await screen.findByText('Gagal memuat data promo!')).toBeInTheDocument();
    await retryFailedLoad(server, 'promo.adminList');
  });

  it('downloads the CSV from promo.exportCsv as a file', async () => {
    const csv = '\uFEFF"id","email"\r\n"12","bunda.aisyah@example.id"\r\n';
    const { server } = setup({
      handlers: {
        'promo.exportCsv': () => ({ data: { filename: 'promo-2026-11-02.csv', csv } }),
      },
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await screen.findByText('bunda.aisyah@example.id');
    await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(server.calls.map((c) => c.path)).toContain('promo.exportCsv');
    expect(clicked[0]?.download).toBe('promo-2026-11-02.csv');
    expect(clicked[0]?.href).toBe('blob:http://test.local/promo');
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!blob) throw new Error('no Blob was made');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // Byte for byte, the BOM included (Excel needs it to read UTF-8).
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([
      ...new TextEncoder().encode(csv),
    ]);
    expect(await screen.findByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
  });

  it('toasts a failed CSV download', async () => {
    setup({
      handlers: {
        'promo.exportCsv': () => ({ status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'x' }),
      },
    });
    await screen.findByText('bunda.aisyah@example.id');
    await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect(await screen.findByText('Gagal mengunduh CSV!')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
