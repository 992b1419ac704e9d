import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  adminScreenshot,
  apiAs,
  ensureSecondAdmin,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
  testImage,
} from './admin-helpers';
import { expectAccessible } from './helpers';

test.beforeEach(ownClientAddress);

// Riwayat (issue 20 item 3) in a real browser: the main admin changes a price in the product
// editor, opens the product's history from the editor and reads "Harga: Rp … → Rp …" under
// their name; the history is theirs alone.

test('a price changed in the editor reads as before → after in the product’s history', async ({
  page,
  baseURL,
}, testInfo) => {
  const api = await apiAs(baseURL ?? '');
  const nama = `Gamis Riwayat ${testInfo.project.name} ${Date.now()}`;
  const created = await api.post('/api/produk', {
    multipart: {
      nama_produk: nama,
      harga: '150000',
      diskon: '0',
      jumlah_terjual: '0',
      deskripsi_produk: 'Produk untuk uji riwayat.',
      kategori: 'gamis',
      file: {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: fs.readFileSync(await testImage('riwayat', '#2b3a67')),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signIn(page, MAIN_ADMIN, `/admin/produk/${id}`);
  const harga = page.getByLabel('Harga (Rp)');
  await expect(harga).toHaveValue('150.000');
  await harga.fill('');
  await harga.pressSequentially('135000');
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(/Rp 150\.000 menjadi Rp 135\.000/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Ya, Simpan' }).click();
  await expectToast(page, 'Produk berhasil diperbarui!');

  await page.getByRole('link', { name: 'Riwayat perubahan produk ini' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/riwayat\\?entitas=produk&id=${id}$`));
  await expect(page.getByRole('heading', { name: 'Riwayat', level: 1 })).toBeVisible();
  await expect(page.getByText(`Hanya Produk #${id}`)).toBeVisible();
  const change = page.getByRole('row').filter({
    has: page.getByRole('listitem').filter({ hasText: 'Harga: Rp 150.000 → Rp 135.000' }),
  });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(MAIN_ADMIN.username);
  await expect(change).toContainText('Diubah');
  // The product's creation is there too, with its colours' and photos' entries beside it.
  await expect(page.getByRole('row').filter({ hasText: 'Dibuat' }).first()).toBeVisible();
  // axe judges a toast still fading as low contrast: the save's toast has gone first.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat-produk');

  // The whole history, filtered by person in the URL, keeps the filter on reload.
  await page.getByRole('button', { name: 'Tampilkan semua' }).click();
  await page.getByLabel('Oleh').selectOption({ label: MAIN_ADMIN.username });
  await expect(page).toHaveURL(/pengguna=1/);
  await page.reload();
  await expect(page.getByLabel('Oleh')).toHaveValue('1');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Harga: Rp 150.000 → Rp 135.000' }).first(),
  ).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat');
});

test('another admin has no Riwayat: neither in the menu, nor the page, nor the data', async ({
  page,
  baseURL,
}, testInfo) => {
  const second = await ensureSecondAdmin(baseURL ?? '', testInfo);
  await signIn(page, second, '/admin/riwayat');
  await expect(page.getByRole('heading', { name: 'Tidak diizinkan' })).toBeVisible();
  const api = await apiAs(baseURL ?? '', second);
  expect((await api.get('/api/trpc/riwayat.list')).status()).toBe(403);
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: 'Buka menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu admin' }).getByRole('link', { name: 'Riwayat' }),
  ).toHaveCount(0);
});
