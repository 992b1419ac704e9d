import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  adminScreenshot,
  apiAs,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
  testImage,
  chooseRowAction,
} from './admin-helpers';
import { expectAccessible, openPage, produkNamed, saveScreenshot, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// Several photos per product (docs/product.md §4 Detail, §5 Foto produk): the admin's manager
// (several uploads at once, order by keyboard and by dragging, main photo, alt text, delete)
// and the product page's gallery (thumbnails, swipe track, the chosen colour first, the JPEG
// link preview), at 390 and 1280 px, with axe.

const GALLERY_PRODUCT = 'Baju Koko Anak Zaid Lengan Panjang';

test('the photo manager: several at once, keyboard and drag order, main photo, alt text, delete', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const baseURL = testInfo.project.use.baseURL ?? '';
  const nama = `Gamis Foto ${testInfo.project.name} ${Date.now()}`;
  const api = await apiAs(baseURL);
  const created = await api.post('/api/produk', {
    multipart: {
      nama_produk: nama,
      harga: '150000',
      diskon: '0',
      jumlah_terjual: '0',
      kategori: 'gamis',
      deskripsi_produk: 'Adem',
      file: {
        name: 'utama.png',
        mimeType: 'image/png',
        buffer: fs.readFileSync(await testImage('foto-utama', '#3f8574')),
      },
    },
  });
  expect(created.status()).toBe(201);
  const produk = (await created.json()) as { id: number; foto_produk: string };

  await signIn(page, MAIN_ADMIN, `/admin/produk?search=${encodeURIComponent(nama)}`);
  await chooseRowAction(page.getByRole('row', { name: new RegExp(nama) }), `Foto ${nama}`);
  const dialog = page.getByRole('dialog', { name: `Foto: ${nama}` });
  const items = dialog.getByRole('list', { name: 'Urutan foto' }).getByRole('listitem');
  await expect(items).toHaveCount(1);

  // Three at once through the file dialog.
  await dialog
    .getByLabel('Tambah foto')
    .setInputFiles([
      await testImage('foto-a', '#d9a5a9'),
      await testImage('foto-b', '#2b3a67'),
      await testImage('foto-c', '#e5b73b'),
    ]);
  await expectToast(page, '3 foto berhasil ditambahkan!');
  await expect(items).toHaveCount(4);
  await expect(dialog.getByLabel('Teks alternatif').nth(1)).toHaveValue(`${nama}, tampak belakang`);
  await adminScreenshot(page, testInfo, 'foto-manager');
  // Checked once the toast has gone (axe reads a toast fading in as low contrast).
  await expect(page.getByText('3 foto berhasil ditambahkan!')).toBeHidden();
  await expectAccessible(page);

  const order = async (): Promise<number[]> => {
    const ids = await dialog
      .locator('[data-foto]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-foto')));
    return ids.map(Number);
  };
  const [first, second, third, fourth] = await order();

  // By keyboard: the main photo goes down twice; the focus stays on it, its place is said.
  await dialog.getByRole('button', { name: 'Turunkan foto 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Foto dipindah' })).toHaveText(
    'Foto dipindah ke posisi 2 dari 4.',
  );
  await expect(dialog.getByRole('button', { name: 'Turunkan foto 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Turunkan foto 3' })).toBeFocused();
  await expect.poll(order).toEqual([second, third, first, fourth]);

  // The new first photo is the product's photo for legacy clients too.
  const mainFoto = async () =>
    ((await (await api.get(`/api/produk/${produk.id}`)).json()) as { foto_produk: string })
      .foto_produk;
  await expect.poll(mainFoto).not.toBe(produk.foto_produk);

  // "Jadikan foto utama" puts the old main photo back first.
  await dialog.getByRole('button', { name: 'Jadikan foto 3 foto utama' }).click();
  await expect.poll(order).toEqual([first, second, third, fourth]);
  await expect.poll(mainFoto).toBe(produk.foto_produk);

  // By dragging a photo onto another's place, with a mouse (on a touch screen the buttons
  // above are the way: the phone project has no mouse to drag with).
  if (testInfo.project.name === 'desktop') {
    await dialog
      .locator(`[data-foto="${fourth}"] [draggable="true"]`)
      .dragTo(dialog.locator(`[data-foto="${second}"]`));
    await expect.poll(order).toEqual([first, fourth, second, third]);
  }

  // Alt text: required, then saved.
  const alt = dialog.getByLabel('Teks alternatif').first();
  await alt.fill('');
  await dialog.getByRole('button', { name: 'Simpan teks dan warna foto 1' }).click();
  await expect(dialog.getByText('Teks alternatif wajib diisi.')).toBeVisible();
  await alt.fill(`${nama} hijau, tampak depan`);
  await dialog.getByRole('button', { name: 'Simpan teks dan warna foto 1' }).click();
  await expectToast(page, 'Foto berhasil diperbarui!');

  // Delete (the main admin's), with the usual question.
  await dialog.getByRole('button', { name: 'Hapus foto 4' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Apakah yakin ingin menghapus foto ini?');
  await question.getByRole('button', { name: 'Ya, Hapus' }).click();
  await expectToast(page, 'Foto berhasil dihapus!');
  await expect(items).toHaveCount(3);
  await expect(page.getByText('Foto berhasil dihapus!')).toBeHidden();
  await expectAccessible(page);

  // A file dropped on the upload area is added too.
  const png = fs.readFileSync(await testImage('foto-d', '#9bb39a')).toString('base64');
  await dialog
    .getByText('Tarik beberapa foto ke sini atau klik untuk memilih')
    .evaluate((zone, data) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'dijatuhkan.png', { type: 'image/png' }));
      const label = zone.closest('label') as HTMLElement;
      label.dispatchEvent(new DragEvent('dragover', { bubbles: true, dataTransfer: transfer }));
      label.dispatchEvent(new DragEvent('drop', { bubbles: true, dataTransfer: transfer }));
    }, png);
  await expectToast(page, '1 foto berhasil ditambahkan!');
  await expect(items).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Hapus foto 4' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Hapus' }).click();
  await expect(items).toHaveCount(3);

  // The shop shows the photos in this order at once.
  const shop = await page.context().newPage();
  await openPage(shop, `/detail/${produk.id}`);
  await expect(shop.getByTestId('galeri-foto').getByRole('img')).toHaveCount(3);
  await expect(shop.getByTestId('galeri-foto').getByRole('img').first()).toHaveAttribute(
    'alt',
    `${nama} hijau, tampak depan`,
  );
  await shop.close();

  await api.delete(`/api/produk/${produk.id}`);
  expect(problems).toEqual([]);
});

test('the product page gallery: thumbnails, a swipe track, the colour first, a JPEG preview', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  const produk = await produkNamed(request, GALLERY_PRODUCT);
  const colours = (await (await request.get(`/api/warnaproduk/${produk.id}`)).json()) as {
    id: number;
    warna: string;
  }[];
  // Its five photos, then each colour's own photo.
  const count = 5 + colours.length;
  await openPage(page, `/detail/${produk.id}`);
  const gallery = page.getByRole('region', { name: `Foto ${produk.nama_produk}` });
  await expect(gallery).toBeVisible();
  const photos = gallery.getByRole('img');
  await expect(photos).toHaveCount(count);
  await expect(photos.first()).toHaveAttribute('alt', `${produk.nama_produk}, tampak depan`);
  await expect(photos.first()).toHaveAttribute('loading', 'eager');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  for (let i = 1; i < count; i++) await expect(photos.nth(i)).toHaveAttribute('loading', 'lazy');
  expect(await gallery.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe('x mandatory');

  // A thumbnail shows its photo in the track, and is marked.
  const thumbs = page.getByRole('list', { name: 'Pilih foto' }).getByRole('link');
  await expect(thumbs).toHaveCount(count);
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => gallery.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
    .toBe(2);
  // A swipe (the track scrolled by a finger) moves the mark too.
  await gallery.evaluate((el) => el.scrollTo({ left: el.clientWidth * 4, behavior: 'instant' }));
  await expect(thumbs.nth(4)).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);
  // Back on the first photo for the picture (a full-page shot lays the page out again, and the
  // track snaps back smoothly while it is taken).
  await thumbs.first().click();
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
  await saveScreenshot(page, testInfo, 'detail-galeri');

  // JSON-LD lists every photo; the link preview is the main photo as a JPEG.
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { '@graph': { image?: string[] }[] };
  expect(jsonLd['@graph'][0]?.image).toHaveLength(count);
  const preview = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(preview ?? '').pathname).toBe(`/bagikan/produk-${produk.id}.jpg`);
  const picture = await request.get(new URL(preview ?? '').pathname);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  // A colour: its photo, then its close-up, then the others; the same photos, in another order.
  const navy = colours.find((c) => c.warna === 'Navy');
  if (!navy) throw new Error('demo colour Navy missing');
  await openPage(page, `/detail/${produk.id}?warna=${navy.id}`);
  await expect(photos).toHaveCount(count);
  await expect(photos.nth(0)).toHaveAttribute('alt', `${produk.nama_produk} warna Navy`);
  await expect(photos.nth(1)).toHaveAttribute('alt', `${produk.nama_produk} warna Navy, detail`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/bagikan/produk-${produk.id}-warna-${navy.id}\\.jpg$`),
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'detail-galeri-warna');
  expect(problems).toEqual([]);
});

test('the gallery’s thumbnails work without JavaScript', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const produk = await produkNamed(request, GALLERY_PRODUCT);
  const colours = (await (await request.get(`/api/warnaproduk/${produk.id}`)).json()) as unknown[];
  await page.goto(`/detail/${produk.id}`);
  await page.getByRole('link', { name: `Foto 3 dari ${5 + colours.length}` }).click();
  await expect(page).toHaveURL(/#foto-3$/);
  const track = page.getByTestId('galeri-foto');
  await expect
    .poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth)))
    .toBe(2);
  await context.close();
});
