import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  adminScreenshot,
  expectToast,
  ownClientAddress,
  signIn,
  chooseRowAction,
} from './admin-helpers';
import { expectAccessible, openPage, produkNamed, saveScreenshot, watchConsole } from './helpers';

// Availability per size and colour and the WhatsApp order (docs/product.md §10 Availability),
// on the demo catalogue: Gamis Aisyah has M and L sold out in Dusty Pink and no Lilac left,
// Dress Zahra has nothing left.

test.beforeEach(ownClientAddress);

const AISYAH = 'Gamis Anak Aisyah Motif Bunga';
const ZAHRA = 'Dress Anak Zahra Kotak Kecil';

interface Colour {
  id: number;
  warna: string;
}
async function colourOf(page: Page, idProduk: number, name: string): Promise<Colour> {
  const colours = (await (
    await page.request.get(`/api/warnaproduk/${idProduk}`)
  ).json()) as Colour[];
  const found = colours.find((c) => c.warna === name);
  if (!found) throw new Error(`demo colour missing: ${name}`);
  return found;
}

/** The WhatsApp links /keluar answered with, by the request's path and query. */
function watchRedirects(context: BrowserContext): Map<string, string> {
  const redirects = new Map<string, string>();
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/keluar/') && response.status() === 302) {
      redirects.set(url.pathname + url.search, response.headers().location ?? '');
    }
  });
  return redirects;
}
const messageOf = (link: string | undefined) =>
  link ? new URL(link).searchParams.get('text') : null;

test('the product page marks sold-out sizes and colours and orders the chosen size on WhatsApp', async ({
  page,
  context,
}, testInfo) => {
  const problems = watchConsole(page);
  const redirects = watchRedirects(context);
  const produk = await produkNamed(page.request, AISYAH);
  const pink = await colourOf(page, produk.id, 'Dusty Pink');

  await openPage(page, `/detail/${produk.id}`);
  // A colour with no size left says so on its swatch.
  await expect(page.getByRole('link', { name: 'Warna Lilac, habis' })).toBeVisible();
  await page.getByRole('link', { name: 'Warna Dusty Pink' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?warna=${pink.id}$`));

  const order = page.getByRole('region', { name: 'Pesan lewat WhatsApp' });
  const sizes = order.getByRole('group', { name: 'Pilih ukuran' });
  await expect(sizes.getByRole('radio', { name: 'M · 3-4 tahun Habis' })).toBeDisabled();
  await expect(sizes.getByRole('radio', { name: 'L · 5-6 tahun Habis' })).toBeDisabled();
  await expect(sizes.locator('s', { hasText: 'M · 3-4 tahun' })).toBeVisible();
  await sizes.getByRole('radio', { name: 'S · 1-2 tahun' }).click();
  await expect(sizes.getByRole('radio', { name: 'S · 1-2 tahun' })).toBeChecked();
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'detail-availability');

  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    order.getByRole('button', { name: 'Pesan via WhatsApp' }).click(),
  ]);
  await expect
    .poll(() => [...redirects.keys()].find((k) => k.startsWith(`/keluar/${produk.id}/whatsapp?`)))
    .toBeTruthy();
  const sent = [...redirects.entries()].find(([k]) =>
    k.startsWith(`/keluar/${produk.id}/whatsapp?`),
  );
  expect(messageOf(sent?.[1])).toContain(`${AISYAH} warna Dusty Pink ukuran S usia 1-2 tahun`);
  await chat.close();
  expect(problems).toEqual([]);
});

test('a size checked before choosing a colour it is sold out in is not sent', async ({ page }) => {
  const produk = await produkNamed(page.request, AISYAH);
  const sage = await colourOf(page, produk.id, 'Sage');
  await openPage(page, `/detail/${produk.id}?warna=${sage.id}`);
  const order = page.getByRole('region', { name: 'Pesan lewat WhatsApp' });
  await order.getByRole('radio', { name: 'M · 3-4 tahun' }).click();
  await page.getByRole('link', { name: 'Warna Dusty Pink' }).click();
  await expect(order.getByRole('radio', { name: 'M · 3-4 tahun Habis' })).toBeDisabled();
  let opened = false;
  page.on('popup', () => (opened = true));
  await order.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
  await expect(order.getByRole('status')).toHaveText(
    'Ukuran ini habis untuk warna Dusty Pink. Pilih ukuran atau warna lain.',
  );
  expect(opened).toBe(false);
});

test('a size chosen before the page is interactive is the one ordered', async ({
  page,
  context,
}) => {
  const redirects = watchRedirects(context);
  const produk = await produkNamed(page.request, AISYAH);
  const pink = await colourOf(page, produk.id, 'Dusty Pink');
  // No hydration first: the tap itself is the page's first interaction.
  await page.goto(`/detail/${produk.id}?warna=${pink.id}`);
  const order = page.getByRole('region', { name: 'Pesan lewat WhatsApp' });
  await order.getByRole('radio', { name: 'XL · 7-8 tahun' }).click();
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    order.getByRole('button', { name: 'Pesan via WhatsApp' }).click(),
  ]);
  await expect.poll(() => redirects.size).toBeGreaterThan(0);
  expect(messageOf([...redirects.values()][0])).toContain('warna Dusty Pink ukuran XL');
  await chat.close();
});

test('ordering and hiding sold-out products work without JavaScript', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const redirects = watchRedirects(context);
  const page = await context.newPage();
  const produk = await produkNamed(request, AISYAH);
  await page.goto(`/detail/${produk.id}`);
  await page.getByRole('link', { name: 'Warna Dusty Pink' }).click();
  await page.getByRole('radio', { name: 'S · 1-2 tahun' }).click();
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pesan via WhatsApp' }).click(),
  ]);
  await expect.poll(() => redirects.size).toBeGreaterThan(0);
  expect(messageOf([...redirects.values()][0])).toContain('warna Dusty Pink ukuran S');
  await chat.close();

  await page.goto('/kategori/perempuan');
  const zahra = page.getByRole('link', { name: new RegExp(ZAHRA) });
  await expect(zahra).toContainText('Stok habis');
  await page.getByText('Filter', { exact: true }).click();
  await page.getByLabel('Hanya yang tersedia').check();
  await page.getByRole('button', { name: 'Terapkan' }).click();
  // The browser sends the form's empty fields too; the page reads only what is set.
  await expect(page).toHaveURL(/\/kategori\/perempuan\?.*tersedia=1/);
  await expect(page.getByRole('link', { name: new RegExp(ZAHRA) })).toHaveCount(0);
  await context.close();
});

test('a sold-out product says so on its card, its page and its structured data', async ({
  page,
}, testInfo) => {
  const produk = await produkNamed(page.request, ZAHRA);
  await openPage(page, '/kategori/perempuan');
  const card = page.getByRole('link', { name: new RegExp(ZAHRA) });
  await expect(card).toContainText('Stok habis');
  await card.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-card-stok-habis.png` });
  // With JavaScript the box applies at once.
  await page.getByText('Filter', { exact: true }).click();
  await page.getByLabel('Hanya yang tersedia').check();
  await expect(page).toHaveURL(/\/kategori\/perempuan\?tersedia=1$/);
  await expect(page.getByRole('link', { name: new RegExp(ZAHRA) })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'category-tersedia');

  await openPage(page, `/detail/${produk.id}`);
  await expect(page.getByText('Stok habis untuk semua warna dan ukuran.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesan via WhatsApp' })).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('https://schema.org/OutOfStock');
  await expectAccessible(page);
});

test('an admin marks a size sold out with one tap and the product page follows', async ({
  page,
}, testInfo) => {
  const produk = await produkNamed(page.request, 'Kaos Raglan Anak Musa');
  await signIn(page, undefined, '/admin/produk?search=Raglan');
  await chooseRowAction(
    page.getByRole('row', { name: /Kaos Raglan Anak Musa/ }),
    'Ketersediaan Kaos Raglan Anak Musa',
  );
  const dialog = page.getByRole('dialog', { name: 'Ketersediaan — Kaos Raglan Anak Musa' });
  const cell = dialog.getByRole('button', { name: 'Tersedia: Abu Navy, M · 3-4 tahun' });
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  const box = await cell.boundingBox();
  // A phone's finger: the target is at least 44 px high.
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', 'false');
  await expect(cell).toHaveText('Habis');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'ketersediaan');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Ketersediaan berhasil diperbarui!');
  // Saved, the dialog closes.
  await expect(dialog).toBeHidden();

  const shop = await page.context().browser()?.newPage();
  if (!shop) throw new Error('no browser');
  const navy = await colourOf(shop, produk.id, 'Abu Navy');
  await shop.goto(`/detail/${produk.id}?warna=${navy.id}`);
  await expect(shop.getByRole('radio', { name: 'M · 3-4 tahun Habis' })).toBeDisabled();
  await shop.close();

  // Back as it was, for the next run.
  await chooseRowAction(
    page.getByRole('row', { name: /Kaos Raglan Anak Musa/ }),
    'Ketersediaan Kaos Raglan Anak Musa',
  );
  // Opened again, the grid shows what was saved.
  await expect(cell).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'Tandai semua tersedia' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
});
