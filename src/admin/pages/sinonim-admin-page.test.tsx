// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, secondAdmin } from '../test/render-admin';
import { SinonimAdminPage } from './sinonim-admin-page';
import { chooseRowAction } from '../../test/row-actions';

const group = { id: 3, kata: ['gamis', 'dress', 'abaya'], updatedAt: '2026-11-20T03:00:00.000Z' };
const pageOf = (items: (typeof group)[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 20 },
});

const setup = (options: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<SinonimAdminPage />, {
    path: '/admin/sinonim',
    ...options,
    handlers: { 'sinonim.adminList': () => pageOf([group]), ...options.handlers },
  });

describe('SinonimAdminPage', () => {
  it('lists each group with its terms', async () => {
    setup();
    const terms = await screen.findByRole('list', { name: 'gamis, dress, abaya' });
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['gamis', 'dress', 'abaya']);
    expect(screen.getByText('1 kelompok sinonim')).toBeInTheDocument();
  });

  it('adds a group from one comma-separated line, normalised', async () => {
    const { server } = setup({
      handlers: { 'sinonim.create': () => ({ data: { id: 4, kata: ['jaket', 'hoodie'] } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Sinonim' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Sinonim' });
    const field = within(dialog).getByLabelText('Kata atau frasa');
    expect(field).toHaveAccessibleDescription(
      'Pisahkan dengan koma, misalnya: gamis, dress, abaya',
    );
    await userEvent.type(field, 'Jaket,  HOODIE , jaket');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Sinonim berhasil ditambahkan!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'sinonim.create')?.input).toEqual({
      kata: 'jaket, hoodie',
    });
  });

  it('says what is wrong with a line before sending it', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Sinonim' }));
    await userEvent.type(screen.getByLabelText('Kata atau frasa'), 'jaket');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Isi minimal 2 kata atau frasa, dipisahkan koma.'),
    ).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('sinonim.create');
  });

  it("edits a group's line and shows the server's conflict beside the field", async () => {
    const { server } = setup({
      handlers: {
        'sinonim.update': () => ({
          status: 409,
          code: 'CONFLICT',
          message: '"koko" sudah ada di kelompok sinonim lain.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Kata atau frasa');
    expect(field).toHaveValue('gamis, dress, abaya');
    await userEvent.type(field, ', koko');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === 'sinonim.update')?.input).toEqual({
        id: 3,
        kata: 'gamis, dress, abaya, koko',
      }),
    );
    expect(await screen.findByText('Gagal memperbarui sinonim!')).toBeInTheDocument();
    expect(screen.getByLabelText('Kata atau frasa')).toHaveAccessibleDescription(
      'Pisahkan dengan koma, misalnya: gamis, dress, abaya "koko" sudah ada di kelompok sinonim lain.',
    );
  });

  it('deletes after the confirmation, for the main admin only', async () => {
    const { server } = setup({ handlers: { 'sinonim.delete': () => ({ data: { id: 3 } }) } });
    await chooseRowAction('Hapus');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin menghapus sinonim ini?');
    expect(question).toHaveTextContent('Sinonim: gamis, dress, abaya');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('Sinonim berhasil dihapus!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'sinonim.delete')?.input).toEqual({ id: 3 });
  });

  it('shows no delete button to a second admin', async () => {
    setup({ me: secondAdmin });
    await screen.findByText('gamis');
    // Edit is all there is: no menu of other actions.
    expect(screen.queryByRole('button', { name: 'Lainnya' })).not.toBeInTheDocument();
  });

  it('says when there is no group', async () => {
    setup({ handlers: { 'sinonim.adminList': () => pageOf([]) } });
    expect(
      await screen.findByText('Belum ada sinonim. Pencarian hanya mencocokkan kata yang diketik.'),
    ).toBeInTheDocument();
  });
});
