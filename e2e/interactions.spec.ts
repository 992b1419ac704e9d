import { expect, test } from '@playwright/test';
import { openPage, produkNamed } from './helpers';

test('menu and search exclude each other and both close on navigation', async ({ page }) => {
  await openPage(page, '/');
  const search = page.getByPlaceholder('Cari Produk..');
  await page.getByRole('button', { name: 'Buka pencarian' }).click();
  await expect(search).toBeVisible();

  await page.getByRole('button', { name: 'Buka menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(search).toBeHidden();

  // The Kategori sublist is its own toggle inside the menu.
  await menu.getByRole('button', { name: 'Kategori' }).click();
  await menu.getByRole('link', { name: 'Gamis' }).click();
  await expect(page).toHaveURL(/\/kategori\/gamis$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Buka pencarian' }).click();
  await expect(search).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Testimoni' }).click();
  await expect(page).toHaveURL(/\/testimoni$/);
  await expect(search).toBeHidden();
});

test('search finds products, says so when nothing matches, and opens a product from the keyboard', async ({
  page,
}) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Buka pencarian' }).click();
  const search = page.getByRole('combobox');
  await search.fill('gmis');
  await expect(page.getByText('Mencari Produk...')).toBeVisible();
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Gamis');
  await search.fill('zzzqqq');
  await expect(page.getByText('Produk tidak ditemukan untuk "zzzqqq"')).toBeVisible();
  await search.fill('kemeja');
  await expect(options.first()).toContainText('Kemeja');
  await search.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kemeja');
});

test('the category dropdown switches category and pages go on in the URL', async ({ page }) => {
  await openPage(page, '/kategori');
  await page.getByLabel('Kategori').selectOption('gamis');
  await expect(page).toHaveURL(/\/kategori\/gamis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gamis Anak' })).toBeVisible();
  await page.getByLabel('Kategori').selectOption('');
  await expect(page).toHaveURL(/\/kategori$/);
  await page.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\/kategori\?page=2$/);
  await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a colour thumbnail swaps the main image, is ringed and goes in the URL', async ({
  page,
  request,
}) => {
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  await openPage(page, `/detail/${produk.id}`);
  // The first photo of the gallery, named by its default alt text.
  const main = page.getByRole('img', { name: `${produk.nama_produk}, tampak depan`, exact: true });
  const before = await main.getAttribute('src');
  const sage = page.getByRole('link', { name: 'Warna Sage' });
  // In the middle of the screen: at its edge the shop's announcement (sticky at the bottom) may
  // cover it, and the click would first scroll the page to reach it.
  await sage.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const onScreen = async () => (await sage.boundingBox())?.y ?? Number.NaN;
  const shownAt = await onScreen();
  await sage.click();
  await expect(sage).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(new RegExp(`/detail/${produk.id}\\?warna=\\d+$`));
  // Choosing a colour is not a new page: the swatch stays where it was on the screen (the
  // gallery above it may grow a row of the colour's photos; the browser keeps the swatch put).
  expect(Math.abs((await onScreen()) - shownAt)).toBeLessThanOrEqual(2);
  const swapped = page.getByRole('img', { name: `${produk.nama_produk} warna Sage` });
  await expect(swapped).toHaveAttribute('src', new RegExp(`/images/produk/${produk.id}/`));
  expect(await swapped.getAttribute('src')).not.toBe(before);
});

test('the size guide opens, holds focus and closes with Escape', async ({ page, request }) => {
  const produk = await produkNamed(request, 'Setelan Muslim Anak Hamzah Kaos dan Celana');
  await openPage(page, `/detail/${produk.id}`);
  const button = page.getByRole('button', { name: 'Panduan Ukuran' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Panduan Ukuran' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText([
    'Usia',
    'Ukuran',
    'Panjang Atasan',
    'Lingkar Dada',
    'Panjang Tangan',
    'Panjang Bawahan',
  ]);
  await expect(dialog.getByText(/selisih 1-2 cm/)).toBeVisible();
  await expect(dialog.getByRole('cell').first()).toHaveText(/\d+ cm|-|\w/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the newsletter signs up, refuses a duplicate and a bad address', async ({ page }) => {
  await openPage(page, '/penawarankhusus');
  const email = page.getByLabel('Alamat email', { exact: true });
  const submit = page.getByRole('button', { name: 'Daftar' });
  const address = `bunda.${Date.now()}@mail.com`;

  await email.fill('bukan-email');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Format email tidak valid');

  // UU PDP: the consent box starts unticked and must be ticked.
  const consent = page.getByRole('checkbox', {
    name: /Saya setuju .* menyimpan alamat email saya/,
  });
  await expect(consent).not.toBeChecked();
  await email.fill(address);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Centang persetujuan dulu untuk mendaftar newsletter.',
  );
  await consent.check();
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Pendaftaran Berhasil!' });
  await expect(dialog).toBeVisible();
  await expect(email).toHaveValue('');
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toBeHidden();

  await expect(consent).not.toBeChecked();
  await email.fill(address.toUpperCase());
  await consent.check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Email sudah terdaftar');
});

test('the FAQ filters questions and opens one answer at a time', async ({ page }) => {
  await openPage(page, '/FAQ');
  const filter = page.getByLabel('Cari pertanyaan');
  await filter.fill('UKURAN');
  const items = page.locator('details');
  await expect(items).not.toHaveCount(0);
  for (const text of await items.locator('summary').allTextContents())
    expect(text.toLowerCase()).toContain('ukuran');
  await filter.fill('tidak ada yang cocok');
  await expect(page.getByText('Pertanyaan tidak ditemukan.')).toBeVisible();
  await filter.fill('');
  await page.getByText('Bagaimana cara memesan produk?').click();
  await expect(page.getByText(/Pilih produk yang kamu suka/)).toBeVisible();
  await page.getByText('Apakah bisa bayar di tempat (COD)?').click();
  await expect(page.getByText(/Pilih metode COD saat checkout/)).toBeVisible();
  await expect(page.getByText(/Pilih produk yang kamu suka/)).toBeHidden();
});

test('the hero carousel advances on a click and wraps', async ({ page }) => {
  await openPage(page, '/');
  const track = page.getByTestId('carousel-track');
  // Every slide is in the track; the one shown is the one in view.
  const first = page.getByRole('heading', { name: 'Koleksi Baju Muslim Anak Terbaru' });
  const second = page.getByRole('heading', { name: 'Hemat Sampai 50% untuk Paket Spesial' });
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await expect(second).not.toBeInViewport();
  // Clicks in quick succession count each, even while the track still scrolls to the last.
  for (let i = 0; i < 5; i++) await track.click({ position: { x: 20, y: 20 } });
  await expect(page.getByRole('button', { name: /^Slide 1:/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(first).toBeInViewport({ ratio: 0.9 });
  await track.click({ position: { x: 20, y: 20 } });
  await expect(second).toBeInViewport({ ratio: 0.9 });
  await expect(first).not.toBeInViewport();
  await expect(page.getByRole('button', { name: /^Slide 2:/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
