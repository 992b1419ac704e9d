// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SampahItem } from '../../shared/schemas/sampah';
import { renderAdmin } from '../test/render-admin';
import { SampahAdminPage } from './sampah-admin-page';

const offer: SampahItem = {
  id: 4,
  jenis: 'penawaran',
  idEntitas: 9,
  label: 'Paket Lebaran Ceria',
  dihapusOleh: 'admin',
  dihapusAt: '2026-11-20T03:00:00.000Z',
  dihapusPermanenAt: '2026-12-20T03:00:00.000Z',
};
const page = (items: SampahItem[]) => ({
  data: { items, total: items.length, page: 1, pageSize: 20 },
});

const setup = (options: Parameters<typeof renderAdmin>[1] = {}) =>
  renderAdmin(<SampahAdminPage />, {
    path: '/admin/sampah',
    ...options,
    handlers: { 'sampah.list': () => page([offer]), ...options.handlers },
  });

describe('SampahAdminPage', () => {
  it('lists a deleted offer as Penawaran and brings it back with Pulihkan', async () => {
    const { server } = setup({
      handlers: {
        'sampah.restore': () => ({
          data: { jenis: 'penawaran', idEntitas: 9, label: 'Paket Lebaran Ceria' },
        }),
      },
    });
    const row = (await screen.findByText('Paket Lebaran Ceria')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Penawaran')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pulihkan Paket Lebaran Ceria' }));
    expect(await screen.findByText('Paket Lebaran Ceria dipulihkan.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'sampah.restore')?.input).toEqual({ id: 4 });
  });

  it('offers Penawaran among the kinds and keeps the kind and search in the URL', async () => {
    const { server } = setup({ path: '/admin/sampah?jenis=penawaran&search=paket' });
    await screen.findByText('Paket Lebaran Ceria');
    expect(server.calls[0]?.input).toEqual({ jenis: 'penawaran', search: 'paket', page: 1 });
    expect(screen.getByLabelText('Jenis')).toHaveValue('penawaran');
    expect(screen.getByLabelText('Cari')).toHaveValue('paket');
  });
});
