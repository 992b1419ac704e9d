// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { retryFailedLoad, serverFailure } from '../test/load-error';
import { expectHeaderSort, expectNoSortSent, expectSortFromUrl } from '../test/list-sort';
import { FaqAdminPage } from './faq-admin-page';
import { chooseRowAction } from '../../test/row-actions';

const faq = {
  id: 7,
  pertanyaan: 'Apakah bisa COD?',
  jawaban: 'Bisa, lewat marketplace.',
  createdAt: '2026-11-01T03:00:00.000Z',
};
const page = (items: (typeof faq)[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 20 },
});

const setup = (options: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<FaqAdminPage />, {
    path: '/admin/faq',
    ...options,
    handlers: { 'faq.adminList': () => page([faq]), ...options.handlers },
  });

describe('FaqAdminPage', () => {
  it('asks the required fields and sends nothing while they are empty', async () => {
    const { server } = setup({ handlers: { 'faq.create': () => ({ data: faq }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah FAQ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pertanyaan wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Jawaban wajib diisi.')).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('faq.create');
  });

  it('asks before closing a changed form and keeps it open on "no"', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah FAQ' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah FAQ' });
    await userEvent.type(within(dialog).getByLabelText('Pertanyaan'), 'Ada ukuran jumbo?');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Perubahan belum disimpan. Yakin ingin menutup form?');
    await userEvent.click(within(question).getByRole('button', { name: 'Batal' }));
    expect(screen.getByRole('dialog', { name: 'Tambah FAQ' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Tutup' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes an unchanged form without asking', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah FAQ' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('saves an edit and says so in a toast', async () => {
    const { server } = setup({
      handlers: { 'faq.update': (input) => ({ data: { ...faq, ...(input as object) } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const answer = screen.getByLabelText('Jawaban');
    await userEvent.clear(answer);
    await userEvent.type(answer, 'Bisa.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('FAQ berhasil diperbarui!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'faq.update')?.input).toEqual({
      id: 7,
      pertanyaan: 'Apakah bisa COD?',
      jawaban: 'Bisa.',
    });
  });

  it("shows the server's field message beside the field and the failure toast", async () => {
    const { server } = setup({
      handlers: {
        'faq.update': () => ({
          status: 400,
          code: 'BAD_REQUEST',
          message: 'Pertanyaan maksimal 500 karakter.',
          data: { issues: [{ path: 'pertanyaan', message: 'Pertanyaan maksimal 500 karakter.' }] },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Pertanyaan'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(server.calls.map((c) => c.path)).toContain('faq.update'));
    expect(await screen.findByText('Gagal memperbarui FAQ!')).toBeInTheDocument();
    const field = screen.getByLabelText('Pertanyaan');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Pertanyaan maksimal 500 karakter.');
  });

  it('deletes after the confirmation, for the main admin only', async () => {
    const { server } = setup({ handlers: { 'faq.delete': () => ({ data: { id: 7 } }) } });
    await chooseRowAction('Hapus');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin menghapus FAQ ini?');
    expect(question).toHaveTextContent('FAQ “Apakah bisa COD?”');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('FAQ berhasil dihapus!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'faq.delete')?.input).toEqual({ id: 7 });
  });

  it('undoes a delete with the toast’s Batalkan, naming the delete for Riwayat', async () => {
    // jsdom has no pointer capture; a toast (its Batalkan button) asks for it when pressed.
    Object.assign(Element.prototype, {
      setPointerCapture: () => undefined,
      releasePointerCapture: () => undefined,
      hasPointerCapture: () => false,
    });
    const tindakan = '3d9c2f4e-8a1b-4c6d-9e0f-1a2b3c4d5e6f';
    const { server } = setup({
      handlers: {
        'faq.delete': () => ({
          data: { id: 7, sampah: { id: 41, jenis: 'faq', label: 'Apakah bisa COD?', tindakan } },
        }),
        'sampah.restore': () => ({
          data: { jenis: 'faq', idEntitas: 7, label: 'Apakah bisa COD?' },
        }),
      },
    });
    await chooseRowAction('Hapus');
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan' }));
    await screen.findByText('Apakah bisa COD? dipulihkan.');
    // Riwayat then shows the delete "Dibatalkan".
    expect(server.calls.find((c) => c.path === 'sampah.restore')?.input).toEqual({
      id: 41,
      membatalkan: tindakan,
    });
  });

  it('shows no delete button to a second admin', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('Apakah bisa COD?');
    // Edit is all there is: no menu of other actions.
    expect(screen.queryByRole('button', { name: 'Lainnya' })).not.toBeInTheDocument();
  });

  it('keeps search and sort in the URL and tells an empty search from an empty list', async () => {
    const { server } = setup({
      path: '/admin/faq?search=jumbo&sort=a-z',
      handlers: { 'faq.adminList': () => page([]) },
    });
    expect(
      await screen.findByText('Tidak ditemukan FAQ yang sesuai dengan pencarian'),
    ).toBeInTheDocument();
    expect(server.calls[0]?.input).toEqual({ search: 'jumbo', sort: 'a-z', page: 1 });
    await userEvent.selectOptions(screen.getByLabelText('Urutkan'), 'terlama');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/faq?search=jumbo&sort=terlama',
      ),
    );
  });

  it('says the list is empty when there is no FAQ at all', async () => {
    setup({ handlers: { 'faq.adminList': () => page([]) } });
    expect(await screen.findByText('Belum ada data FAQ')).toBeInTheDocument();
  });

  it('toasts a load failure and shows it with "Coba lagi" instead of the empty list', async () => {
    const { server } = setup({ handlers: { 'faq.adminList': () => serverFailure } });
    expect(await screen.findByText('Gagal memuat data FAQ!')).toBeInTheDocument();
    await retryFailedLoad(server, 'faq.adminList');
  });
});

describe('sorting by a column', () => {
  it('sorts by a header over the spec order, keeping the search in the URL', async () => {
    const { server } = setup({ path: '/admin/faq?search=cod&sort=a-z&page=2' });
    await screen.findByText('Apakah bisa COD?');
    // The spec order shows on its column.
    expect(screen.getByRole('columnheader', { name: 'Pertanyaan' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expectHeaderSort(server, {
      column: 'Jawaban',
      key: 'jawaban',
      procedure: 'faq.adminList',
      url: '/admin/faq?search=cod',
    });
    expect(screen.getByLabelText('Urutkan')).toHaveValue('jawaban:desc');
  });

  it('offers the spec orders and the other column sorts in one select', async () => {
    const { server } = setup();
    await screen.findByText('Apakah bisa COD?');
    const select = screen.getByLabelText('Urutkan');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Terbaru',
      'Terlama',
      'Pertanyaan A-Z',
      'Pertanyaan Z-A',
      'Jawaban, naik (A–Z, terkecil)',
      'Jawaban, turun (Z–A, terbesar)',
    ]);
    expect(select).toHaveValue('terbaru');
    expect(screen.getByRole('columnheader', { name: 'Dibuat' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.selectOptions(select, 'jawaban:asc');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/faq?urut=jawaban'),
    );
    await waitFor(() =>
      expect(server.calls.at(-1)?.input).toEqual({
        search: '',
        urut: 'jawaban',
        arah: 'asc',
        page: 1,
      }),
    );
    await userEvent.selectOptions(select, 'z-a');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/faq\?sort=z-a$/),
    );
  });

  it('reads the sort and the page from the URL', async () => {
    const { server } = setup({ path: '/admin/faq?urut=dibuat&arah=desc&page=3' });
    await expectSortFromUrl(server, {
      column: 'Dibuat',
      key: 'dibuat',
      procedure: 'faq.adminList',
    });
  });

  it('sends no sort key an old link names that the list does not know', async () => {
    const { server } = setup({ path: '/admin/faq?urut=id' });
    await screen.findByText('Apakah bisa COD?');
    expectNoSortSent(server, 'faq.adminList');
  });
});
