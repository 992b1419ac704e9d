// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { failingOnce, retryFailedLoad } from '../test/load-error';
import { UserAdminPage } from './user-admin-page';
import { chooseRowAction } from '../../test/row-actions';

// What user.adminList answers: ids and usernames, never a password or its hash.
const users = [
  { id: 1, username: 'admin' },
  { id: 2, username: 'rina' },
];
const page = { data: { items: users, total: users.length, page: 1, pageSize: 20 } };

const setup = (options: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<UserAdminPage />, {
    path: '/admin/user',
    ...options,
    handlers: { 'user.adminList': () => page, ...options.handlers },
  });

const rowOf = (username: string) => {
  const row = screen.getByText(username).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return row;
};

// Sonner keeps its toasts in module state: a toast of the previous test must not count here.
beforeEach(() => {
  toast.dismiss();
});

describe('UserAdminPage', () => {
  it('lists the usernames with their count and badges, and no password column', async () => {
    setup();
    expect(await screen.findByText('2 user terdaftar')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Admin utama')).toBeInTheDocument();
    expect(within(rowOf('admin')).getByText('Anda')).toBeInTheDocument();
    expect(within(rowOf('rina')).queryByText('Admin utama')).not.toBeInTheDocument();
    expect(within(rowOf('rina')).queryByText('Anda')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Username',
      'Aksi',
    ]);
    // No field but the list's search.
    expect([...document.querySelectorAll('input')].map((i) => i.type)).toEqual(['search']);
  });

  it('offers no delete for the main admin (id 1), but edit for everyone', async () => {
    setup();
    await screen.findByText('rina');
    // The main admin's row has Edit alone; another's has Hapus in its menu.
    expect(
      within(rowOf('admin')).queryByRole('button', { name: 'Lainnya' }),
    ).not.toBeInTheDocument();
    expect(within(rowOf('admin')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(rowOf('rina')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(within(rowOf('rina')).getByRole('button', { name: 'Lainnya' }));
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Hapus']);
  });

  it('asks username and password when adding and sends nothing while they are empty', async () => {
    const { server } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah User' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Minimal 8 karakter.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Username wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'dewi');
    await userEvent.type(screen.getByLabelText('Password'), 'pendek');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Password minimal 8 karakter.')).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('user.create');
  });

  it('adds a user and says so in a toast', async () => {
    const { server } = setup({
      handlers: { 'user.create': () => ({ data: { id: 3, username: 'dewi' } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah User' }));
    await userEvent.type(screen.getByLabelText('Username'), 'dewi');
    await userEvent.type(screen.getByLabelText('Password'), 'rahasia-dewi-1{Enter}');
    expect(await screen.findByText('User berhasil ditambahkan!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'user.create')?.input).toEqual({
      username: 'dewi',
      password: 'rahasia-dewi-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.innerHTML).not.toContain('rahasia-dewi-1');
  });

  it('shows and hides the typed password on request', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah User' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('forgets a typed password once the dialog is closed', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah User' }));
    await userEvent.type(screen.getByLabelText('Password'), 'rahasia-lupa-9');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Perubahan belum disimpan. Yakin ingin menutup form?');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.innerHTML).not.toContain('rahasia-lupa-9');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah User' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps the current password when the new one is left blank on edit', async () => {
    const { server } = setup({
      handlers: { 'user.update': () => ({ data: { id: 2, username: 'rina.s' } }) },
    });
    await screen.findByText('rina');
    await userEvent.click(within(rowOf('rina')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    const password = within(dialog).getByLabelText('Password baru');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Biarkan kosong jika tidak ingin mengganti password.'),
    );
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveValue('rina');
    await userEvent.clear(username);
    await userEvent.type(username, 'rina.s');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('User berhasil diperbarui!')).toBeInTheDocument();
    const sent = server.calls.find((c) => c.path === 'user.update')?.input;
    expect(sent).toEqual({ id: 2, username: 'rina.s' });
    expect(sent).not.toHaveProperty('password');
  });

  it('sends a new password typed on edit', async () => {
    const { server } = setup({
      handlers: { 'user.update': () => ({ data: { id: 2, username: 'rina' } }) },
    });
    await screen.findByText('rina');
    await userEvent.click(within(rowOf('rina')).getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Password baru'), 'sandi-baru-123{Enter}');
    expect(await screen.findByText('User berhasil diperbarui!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'user.update')?.input).toEqual({
      id: 2,
      username: 'rina',
      password: 'sandi-baru-123',
    });
  });

  it('shows a taken username (409) on the username field with the failure toast', async () => {
    setup({
      handlers: {
        'user.create': () => ({
          status: 409,
          code: 'CONFLICT',
          message: 'Username sudah dipakai.',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah User' }));
    await userEvent.type(screen.getByLabelText('Username'), 'rina');
    await userEvent.type(screen.getByLabelText('Password'), 'rahasia-rina-2');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal menambahkan user!')).toBeInTheDocument();
    const field = screen.getByLabelText('Username');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Username sudah dipakai.');
    expect(screen.getByRole('dialog', { name: 'Tambah User' })).toBeInTheDocument();
  });

  it('deletes a user after the confirmation', async () => {
    const { server } = setup({ handlers: { 'user.delete': () => ({ data: { id: 2 } }) } });
    await screen.findByText('rina');
    await chooseRowAction('Hapus', within(rowOf('rina')));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Apakah yakin ingin menghapus user ini?');
    expect(question).toHaveTextContent('User rina');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Hapus' }));
    expect(await screen.findByText('User berhasil dihapus!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'user.delete')?.input).toEqual({ id: 2 });
  });

  it('toasts a refused delete', async () => {
    setup({
      handlers: {
        'user.delete': () => ({ status: 404, code: 'NOT_FOUND', message: 'User tidak ditemukan.' }),
      },
    });
    await screen.findByText('rina');
    await chooseRowAction('Hapus', within(rowOf('rina')));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Hapus' }),
    );
    expect(await screen.findByText('Gagal menghapus user!')).toBeInTheDocument();
  });

  it('shows a failed load with "Coba lagi" instead of the empty list, and loads again', async () => {
    const { server } = setup({ handlers: { 'user.adminList': failingOnce(page) } });
    expect(await screen.findByText('Gagal memuat data user!')).toBeInTheDocument();
    await retryFailedLoad(server, 'user.adminList');
    expect(await screen.findByText('2 user terdaftar')).toBeInTheDocument();
  });
});
