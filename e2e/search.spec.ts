import { expect, test } from '@playwright/test';
import {
  adminScreenshot,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
  chooseRowAction,
} from './admin-helpers';
import { expectAccessible, openPage, saveScreenshot } from './helpers';

// The search page (docs/product.md §10): reached by Enter in the top bar's search, paged,
// matches marked, working without JavaScript; searches with no result on the dashboard.

// A phone's browser: the bot filter leaves headless Chromium's own user agent uncounted.
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.use({ userAgent: PHONE_AGENT });
test.beforeEach(ownClientAddress);

test('Enter in the search box opens every result, the query marked in the names', async ({
  page,
}, testInfo) => {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Buka pencarian' }).click();
  await page.getByRole('combobox').fill('gamis');
  await page.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/cari\?q=gamis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hasil pencarian' })).toBeVisible();
  await expect(page.getByText(/^\d+ produk ditemukan untuk "gamis"$/)).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator('mark')).toHaveText(/^gamis$/i);
  // The page's own form holds the query, for a narrower search.
  await expect(page.getByLabel('Kata pencarian')).toHaveValue('gamis');
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'search-page');
});

test('the search page pages and searches again without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: PHONE_AGENT });
  const page = await context.newPage();
  await page.goto('/cari?q=anak');
  const found = page.getByText(/^(\d+) produk ditemukan untuk "anak"$/);
  const total = Number(/^(\d+)/.exec((await found.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(12);
  const products = page.getByRole('main').locator('a[href^="/detail/"]');
  await expect(products).toHaveCount(12);
  await page
    .getByRole('navigation', { name: 'Halaman' })
    .getByRole('link', { name: 'Halaman 2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/cari\?q=anak&page=2$/);
  await expect(products).toHaveCount(Math.min(12, total - 12));

  await page.getByLabel('Kata pencarian').fill('koko');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/\/cari\?q=koko$/);
  await expect(page.getByText(/produk ditemukan untuk "koko"$/)).toBeVisible();
  await context.close();
});

test('a search with no result says so, leads back to the products, and shows on the dashboard', async ({
  page,
}, testInfo) => {
  const query = `sajadah ${testInfo.project.name} ${Date.now()}`;
  await openPage(page, `/cari?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(`Produk tidak ditemukan untuk "${query}"`)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'search-empty');
  await page.getByRole('link', { name: 'Lihat semua produk' }).click();
  await expect(page).toHaveURL(/\/kategori$/);

  await signIn(page);
  const panel = page.getByRole('region', { name: 'Pencarian tanpa hasil bulan ini' });
  await expect(panel.getByRole('link', { name: query })).toBeVisible();
  await expect(panel.getByRole('link', { name: query })).toHaveAttribute(
    'href',
    `/cari?q=${encodeURIComponent(query).replace(/%20/g, '+')}`,
  );
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'dashboard-zero-search');
});

test('a synonym the admin adds leads a search to its products, marked on the search page', async ({
  page,
}, testInfo) => {
  // Each project, and each try (a retry finds the last try's group), adds a term of its own.
  const term = `blouse-${testInfo.project.name}-${testInfo.retry}`.toLowerCase();
  await signIn(page, MAIN_ADMIN, '/admin/sinonim');
  await expect(page.getByRole('heading', { level: 1, name: 'Sinonim Pencarian' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'gamis, dress, abaya' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Sinonim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Sinonim' });
  await dialog.getByLabel('Kata atau frasa').fill(`${term}, gamis`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByText('"gamis" sudah ada di kelompok sinonim lain.')).toBeVisible();
  await dialog.getByLabel('Kata atau frasa').fill(`${term}, Blus`);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Sinonim berhasil ditambahkan!');
  // Axe once the toast has gone (3 s): it would judge the contrast of a toast still fading in.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'sinonim');

  await openPage(page, `/cari?q=${term}`);
  await expect(page.getByText(`1 produk ditemukan untuk "${term}"`)).toBeVisible();
  const card = page.getByRole('main').getByRole('listitem').first();
  await expect(card).toContainText('Blus Anak Humaira Lengan Balon');
  await expect(card.locator('mark')).toHaveText('Blus');

  await signIn(page, MAIN_ADMIN, '/admin/sinonim');
  await chooseRowAction(page.getByRole('row', { name: new RegExp(term) }), 'Hapus');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Hapus' }).click();
  await expectToast(page, 'Sinonim berhasil dihapus!');
  await openPage(page, `/cari?q=${term}`);
  await expect(page.getByText(`Produk tidak ditemukan untuk "${term}"`)).toBeVisible();
});
