import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import {
  adminScreenshot,
  anonymousApi,
  chooseRowAction,
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

// Riwayat (issue 20 item 3, issue 29) in a real browser: the main admin changes a price in the
// product editor, opens the product's history from the editor and reads one entry per action in
// their words ("Produk diubah: …"), its "Harga: Rp … → Rp …" a click away, under their name; a
// bulk discount undone with "Batalkan" reads "Dibatalkan"; a bulk discount taken back later with
// "Kembalikan" writes back each product's own discount (the shop shows it at once), or is refused
// in place when a product's discount changed since; a dated discount's start, reached from its row
// in Diskon, taken back ends it; the history is theirs alone.

/** A product of the test's own, through the legacy API. */
async function createProduk(api: APIRequestContext, nama: string, diskon = 0, harga = 100_000) {
  const created = await api.post('/api/produk', {
    multipart: {
      nama_produk: nama,
      harga: String(harga),
      diskon: String(diskon),
      jumlah_terjual: '0',
      deskripsi_produk: 'Produk untuk uji riwayat.',
      // No running demo discount covers Atasan, so the shop shows each product's own discount.
      kategori: 'atasan',
      file: {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: fs.readFileSync(await testImage('riwayat', '#6b4e9b')),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** One bulk discount over `ids`, as the product list's bar sends it. */
async function bulkDiskon(api: APIRequestContext, ids: number[], diskon: number) {
  const res = await api.post('/api/trpc/produkBulk.update', {
    data: { target: { ids }, ubah: { aksi: 'diskon', diskon } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a price changed in the editor reads as before → after in the product’s history', async ({
  page,
  baseURL,
}, testInfo) => {
  const api = await apiAs(baseURL ?? '');
  const nama = `Gamis Riwayat ${testInfo.project.name} ${Date.now()}`;
  const id = await createProduk(api, nama, 0, 150_000);

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
  // One entry per action: the price change, and the product's creation with its photo.
  const change = page.getByRole('row').filter({ hasText: `Produk diubah: ${nama}` });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(MAIN_ADMIN.username);
  await change.getByText(/^Lihat \d+ perubahan$/).click();
  await expect(
    change.getByRole('listitem').filter({ hasText: /^Harga: Rp 150\.000 → Rp 135\.000$/ }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Produk baru: ${nama}` })).toHaveCount(1);
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
  await expect(page.getByRole('row').filter({ hasText: `Produk diubah: ${nama}` })).toHaveCount(1);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat');
});

test('a bulk discount undone with Batalkan reads "Dibatalkan", its undo as a Pembatalan', async ({
  page,
  baseURL,
}, testInfo) => {
  const api = await apiAs(baseURL ?? '');
  const nama = `Gamis Diskon ${testInfo.project.name} ${Date.now()}`;
  const ids = [await createProduk(api, `${nama} 1`), await createProduk(api, `${nama} 2`)];

  // The bulk bar's discount and its toast's "Batalkan".
  await signIn(page, MAIN_ADMIN, `/admin/produk?search=${encodeURIComponent(nama)}`);
  for (const n of [1, 2]) {
    await page.getByRole('checkbox', { name: `Pilih ${nama} ${n}` }).check();
  }
  await page
    .getByRole('region', { name: 'Aksi untuk produk yang dipilih' })
    .getByRole('button', { name: 'Atur diskon' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Diskon baru (%)').fill('20');
  await dialog.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Ubah' }).click();
  await page.getByRole('button', { name: 'Batalkan' }).click();
  await expectToast(page, 'Perubahan pada 2 produk dibatalkan.');

  await page.goto(`/admin/riwayat?entitas=produk&id=${ids[0]}`);
  const bulk = page.getByRole('row').filter({ hasText: 'Diskon 20% untuk 2 produk' });
  await expect(bulk).toContainText('Dibatalkan');
  const undo = page.getByRole('row').filter({ hasText: 'Pembatalan' });
  await expect(undo).toHaveCount(1);
  await expect(undo).toContainText('Diskon 0% untuk 2 produk');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat-dibatalkan');
  const trashed = await api.post('/api/trpc/produkBulk.delete', { data: { target: { ids } } });
  expect(trashed.status(), await trashed.text()).toBe(200);
});

test('Kembalikan writes back a bulk discount, and is refused in place after a later change', async ({
  page,
  baseURL,
}, testInfo) => {
  const api = await apiAs(baseURL ?? '');
  const nama = `Gamis Kembali ${testInfo.project.name} ${Date.now()}`;
  const a = await createProduk(api, `${nama} A`, 10);
  const b = await createProduk(api, `${nama} B`, 30);
  await bulkDiskon(api, [a, b], 20);
  const c = await createProduk(api, `${nama} C`, 5);
  const d = await createProduk(api, `${nama} D`, 15);
  await bulkDiskon(api, [c, d], 25);
  // Someone changed C's discount again afterwards.
  await bulkDiskon(api, [c], 40);
  const anon = await anonymousApi(baseURL ?? '');
  const diskonOf = async (id: number) =>
    ((await (await anon.get(`/api/produk/${id}`)).json()) as { diskon: number }).diskon;
  expect(await diskonOf(a)).toBe(20);

  await signIn(page, MAIN_ADMIN, `/admin/riwayat?entitas=produk&id=${a}`);
  const bulk = page.getByRole('row').filter({ hasText: 'Diskon 20% untuk 2 produk' });
  await bulk.getByRole('button', { name: 'Kembalikan' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    /Kembalikan 2 produk ke nilai sebelum Ubah massal \d+ \w+ \d{4}/,
  );
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat-kembalikan-tanya');
  await confirm.getByRole('button', { name: 'Ya, kembalikan' }).click();
  await expectToast(page, '2 produk dikembalikan ke nilai sebelumnya.');
  await expect(bulk).toContainText('Dikembalikan');
  await expect(bulk.getByRole('button', { name: 'Kembalikan' })).toHaveCount(0);
  const revert = page.getByRole('row').filter({ hasText: 'Pengembalian' });
  await expect(revert).toHaveCount(1);
  await expect(revert.getByRole('button', { name: 'Kembalikan' })).toBeVisible();
  // The shop shows each product's own discount again (its kept answers dropped).
  expect([await diskonOf(a), await diskonOf(b)]).toEqual([10, 30]);
  await adminScreenshot(page, testInfo, 'riwayat-kembalikan-selesai');

  await page.goto(`/admin/riwayat?entitas=produk&id=${d}`);
  const later = page.getByRole('row').filter({ hasText: 'Diskon 25% untuk 2 produk' });
  await later.getByRole('button', { name: 'Kembalikan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, kembalikan' }).click();
  await expect(later.getByRole('alert')).toHaveText(
    `Tidak bisa dikembalikan: diskon "${nama} C" sudah diubah lagi setelah tindakan ini.`,
  );
  expect([await diskonOf(c), await diskonOf(d)]).toEqual([40, 25]);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat-kembalikan-ditolak');
  const trashed = await api.post('/api/trpc/produkBulk.delete', {
    data: { target: { ids: [a, b, c, d] } },
  });
  expect(trashed.status(), await trashed.text()).toBe(200);
});

test('Kembalikan on a dated discount’s start ends it: the shop shows each product’s own price again', async ({
  page,
  baseURL,
}, testInfo) => {
  const api = await apiAs(baseURL ?? '');
  const nama = `Diskon Kembali ${testInfo.project.name} ${Date.now()}`;
  const produk = await createProduk(api, `Atasan ${nama}`, 10);
  const created = await api.post('/api/trpc/diskon.create', {
    data: {
      nama,
      persen: 30,
      cakupan: 'produk',
      produk: [produk],
      mulai: new Date().toISOString(),
      sampai: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const anon = await anonymousApi(baseURL ?? '');
  const hargaOf = async () =>
    ((await (await anon.get(`/api/produk/${produk}`)).json()) as { diskon: number }).diskon;
  // The running discount's 30 % beats the product's own 10 %.
  expect(await hargaOf()).toBe(30);

  // From the discount's row to its history, where its start is an action of its own.
  await signIn(page, MAIN_ADMIN, '/admin/diskon');
  await chooseRowAction(page.getByRole('row').filter({ hasText: nama }), `Riwayat ${nama}`);
  await expect(page).toHaveURL(/\/admin\/riwayat\?entitas=diskon&id=\d+/);
  const start = page.getByRole('row').filter({ hasText: 'Diskon dimulai' });
  await expect(start).toHaveCount(1);
  await expect(start).toContainText(nama);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat-diskon-mulai');
  await start.getByRole('button', { name: 'Kembalikan' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    /Akhiri diskon ini sekarang\? Harga produknya kembali seperti sebelum diskon dimulai/,
  );
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'riwayat-diskon-mulai-tanya');
  await confirm.getByRole('button', { name: 'Ya, kembalikan' }).click();
  await expectToast(page, 'Diskon diakhiri; harga produknya kembali seperti sebelumnya.');
  await expect(start).toContainText('Dikembalikan');
  await expect(start.getByRole('button', { name: 'Kembalikan' })).toHaveCount(0);
  expect(await hargaOf()).toBe(10);

  await page.goto('/admin/diskon');
  await expect(page.getByRole('row').filter({ hasText: nama })).toContainText('Berakhir');
  const trashed = await api.post('/api/trpc/produkBulk.delete', {
    data: { target: { ids: [produk] } },
  });
  expect(trashed.status(), await trashed.text()).toBe(200);
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
