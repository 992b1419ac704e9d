import { expect, test } from '@playwright/test';
import { expectAccessible, openPage, produkNamed, saveScreenshot } from './helpers';

// "Bagikan" on product pages (docs/product.md §10): the browser's share sheet where there is
// one, else WhatsApp and copying the link; the chosen colour travels along.

test('without a share sheet, Bagikan offers WhatsApp with name, price and link, and copies the link', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Chromium on Linux has no share sheet; make sure of it.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  await openPage(page, `/detail/${produk.id}`);
  await page.getByRole('link', { name: 'Warna Sage' }).click();
  await expect(page).toHaveURL(/\?warna=\d+$/);
  const url = page.url();
  expect(url.startsWith(baseURL ?? '')).toBe(true);

  await page.getByText('Bagikan', { exact: true }).click();
  const whatsapp = page.getByRole('link', { name: 'Bagikan ke WhatsApp' });
  await expect(whatsapp).toBeVisible();
  const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toBe(`${produk.nama_produk} warna Sage – Rp 134.000\n${url}`);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'detail-share');

  await page.getByRole('button', { name: 'Salin tautan' }).click();
  await expect(page.getByRole('button', { name: 'Tautan disalin!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Like a menu, Escape closes it.
  await page.keyboard.press('Escape');
  await expect(whatsapp).toBeHidden();
});

test("with a share sheet, Bagikan hands it the product's name, text and link", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  await openPage(page, `/detail/${produk.id}`);
  await page.getByText('Bagikan', { exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([
      {
        title: produk.nama_produk,
        text: `${produk.nama_produk} – Rp 134.000`,
        url: page.url(),
      },
    ]);
  // The sheet took over: the fallback panel stays closed.
  await expect(page.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeHidden();
});
