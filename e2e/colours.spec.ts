import { expect, test } from '@playwright/test';
import { expectAccessible, openPage, produkNamed, saveScreenshot } from './helpers';

// Colours as visitors meet them (docs/product.md §10): swatch dots on product cards, and a
// colour chosen on a product page that travels with its link.

test('product cards show up to four colour dots and "+N" for the rest', async ({
  page,
}, testInfo) => {
  await openPage(page, '/kategori/perempuan');
  const cards = page.getByRole('main').getByRole('listitem');
  // Every demo product has colours; the screen reader hears how many and which.
  await expect(cards.first().getByText(/^\d+ warna: /)).toBeAttached();
  const dots = cards.first().locator('span[title]');
  expect(await dots.count()).toBeGreaterThan(0);
  expect(await dots.count()).toBeLessThanOrEqual(4);
  const colour = await dots.first().evaluate((d) => getComputedStyle(d).backgroundColor);
  expect(colour).toMatch(/^rgb\(/);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'category-swatches');
});

test('a link with ?warna= opens on that colour, in the page and in its preview', async ({
  page,
  request,
}, testInfo) => {
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  const colours = (await (await request.get(`/api/warnaproduk/${produk.id}`)).json()) as {
    id: number;
    warna: string;
    foto: string;
  }[];
  const sage = colours.find((c) => c.warna === 'Sage');
  if (!sage) throw new Error('demo colour Sage missing');
  const photo = `/images/produk/${produk.id}/${sage.foto}`;

  await openPage(page, `/detail/${produk.id}?warna=${sage.id}`);
  await expect(
    page.getByRole('img', { name: `${produk.nama_produk} warna Sage`, exact: true }),
  ).toHaveAttribute('src', photo);
  await expect(page.getByRole('link', { name: 'Warna Sage' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The colour's photo as a JPEG.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/bagikan/produk-${produk.id}-warna-${sage.id}\\.jpg$`),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/detail/${produk.id}$`),
  );
  // Asking on WhatsApp names the colour too.
  await expect(page.getByRole('link', { name: 'Tanya lewat WhatsApp' })).toHaveAttribute(
    'href',
    `/keluar/${produk.id}/whatsapp?warna=${sage.id}`,
  );
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'detail-colour');

  // Choosing it again goes back to the product's own photo and plain URL.
  await page.getByRole('link', { name: 'Warna Sage' }).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${produk.id}$`));
  await expect(
    page.getByRole('img', { name: `${produk.nama_produk}, tampak depan`, exact: true }),
  ).toBeVisible();
});

test('colours can be chosen without JavaScript', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const produk = await produkNamed(request, 'Gamis Anak Aisyah Motif Bunga');
  await page.goto(`/detail/${produk.id}`);
  await page.getByRole('link', { name: 'Warna Sage' }).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${produk.id}\\?warna=\\d+$`));
  await expect(
    page.getByRole('img', { name: `${produk.nama_produk} warna Sage`, exact: true }),
  ).toBeVisible();
  await context.close();
});
