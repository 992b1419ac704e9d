// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KampanyeDetail, KampanyeRow } from '../../shared/schemas/kampanye';
import { renderAdmin } from '../test/render-admin';
import { KampanyeAdminPage } from './kampanye-admin-page';
import { KampanyeEditorPage } from './kampanye-editor-page';

// The campaign pages (issue 21 item 3) against a simulated API: the list with where each
// campaign stands, the editor's save, test mail and send (with its confirmation naming the
// count), and a sent campaign's progress and results.

const row = (over: Partial<KampanyeRow>): KampanyeRow => ({
  id: 1,
  subjek: 'Koleksi Lebaran',
  status: 'dikirim',
  createdAt: '2026-11-20T02:00:00.000Z',
  dikirimAt: '2026-11-21T02:00:00.000Z',
  penerima: 48,
  terkirim: 46,
  gagal: 1,
  menunggu: 0,
  dilewati: 1,
  berhenti: 2,
  klik: 21,
  ...over,
});

const detailOf = (over: Partial<KampanyeDetail>): KampanyeDetail => ({
  ...row({}),
  isi: 'Halo Bunda!',
  produk: [
    { id: 7, nama_produk: 'Gamis Aisyah', foto_produk: 'g.webp', harga_diskon: 150_000, klik: 9 },
  ],
  klikToko: 4,
  ujiKe: null,
  ujiAt: null,
  ...over,
});

const info = (over: object = {}) => ({
  data: {
    terkonfirmasi: 3,
    emailSaya: null,
    smtpConfigured: false,
    perMinute: 30,
    ...over,
  },
});
const preview = () => ({
  data: { subject: 'x', html: '<p>Pratinjau</p>', text: 'Pratinjau' },
});

describe('KampanyeAdminPage', () => {
  it('lists campaigns with where each stands and its results', async () => {
    renderAdmin(<KampanyeAdminPage />, {
      path: '/admin/kampanye',
      handlers: {
        'kampanye.list': () => ({
          data: {
            items: [
              row({}),
              row({ id: 2, subjek: 'Menunggu', menunggu: 5, terkirim: 0, klik: 0 }),
              row({ id: 3, subjek: 'Draf baru', status: 'draf', penerima: 0, terkirim: 0 }),
            ],
            total: 3,
            page: 1,
            pageSize: 20,
            smtpConfigured: false,
          },
        }),
      },
    });
    const sent = (
      await screen.findByRole('link', { name: 'Buka kampanye "Koleksi Lebaran"' })
    ).closest('tr') as HTMLElement;
    expect(within(sent).getByText('Selesai')).toBeVisible();
    expect(within(sent).getByText('48 penerima')).toBeVisible();
    expect(within(sent).getByText('46')).toBeVisible();
    expect(within(sent).getByText('21')).toBeVisible();
    const waiting = screen
      .getByRole('link', { name: 'Buka kampanye "Menunggu"' })
      .closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Menunggu SMTP')).toBeVisible();
    const draft = screen
      .getByRole('link', { name: 'Buka kampanye "Draf baru"' })
      .closest('tr') as HTMLElement;
    expect(within(draft).getByText('Draf')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tulis kampanye' })).toHaveAttribute(
      'href',
      '/admin/kampanye/baru',
    );
  });
});

describe('KampanyeEditorPage', () => {
  it('saves a new Draf and opens it', async () => {
    const { server } = renderAdmin(<KampanyeEditorPage />, {
      path: '/admin/kampanye/baru',
      pattern: '/admin/kampanye/:id',
      handlers: {
        'kampanye.sendInfo': () => info(),
        'kampanye.preview': () => preview(),
        'kampanye.create': () => ({ data: { id: 9 } }),
        'kampanye.byId': () => ({ data: detailOf({ id: 9, status: 'draf', subjek: 'Promo' }) }),
      },
    });
    // Nothing to send before it is saved.
    expect(
      await screen.findByRole('button', { name: 'Kirim ke 3 pelanggan terkonfirmasi' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Subjek wajib diisi')).toBeVisible();
    expect(server.calls.map((c) => c.path)).not.toContain('kampanye.create');

    await userEvent.type(screen.getByLabelText('Subjek'), 'Promo');
    await userEvent.type(screen.getByLabelText('Isi email'), 'Halo Bunda!');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Draf kampanye disimpan!')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'kampanye.create')?.input).toEqual({
      subjek: 'Promo',
      isi: 'Halo Bunda!',
      produk: [],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/kampanye/9'),
    );
    expect(await screen.findByTitle('Pratinjau email')).toHaveAttribute(
      'srcdoc',
      '<p>Pratinjau</p>',
    );
  });

  it('sends a test to the admin, asking for an address the account lacks', async () => {
    const { server } = renderAdmin(<KampanyeEditorPage />, {
      path: '/admin/kampanye/9',
      pattern: '/admin/kampanye/:id',
      handlers: {
        'kampanye.sendInfo': () => info(),
        'kampanye.preview': () => preview(),
        'kampanye.byId': () => ({ data: detailOf({ id: 9, status: 'draf' }) }),
        'kampanye.sendTest': (input) => ({
          data: { id: 9, email: (input as { email: string }).email },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kirim uji ke saya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim uji ke saya' });
    await userEvent.type(within(dialog).getByLabelText('Email kamu'), 'pemilik@toko.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim uji' }));
    expect(
      await screen.findByText('Email uji dimasukkan ke antrean untuk pemilik@toko.example.'),
    ).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'kampanye.sendTest')?.input).toEqual({
      id: 9,
      email: 'pemilik@toko.example',
    });
  });

  it('sends to the confirmed subscribers after a confirmation that names how many', async () => {
    let sent = false;
    const { server } = renderAdmin(<KampanyeEditorPage />, {
      path: '/admin/kampanye/9',
      pattern: '/admin/kampanye/:id',
      handlers: {
        'kampanye.sendInfo': () => info({ emailSaya: 'pemilik@toko.example' }),
        'kampanye.preview': () => preview(),
        'kampanye.byId': () => ({
          data: sent
            ? detailOf({ id: 9, penerima: 3, terkirim: 0, gagal: 0, menunggu: 3, dilewati: 0 })
            : detailOf({ id: 9, status: 'draf', penerima: 0 }),
        }),
        'kampanye.send': () => {
          sent = true;
          return { data: { id: 9, penerima: 3 } };
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Kirim ke 3 pelanggan terkonfirmasi' }),
    );
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Kampanye ini akan dikirim ke 3 pelanggan terkonfirmasi.');
    await userEvent.click(
      within(question).getByRole('button', { name: 'Ya, kirim ke 3 pelanggan' }),
    );
    expect(
      await screen.findByText('Kampanye dikirim ke antrean untuk 3 pelanggan.'),
    ).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === 'kampanye.send')?.input).toEqual({ id: 9 });
    const progress = await screen.findByRole('progressbar', { name: 'Kemajuan pengiriman' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('Menunggu SMTP')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buka Kotak keluar' })).toHaveAttribute(
      'href',
      '/admin/kotak-keluar',
    );
  });

  it('shows a sent campaign’s results: sent, failed, unsubscribed since, clicks per product', async () => {
    renderAdmin(<KampanyeEditorPage />, {
      path: '/admin/kampanye/1',
      pattern: '/admin/kampanye/:id',
      handlers: {
        'kampanye.sendInfo': () => info({ smtpConfigured: true }),
        'kampanye.preview': () => preview(),
        'kampanye.byId': () => ({ data: detailOf({}) }),
      },
    });
    const results = await screen.findByRole('region', { name: 'Hasil' });
    expect(
      within(results).getByText('Berhenti berlangganan sejak itu').nextSibling,
    ).toHaveTextContent('2');
    expect(within(results).getByText('Klik').nextSibling).toHaveTextContent('21');
    expect(within(results).getByText('Gamis Aisyah').nextSibling).toHaveTextContent('9');
    const progress = screen.getByRole('progressbar', { name: 'Kemajuan pengiriman' });
    expect(progress).toHaveAttribute('aria-valuenow', '48');
    expect(screen.getByText('Selesai')).toBeVisible();
    expect(screen.getByText('Dikirim bertahap, paling banyak 30 email per menit.')).toBeVisible();
    // A sent campaign is read, not edited.
    expect(screen.queryByRole('button', { name: 'Simpan draf' })).not.toBeInTheDocument();
  });
});
