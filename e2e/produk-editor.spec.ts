import { expect, test, type Page } from '@playwright/test';
import {
  adminScreenshot,
  expectToast,
  openRowMenu,
  ownClientAddress,
  signIn,
  testImage,
} from './admin-helpers';
import { expectAccessible } from './helpers';

// The product editor (docs/product.md §5 Editor produk) in a real browser at both widths: a
// complete product (2 colours, 2 sizes, 3 photos) in at most 14 actions, counted (a colour takes
// the main photo by default); an edit that copies a size table and marks a size Habis, seen on
// the product page; "Duplikat"; a draft that survives a reload; and a half-finished Draf, saved,
// previewed ("Lihat di toko", "Pratinjau") and refused as Tayang until it is complete.

test.beforeEach(ownClientAddress);

/** Counts what the owner does: every click, fill, choice and file pick is one action. */
function counter(page: Page) {
  let actions = 0;
  const act = async (step: () => Promise<unknown>) => {
    actions += 1;
    await step();
  };
  return { act, count: () => actions, page };
}

test('a complete product in at most 14 actions, on the shop at once', async ({
  page,
}, testInfo) => {
  const nama = `Gamis Editor ${testInfo.project.name} ${Date.now() % 100000}`;
  const photos = await Promise.all([
    testImage('editor-depan', '#1e3a5f'),
    testImage('editor-maroon', '#7f1d1d'),
    testImage('editor-sage', '#9bb39a'),
  ]);
  await signIn(page, undefined, '/admin/produk');
  const { act, count } = counter(page);

  await act(() => page.getByRole('button', { name: 'Tambah Produk' }).click());
  await expect(page).toHaveURL(/\/admin\/produk\/baru$/);
  await expect(page.getByRole('heading', { name: 'Tambah Produk', level: 1 })).toBeVisible();
  await act(() => page.getByLabel('Nama produk').fill(nama));
  await act(() => page.getByLabel('Harga (Rp)').fill('175000'));
  await act(() => page.getByLabel('Kategori').selectOption('gamis'));
  await act(() => page.getByLabel('Deskripsi produk').fill('Gamis katun rayon, adem.'));
  await act(() => page.getByLabel('Tambah foto').setInputFiles(photos));
  await expect(page.getByRole('list', { name: 'Urutan foto' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await act(() => page.getByLabel('Nama warna 1').fill('Maroon'));
  await act(() => page.getByLabel('Foto warna 1').selectOption({ label: 'Foto 2' }));
  await act(() => page.getByLabel('Nama warna 2').fill('Sage'));
  // No photo to choose: a new colour takes the main photo until another is picked.
  await expect(page.getByLabel('Foto warna 2')).toHaveValue('otomatis');
  await expect(page.getByLabel('Foto warna 2').locator('option:checked')).toHaveText(
    'Otomatis: Foto 1 (utama)',
  );
  await act(() => page.getByLabel('Usia 1').fill('3-4 tahun'));
  await act(() => page.getByLabel('Ukuran 1', { exact: true }).fill('S'));
  await act(() => page.getByLabel('Usia 2').fill('5-6 tahun'));
  await act(() => page.getByLabel('Ukuran 2', { exact: true }).fill('M'));
  // The grid follows what was typed: 2 sizes × 2 colours, all Tersedia.
  await expect(page.getByText('Semua 4 tersedia')).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-editor-baru');
  // A new product starts as Draf; this saves it and shows it at once.
  await act(() => page.getByRole('button', { name: 'Simpan & tayangkan' }).click());

  await expectToast(page, 'Produk berhasil ditambahkan!');
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);
  expect(count()).toBeLessThanOrEqual(14);
  const id = /\/admin\/produk\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: `Edit Produk: ${nama}` })).toBeVisible();
  await adminScreenshot(page, testInfo, 'produk-editor-edit');

  // The shop shows it whole: its colours, its sizes, its photos.
  const shop = await page.context().newPage();
  await shop.goto(`/detail/${id}`);
  await expect(shop.getByRole('heading', { name: nama, level: 1 })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Warna Maroon' })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Warna Sage' })).toBeVisible();
  await expect(shop.getByRole('radio', { name: 'S · 3-4 tahun' })).toBeAttached();
  await expect(shop.getByRole('radio', { name: 'M · 5-6 tahun' })).toBeAttached();
  // Three photos, each once: the colours took theirs from the product's (Sage the main one).
  await expect(shop.getByTestId('galeri-foto').locator('img')).toHaveCount(3);
  await shop.close();
});

test('an edit copies a size table, marks a size Habis and asks before saving', async ({
  page,
}, testInfo) => {
  await signIn(page, undefined, '/admin/produk');
  // The demo's first product on the list, opened in the editor.
  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);
  const id = /\/admin\/produk\/(\d+)$/.exec(page.url())?.[1];
  const nama = (await page.getByLabel('Nama produk').inputValue()).trim();

  await page.getByRole('button', { name: 'Salin tabel ukuran dari…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salin tabel ukuran' });
  await dialog.getByRole('combobox').fill('Koko');
  await dialog.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Salin ukuran' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'ukuran disalin dari' }),
  ).toBeVisible();

  // The first cell of the grid: one tap makes it Habis.
  const cell = page.getByRole('button', { name: /^Tersedia: / }).first();
  const label = (await cell.getAttribute('aria-label')) ?? '';
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Simpan produk' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Simpan perubahan data produk?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Ya, Simpan' }).click();
  await expectToast(page, 'Produk berhasil diperbarui!');

  const shop = await page.context().newPage();
  await shop.goto(`/detail/${id}`);
  await expect(shop.getByRole('heading', { name: nama, level: 1 })).toBeVisible();
  // The cell's colour chosen, its size says Habis.
  const [warna, ukuran] = label.replace(/^Tersedia: /, '').split(', ') as [string, string];
  if (warna !== 'Semua warna') await shop.getByRole('link', { name: `Warna ${warna}` }).click();
  await expect(shop.getByRole('radio', { name: `${ukuran} Habis` })).toBeDisabled();
  await shop.close();

  // Duplikat: a new product's editor, filled in, saved as a second product.
  await page.getByRole('button', { name: `Duplikat ${nama} sebagai produk baru` }).click();
  await expect(page).toHaveURL(/\/admin\/produk\/baru$/);
  await expect(page.getByLabel('Nama produk')).toHaveValue(`${nama} (salinan)`);
  await expect(page.getByText(`Salinan dari ${nama}.`)).toBeVisible();
  // axe judges a toast still fading as low contrast: the save's toast has gone first.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-editor-duplikat');
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await expectToast(page, 'Produk berhasil ditambahkan!');
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);
  expect(page.url()).not.toContain(`/admin/produk/${id}`);
});

test('what is typed survives a reload', async ({ page }) => {
  await signIn(page, undefined, '/admin/produk/baru');
  await page.getByLabel('Nama produk').fill('Setelan yang belum disimpan');
  await page.getByLabel('Nama warna 1').fill('Navy');
  await page.reload();
  await expect(page.getByLabel('Nama produk')).toHaveValue('Setelan yang belum disimpan');
  await expect(page.getByLabel('Nama warna 1')).toHaveValue('Navy');
  await expect(page.getByRole('status').filter({ hasText: 'dipulihkan' }).first()).toBeVisible();
});

test('a half-finished Draf saves, opens as a preview, and goes Tayang only complete', async ({
  page,
}, testInfo) => {
  const nama = `Gamis Setengah ${testInfo.project.name} ${Date.now() % 100000}`;
  await signIn(page, undefined, '/admin/produk/baru');
  await page.getByLabel('Nama produk').fill(nama);
  await page.getByLabel('Harga (Rp)').fill('99000');
  await page.getByLabel('Kategori').selectOption('gamis');
  await expect(page.getByText('Boleh kosong selama Draf')).toBeVisible();
  // No description, no photo: a Draf keeps what it has.
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await expectToast(page, 'Produk berhasil ditambahkan!');
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);
  const id = /\/admin\/produk\/(\d+)$/.exec(page.url())?.[1];

  // "Lihat di toko" opens the signed preview, not the 404 page.
  const [shop] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: `Lihat di toko: ${nama} (tab baru)` }).click(),
  ]);
  await shop.waitForLoadState();
  expect(shop.url()).toMatch(new RegExp(`/detail/${id}\\?pratinjau=`));
  await expect(shop.getByRole('heading', { name: nama, level: 1 })).toBeVisible();
  await expect(shop.getByText('Ups! Halaman yang kamu cari tidak ditemukan.')).toHaveCount(0);
  await shop.close();

  // "Pratinjau" in the editor: the saved version, said so once something is typed.
  await page.getByLabel('Nama produk').fill(`${nama} baru`);
  await page.getByRole('button', { name: `Buat tautan pratinjau ${nama}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pratinjau — ${nama}` });
  await expect(dialog.getByText(/Pratinjau menampilkan versi yang tersimpan/)).toBeVisible();
  await expect(dialog.getByLabel('Tautan pratinjau')).toHaveValue(
    new RegExp(`/detail/${id}\\?pratinjau=`),
  );
  await adminScreenshot(page, testInfo, 'produk-editor-pratinjau');
  await page.keyboard.press('Escape');
  await page.getByLabel('Nama produk').fill(nama);

  // Tayang asks for what is missing, saying why, and sends nothing.
  await page.getByLabel(/Status/).selectOption('tayang');
  await page.getByRole('button', { name: 'Simpan produk' }).click();
  await expect(
    page.getByText(
      'Isi deskripsi produk sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Silahkan upload gambar: tambahkan minimal satu foto sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-editor-belum-lengkap');

  // The list's "Lihat di toko" (in the row's menu) opens the preview too.
  await page.goto('/admin/produk');
  await page.getByLabel('Cari').fill(nama);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  const menu = await openRowMenu(row);
  await expect(menu.getByRole('menuitem', { name: /Lihat di toko/ })).toHaveAttribute(
    'href',
    `/admin/produk/${id}/toko`,
  );
  await page.keyboard.press('Escape');
});
