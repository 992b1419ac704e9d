import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, openPage, saveScreenshot } from './helpers';

// Filters and order on category pages (docs/product.md §10): in the URL, crawlable, working
// without JavaScript, with the counts and a way back from an empty result.

const showing = (page: Page) => page.getByText(/^Menampilkan \d+ dari \d+ produk$/);
const totalOf = async (page: Page) =>
  Number(/dari (\d+) produk/.exec((await showing(page).textContent()) ?? '')?.[1]);

const shownPrices = async (page: Page) =>
  (
    await page.getByRole('main').getByRole('listitem').locator('p.text-brand-700').allTextContents()
  ).map((t) => Number(t.replace(/\D/g, '')));

test('choosing an age narrows the list at once, and the URL and counts follow', async ({
  page,
}, testInfo) => {
  await openPage(page, '/kategori');
  const all = await totalOf(page);
  await page.getByText('Filter', { exact: true }).click();
  await page.getByLabel('Usia').selectOption('11-12 tahun');
  await expect(page).toHaveURL(/\/kategori\?usia=11-12\+tahun$/);
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  expect(await totalOf(page)).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/kategori\?usia=11-12\+tahun$/,
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'category-filters');
});

test('sorting by price is a link that keeps the filters, and the canonical URL leaves it out', async ({
  page,
}) => {
  await openPage(page, '/kategori/perempuan?harga_min=100000');
  const sortNav = page.getByRole('navigation', { name: 'Urutkan' });
  await sortNav.getByRole('link', { name: 'Harga Termurah' }).click();
  await expect(page).toHaveURL(/\/kategori\/perempuan\?harga_min=100000&urut=termurah$/);
  await expect(sortNav.getByRole('link', { name: 'Harga Termurah' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const ascending = (prices: number[]) =>
    prices.length > 1 &&
    prices.every((p, i) => p >= 100_000 && (i === 0 || p >= (prices[i - 1] ?? 0)));
  // The new order replaces the old list once it arrives.
  await expect.poll(async () => ascending(await shownPrices(page))).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/kategori\/perempuan\?harga_min=100000$/,
  );

  await sortNav.getByRole('link', { name: 'Harga Termahal' }).click();
  await expect(page).toHaveURL(/urut=termahal$/);
  await expect
    .poll(async () => {
      const prices = await shownPrices(page);
      return prices.length > 1 && prices.every((p, i) => i === 0 || p <= (prices[i - 1] ?? 0));
    })
    .toBe(true);
});

test('a filter that matches nothing says so and offers a way back', async ({ page }) => {
  await openPage(page, '/kategori/gamis?harga_max=1000');
  await expect(page.getByText('Tidak ada produk yang cocok dengan filter ini.')).toBeVisible();
  await expect(showing(page)).toHaveText('Menampilkan 0 dari 0 produk');
  await page.getByRole('main').getByRole('link', { name: 'Hapus filter' }).last().click();
  await expect(page).toHaveURL(/\/kategori\/gamis$/);
  await expect.poll(() => totalOf(page)).toBeGreaterThan(0);
});

test('filters and order work without JavaScript, and nonsense in the URL is ignored', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto('/kategori?urut=bogus&harga_min=abc&usia=');
  expect(res?.status()).toBe(200);
  const all = await totalOf(page);
  await page.getByText('Filter', { exact: true }).click();
  await page.getByLabel('Warna').selectOption({ index: 1 });
  await page.getByRole('spinbutton', { name: 'Harga tertinggi' }).fill('200000');
  await page.getByRole('button', { name: 'Terapkan' }).click();
  // A plain form sends its empty fields too; they mean nothing and the canonical URL drops them.
  await expect(page).toHaveURL(/\/kategori\?usia=&warna=[^&]+&harga_min=&harga_max=200000$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/kategori\?warna=[^&]+&harga_max=200000$/,
  );
  expect(await totalOf(page)).toBeLessThanOrEqual(all);
  await page
    .getByRole('navigation', { name: 'Urutkan' })
    .getByRole('link', { name: 'Terlaris' })
    .click();
  await expect(page).toHaveURL(/&urut=terlaris$/);
  await context.close();
});
