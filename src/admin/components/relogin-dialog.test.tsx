// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SinonimAdminPage } from '../pages/sinonim-admin-page';
import { renderAdmin } from '../test/render-admin';

// A session that ends while a form is filled in: the save's 401 opens the login over the form,
// which keeps what was typed, and the save goes again once the admin has logged in.

const sessionEnded = {
  status: 401,
  message: 'Silakan login terlebih dahulu.',
  code: 'UNAUTHORIZED',
} as const;

describe('logging in again in place', () => {
  it('keeps the open form, asks only the password, and then saves what was typed', async () => {
    let saves = 0;
    let loggedIn = false;
    const { server } = renderAdmin(<SinonimAdminPage />, {
      path: '/admin/sinonim',
      relogin: true,
      handlers: {
        'sinonim.adminList': () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } }),
        'sinonim.create': () => {
          saves += 1;
          return loggedIn ? { data: { id: 4, kata: ['jaket', 'hoodie'] } } : sessionEnded;
        },
        'auth.login': (input) => {
          if ((input as { password: string }).password !== 'rahasia-admin-1') {
            return { status: 401, message: 'Username atau password salah', code: 'UNAUTHORIZED' };
          }
          loggedIn = true;
          return { data: { id: 1, username: 'admin' } };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Sinonim' }));
    const form = screen.getByRole('dialog', { name: 'Tambah Sinonim' });
    await userEvent.type(within(form).getByLabelText('Kata atau frasa'), 'jaket, hoodie');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));

    const relogin = await screen.findByRole('dialog', { name: 'Sesi berakhir' });
    expect(within(relogin).getByLabelText('Username')).toHaveValue('admin');
    expect(within(relogin).getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('jaket, hoodie')).toBeInTheDocument();
    expect(screen.queryByText('Gagal menambahkan sinonim!')).not.toBeInTheDocument();

    await userEvent.click(within(relogin).getByRole('button', { name: 'Masuk' }));
    expect(await within(relogin).findByText('Password wajib diisi.')).toBeInTheDocument();
    await userEvent.type(within(relogin).getByLabelText('Password'), 'salah-sekali');
    await userEvent.click(within(relogin).getByRole('button', { name: 'Masuk' }));
    expect(await within(relogin).findByText('Username atau password salah')).toBeInTheDocument();
    expect(saves).toBe(1);

    await userEvent.clear(within(relogin).getByLabelText('Password'));
    await userEvent.type(within(relogin).getByLabelText('Password'), 'rahasia-admin-1{Enter}');
    expect(await screen.findByText('Sinonim berhasil ditambahkan!')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(saves).toBe(2);
    expect(server.calls.filter((c) => c.path === 'sinonim.create').map((c) => c.input)).toEqual([
      { kata: 'jaket, hoodie' },
      { kata: 'jaket, hoodie' },
    ]);
    expect(server.calls.find((c) => c.path === 'auth.login')?.input).toEqual({
      username: 'admin',
      password: 'salah-sekali',
    });
  });
});
