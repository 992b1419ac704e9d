import { expect, test, type Page } from '@playwright/test';
import {
  adminScreenshot,
  anonymousApi,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
  testImage,
  chooseRowAction,
  openRowMenu,
} from './admin-helpers';
import { expectAccessible, openPage, produkNamed, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// The catalogue screens end to end in a real browser: every entity is added (with a real image
// upload where it has a photo), edited and deleted with the spec's exact toasts, and each change
// is checked on its public page at the next request.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openRow(page: Page, text: string) {
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(text)) });
  await expect(row).toBeVisible();
  return row;
}

async function confirm(page: Page, question: string, answer: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: answer }).click();
}

test('produk and warna: add with photos, edit, see them in the shop, delete', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const nama = `Gamis Uji ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, MAIN_ADMIN, '/admin/produk');
  await expect(page.getByRole('heading', { name: 'Produk', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk');

  // Add, in the product editor: the required fields first.
  await page.getByRole('button', { name: 'Tambah Produk' }).click();
  await expect(page).toHaveURL(/\/admin\/produk\/baru$/);
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await expect(page.getByText('Nama produk wajib diisi.')).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-create');
  await page.getByLabel('Nama produk').fill(nama);
  // The price is typed the Indonesian way, key by key, and shown grouped as it is typed.
  const harga = page.getByLabel('Harga (Rp)');
  await harga.pressSequentially('150.000');
  await expect(harga).toHaveValue('150.000');
  await harga.fill('');
  await harga.pressSequentially('150000');
  await expect(harga).toHaveValue('150.000');
  await page.getByLabel('Diskon (%)').fill('20');
  await page.getByLabel('Jumlah terjual').fill('1500');
  await page.getByLabel('Kategori').selectOption('gamis');
  await page.getByLabel('Deskripsi produk').fill('Gamis katun rayon yang adem untuk anak.');
  await page.getByLabel('Link Shopee').fill('https://shopee.co.id/etalase/gamis-uji');
  await page.getByLabel('Status').selectOption('tayang');
  // A photo is required once the product is to be shown (a Draf may wait for one).
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await expect(page.getByText('Silahkan upload gambar')).toBeVisible();
  await page.getByLabel('Tambah foto').setInputFiles(await testImage('produk', '#3f8574'));
  await expect(page.getByText('Foto 1 dari 1')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await expectToast(page, 'Produk berhasil ditambahkan!');
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);

  // The new product is in the list and on its public page.
  await page.goto('/admin/produk');
  await page.getByLabel('Cari').fill(nama);
  await expect(page).toHaveURL(/search=/);
  const row = await openRow(page, nama);
  const href = await (
    await openRowMenu(row)
  )
    .getByRole('menuitem', { name: /Lihat di toko/ })
    .getAttribute('href');
  await page.keyboard.press('Escape');
  expect(href).toMatch(/^\/detail\/\d+$/);
  const idProduk = Number(href?.split('/').pop());
  const shop = await page.context().newPage();
  await openPage(shop, href ?? '');
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(nama);
  // Saved as 150 000 (not Rp 150): 150 000 − 20 % of 150 000 = 120 000.
  await expect(shop.getByText('Rp 120.000').first()).toBeVisible();
  await expect(shop.getByText('Rp 150.000').first()).toBeVisible();

  // Edit: saving asks first.
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/produk/${idProduk}$`));
  const editHarga = page.getByLabel('Harga (Rp)');
  await expect(editHarga).toHaveValue('150.000');
  // A digit typed in the middle regroups the amount and keeps the caret after that digit.
  await editHarga.evaluate((input: HTMLInputElement) => {
    input.focus();
    input.setSelectionRange(2, 2);
  });
  await page.keyboard.type('7');
  await expect(editHarga).toHaveValue('1.570.000');
  expect(await editHarga.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
  await page.keyboard.press('Backspace');
  await expect(editHarga).toHaveValue('150.000');
  await editHarga.fill('');
  await editHarga.pressSequentially('175000');
  await expect(editHarga).toHaveValue('175.000');
  await adminScreenshot(page, testInfo, 'produk-edit');
  // axe judges a toast still fading under the confirm's overlay as low contrast: the add's
  // toast has gone before the confirm opens.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-edit-confirm');
  await confirm(
    page,
    'Harga berubah dari Rp 150.000 menjadi Rp 175.000. Simpan perubahan data produk?',
    'Ya, Simpan',
  );
  await expectToast(page, 'Produk berhasil diperbarui!');
  // 175 000 − 20 % of 180 000 (the price rounded up to the next 10 000) = 139 000.
  await shop.reload();
  await expect(shop.getByText('Rp 139.000').first()).toBeVisible();

  // A colour for it, chosen through the searchable product picker.
  await page.goto('/admin/warna');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'warna');
  await page.getByRole('button', { name: 'Tambah Warna' }).click();
  const addColour = page.getByRole('dialog', { name: 'Tambah Warna' });
  await addColour.getByLabel('Nama warna').fill('Hijau Sage');
  await addColour.getByRole('button', { name: 'Simpan' }).click();
  await expect(addColour.getByText('Silakan upload gambar!')).toBeVisible();
  await addColour.getByRole('combobox').fill(nama.slice(0, 20));
  await addColour.getByRole('option', { name: nama }).click();
  await addColour.getByLabel('Foto warna').setInputFiles(await testImage('warna', '#9caf88'));
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'warna-create');
  await addColour.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Warna berhasil ditambahkan!');
  await shop.reload();
  await expect(shop.getByRole('link', { name: 'Warna Hijau Sage' })).toBeVisible();

  // Editing a colour never moves it to another product.
  await page.goto(`/admin/warna?produk=${idProduk}`);
  await (await openRow(page, 'Hijau Sage')).getByRole('button', { name: 'Edit' }).click();
  const editColour = page.getByRole('dialog', { name: 'Edit Warna' });
  await expect(editColour.getByText('Produk tidak dapat diubah setelah dibuat')).toBeVisible();
  await expect(editColour.getByRole('combobox')).toHaveCount(0);
  await editColour.getByLabel('Nama warna').fill('Hijau Zaitun');
  await adminScreenshot(page, testInfo, 'warna-edit');
  await editColour.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Warna berhasil diperbarui!');
  await shop.reload();
  await expect(shop.getByRole('link', { name: 'Warna Hijau Zaitun' })).toBeVisible();

  await chooseRowAction(await openRow(page, 'Hijau Zaitun'), 'Hapus');
  await confirm(page, 'Apakah yakin ingin menghapus warna ini?', 'Ya, Hapus');
  await expectToast(page, 'Warna berhasil dihapus!');
  await shop.reload();
  await expect(shop.getByRole('link', { name: 'Warna Hijau Zaitun' })).toHaveCount(0);

  // Deleting the product takes its public page away.
  await page.goto(`/admin/produk?search=${encodeURIComponent(nama)}`);
  await chooseRowAction(await openRow(page, nama), 'Hapus');
  await adminScreenshot(page, testInfo, 'produk-delete');
  await confirm(page, 'Apakah yakin ingin menghapus produk ini?', 'Ya, Hapus');
  await expectToast(page, 'Produk berhasil dihapus!');
  const gone = await openPage(shop, href ?? '');
  expect(gone?.status()).toBe(404);
  expect(problems).toEqual([]);
});

/** A demo product to attach sizes and testimonials to. */
/**
 * A demo product with a size table that no other browser test changes. Tests elsewhere create
 * products with no sizes through the API, so "the newest product" is not a safe choice.
 */
async function demoProduk(page: Page): Promise<{ id: number; nama_produk: string }> {
  return produkNamed(page.request, 'Tunik Anak Fatimah Renda');
}

async function pickProduk(dialog: ReturnType<Page['getByRole']>, label: string, nama: string) {
  await dialog.getByRole('combobox', { name: label }).fill(nama.slice(0, 12));
  await dialog.getByRole('option', { name: nama, exact: true }).click();
}

test('ukuran: add to a product, see it in the size guide, edit with the product locked, delete', async ({
  page,
}, testInfo) => {
  // Two pages, the shop's reloaded three times: as long as the testimonial test below.
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const produk = await demoProduk(page);
  const size = `XXL-${testInfo.project.name}`;
  await signIn(page, MAIN_ADMIN, '/admin/ukuran');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'ukuran');

  await page.getByRole('button', { name: 'Tambah Ukuran' }).click();
  const create = page.getByRole('dialog', { name: 'Tambah Ukuran' });
  await create.getByRole('button', { name: 'Simpan' }).click();
  await expect(create.getByText('Usia wajib diisi.')).toBeVisible();
  await expect(create.getByText('Produk wajib dipilih.')).toBeVisible();
  await pickProduk(create, 'Produk', produk.nama_produk);
  await create.getByLabel('Usia').fill('13-14 tahun');
  await create.getByLabel('Ukuran', { exact: true }).fill(size);
  await create.getByLabel('Lingkar dada').fill('50');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'ukuran-create');
  await create.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Ukuran berhasil ditambahkan!');

  const shop = await page.context().newPage();
  await openPage(shop, `/detail/${produk.id}`);
  await shop.getByRole('button', { name: 'Panduan Ukuran' }).click();
  await expect(shop.getByRole('dialog')).toContainText(size);
  await expect(shop.getByRole('dialog')).toContainText('50 cm');

  await page.getByLabel('Cari').fill(size);
  await (await openRow(page, size)).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Ukuran' });
  await expect(edit.getByText('Produk tidak dapat diubah setelah dibuat')).toBeVisible();
  await expect(edit.getByText(produk.nama_produk)).toBeVisible();
  await edit.getByLabel('Ukuran', { exact: true }).fill(`X${size}`);
  await adminScreenshot(page, testInfo, 'ukuran-edit');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Ukuran berhasil diperbarui!');
  await shop.reload();
  await shop.getByRole('button', { name: 'Panduan Ukuran' }).click();
  await expect(shop.getByRole('dialog')).toContainText(`X${size}`);

  await page.getByLabel('Cari').fill(`X${size}`);
  await chooseRowAction(await openRow(page, `X${size}`), 'Hapus');
  await confirm(page, 'Apakah yakin ingin menghapus ukuran ini?', 'Ya, Hapus');
  await expectToast(page, 'Ukuran berhasil dihapus!');
  await shop.reload();
  await shop.getByRole('button', { name: 'Panduan Ukuran' }).click();
  await expect(shop.getByRole('dialog')).not.toContainText(size);
  expect(problems).toEqual([]);
});

test('testimoni: add with a photo and a product link, see it in the shop, edit, delete', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const produk = await demoProduk(page);
  const buyer = `Bunda Uji ${testInfo.project.name} ${Date.now() % 100_000}`;
  await signIn(page, MAIN_ADMIN, '/admin/testimoni');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'testimoni');

  await page.getByRole('button', { name: 'Tambah Testimoni' }).click();
  const create = page.getByRole('dialog', { name: 'Tambah Testimoni' });
  await create.getByRole('button', { name: 'Simpan' }).click();
  await expect(create.getByText('Silahkan upload gambar')).toBeVisible();
  await create.getByLabel('Nama pembeli').fill(buyer);
  await create.getByLabel('Sumber testimoni').selectOption('tokopedia');
  await pickProduk(create, 'Produk terkait', produk.nama_produk);
  await create.getByLabel('Deskripsi testimoni').fill('Bahannya adem, anak saya suka sekali.');
  await create.getByLabel('Foto testimoni').setInputFiles(await testImage('testimoni', '#f3c6c0'));
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'testimoni-create');
  await create.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Testimoni berhasil ditambahkan!');

  const shop = await page.context().newPage();
  await openPage(shop, '/testimoni');
  await expect(shop.getByText(buyer)).toBeVisible();
  await openPage(shop, `/detail/${produk.id}`);
  await expect(shop.getByText(buyer)).toBeVisible();

  await page.getByLabel('Cari').fill(buyer);
  await (await openRow(page, buyer)).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimoni' });
  await expect(edit.getByText('Biarkan kosong jika tidak ingin mengganti foto')).toBeVisible();
  await edit.getByLabel('Nama pembeli').fill(`${buyer} (edit)`);
  await adminScreenshot(page, testInfo, 'testimoni-edit');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Testimoni berhasil diperbarui!');
  await openPage(shop, '/testimoni');
  await expect(shop.getByText(`${buyer} (edit)`)).toBeVisible();

  await page.getByLabel('Cari').fill(buyer);
  await chooseRowAction(await openRow(page, `${buyer} (edit)`), 'Hapus');
  await confirm(page, 'Apakah Anda yakin ingin menghapus testimoni ini?', 'Ya, Hapus');
  await expectToast(page, 'Testimoni berhasil dihapus!');
  await openPage(shop, '/testimoni');
  await expect(shop.getByText(buyer)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('user: the main admin adds, renames and deletes an admin; passwords are never shown', async ({
  page,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  const username = `staf-${testInfo.project.name}-${Date.now() % 100_000}`;
  const password = 'rahasia-staf-123';
  await signIn(page, MAIN_ADMIN, '/admin/user');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'user');
  await expect(page.getByRole('row', { name: /admin/ }).first()).toContainText('Admin utama');

  await page.getByRole('button', { name: 'Tambah User' }).click();
  const create = page.getByRole('dialog', { name: 'Tambah User' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Password', { exact: true }).fill(password);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'user-create');
  await create.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'User berhasil ditambahkan!');
  await openRow(page, username);
  expect(await page.content()).not.toContain(password);

  await (await openRow(page, username)).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Password baru', { exact: true })).toHaveValue('');
  await edit.getByLabel('Username').fill(`${username}-b`);
  await adminScreenshot(page, testInfo, 'user-edit');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'User berhasil diperbarui!');

  // The renamed admin logs in with the unchanged password.
  const other = await anonymousApi(baseURL ?? '');
  const check = await other.post('/api/user/login', {
    data: { username: `${username}-b`, password },
  });
  expect(check.status()).toBe(200);
  await other.dispose();

  await chooseRowAction(await openRow(page, `${username}-b`), 'Hapus');
  await confirm(page, 'Apakah yakin ingin menghapus user ini?', 'Ya, Hapus');
  await expectToast(page, 'User berhasil dihapus!');
  await expect(page.getByRole('row', { name: new RegExp(`${username}-b`) })).toHaveCount(0);
  expect(problems).toEqual([]);
});
