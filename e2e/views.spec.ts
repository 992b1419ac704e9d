import { expect, test, type Locator } from '@playwright/test';
import { adminScreenshot, kinerjaFigure, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, openPage, produkNamed, watchConsole } from './helpers';

// Views beside click-outs (docs/product.md §10): a visitor's product page view is counted on
// the server (once per visitor and product within the window, kept pages included), and the
// dashboard shows it beside the product's clicks, with the most searched terms.

// A phone's browser: the bot filter leaves headless Chromium's own user agent uncounted. The
// two projects may come from the same address (each starts its own count of addresses): each
// views a product and searches a term of its own, or the second would be a repeat.
const PRODUCT_OF_PROJECT: Record<string, string> = {
  phone: 'Gamis Anak Aisyah Motif Bunga',
  desktop: 'Baju Koko Anak Zaid Lengan Panjang',
};
const TERM_OF_PROJECT: Record<string, string> = { phone: 'gamis anak', desktop: 'baju koko' };
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names
  userAgent: async ({}, use, testInfo) => use(`${PHONE_AGENT} e2e-${testInfo.project.name}`),
});
test.beforeEach(ownClientAddress);

const numberIn = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? '').replace(/\D/g, ''));

test("a visitor's views and searches show on the dashboard beside the product's clicks", async ({
  page,
  context,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  const produk = await produkNamed(
    request,
    PRODUCT_OF_PROJECT[testInfo.project.name] ?? 'Gamis Anak Aisyah Motif Bunga',
  );
  await signIn(page);
  const panel = page.getByRole('region', { name: 'Dilihat dan diklik per produk', exact: true });
  await expect(panel.getByText(/per produk, 7 hari terakhir/)).toBeAttached();
  const dilihat = await kinerjaFigure(panel, produk.nama_produk, 'Dilihat');
  await expect(dilihat).toBeVisible();
  const before = await numberIn(dilihat);
  const searched = panel.getByRole('list', { name: 'Kata pencarian' }).getByRole('listitem');
  const term = TERM_OF_PROJECT[testInfo.project.name] ?? 'gamis anak';
  const searchedTerm = searched.filter({ has: page.getByRole('link', { name: term }) });
  const searchesBefore = await numberIn(searchedTerm.locator('.sr-only'));

  // A visitor (signed out): the page twice (the second a repeat, from the page cache), and
  // a search.
  await context.clearCookies();
  await openPage(page, `/detail/${produk.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(produk.nama_produk);
  await page.reload();
  await openPage(page, `/cari?q=${encodeURIComponent(term.toUpperCase())}`);

  // Counted after the answers, in the background: the dashboard is read again until it shows.
  await signIn(page);
  await expect
    .poll(async () => {
      await page.reload();
      await expect(dilihat).toBeVisible();
      return [await numberIn(dilihat), await numberIn(searchedTerm.locator('.sr-only'))];
    })
    .toEqual([before + 1, searchesBefore + 1]);
  await expect(await kinerjaFigure(panel, produk.nama_produk, 'Rasio klik')).toHaveText(
    /^\d+(,\d)?%\*?$/,
  );

  await panel.getByRole('button', { name: '30 hari' }).click();
  await expect(panel.getByText(/per produk, 30 hari terakhir/)).toBeAttached();
  await expect(panel.getByRole('button', { name: '30 hari' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page);
  await panel.scrollIntoViewIfNeeded();
  await adminScreenshot(page, testInfo, 'dashboard-dilihat');
  expect(problems).toEqual([]);
});
