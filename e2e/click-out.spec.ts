import { expect, test, type Page } from '@playwright/test';
import { adminScreenshot, kinerjaFigure, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, openPage, produkNamed, watchConsole } from './helpers';

// Click-out analytics (docs/product.md §10): the buy and chat buttons go through /keluar, which
// counts the click and forwards; the dashboard shows the counts.

// A phone's browser: the bot filter leaves headless Chromium's own user agent uncounted. Each
// project clicks a product of its own, or the second would be a repeat within the minute (a
// popup does not carry the test's X-Forwarded-For, so both projects come from one address).
const PRODUCT_OF_PROJECT: Record<string, string> = {
  phone: 'Gamis Anak Aisyah Motif Bunga',
  desktop: 'Baju Koko Anak Zaid Lengan Panjang',
};
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names
  userAgent: async ({}, use, testInfo) => use(`${PHONE_AGENT} e2e-${testInfo.project.name}`),
});
test.beforeEach(ownClientAddress);

const totalClicks = async (page: Page) =>
  Number(
    (await page.getByText('Total klik').locator('..').locator('dd').textContent())?.replace(
      /\D/g,
      '',
    ),
  );

test('a marketplace button on a product page counts the click and opens the stored link', async ({
  page,
  context,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  // Nothing leaves this machine (the marketplace cannot answer here): the browser's own
  // request to /keluar and the server's answer to it are what is checked.
  const redirects = new Map<string, string>();
  context.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/keluar/') && response.status() === 302) {
      redirects.set(new URL(response.url()).pathname, response.headers().location ?? '');
    }
  });
  const produk = await produkNamed(
    request,
    PRODUCT_OF_PROJECT[testInfo.project.name] ?? 'Gamis Anak Aisyah Motif Bunga',
  );

  await signIn(page);
  const panel = page.getByRole('region', { name: 'Klik ke marketplace & WhatsApp' });
  await expect(panel.getByText('Total klik')).toBeVisible();
  const before = await totalClicks(page);
  // The product's own clicks per channel, in the views beside click-outs (the demo's own
  // clicks fill the five most clicked).
  const kinerja = page.getByRole('region', { name: 'Dilihat dan diklik per produk', exact: true });
  const shopeeOf = await kinerjaFigure(kinerja, produk.nama_produk, 'Shopee');
  const whatsappOf = await kinerjaFigure(kinerja, produk.nama_produk, 'WhatsApp');
  const perKanal = async () => ({
    shopee: Number((await shopeeOf.textContent())?.replace(/\D/g, '')),
    whatsapp: Number((await whatsappOf.textContent())?.replace(/\D/g, '')),
  });
  await expect(shopeeOf).toBeVisible();
  const kanalBefore = await perKanal();

  // A visitor's clicks: an admin's own (signed in) are not counted.
  await context.clearCookies();
  await openPage(page, `/detail/${produk.id}`);
  const buy = page.getByRole('region', { name: /Beli di marketplace/ });
  const shopee = buy.getByRole('link', { name: 'Shopee', exact: true });
  await expect(shopee).toHaveAttribute('href', `/keluar/${produk.id}/shopee`);
  await expect(shopee).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  const [popup] = await Promise.all([page.waitForEvent('popup'), shopee.click()]);
  await expect
    .poll(() => redirects.get(`/keluar/${produk.id}/shopee`))
    .toMatch(/^https:\/\/shopee\.co\.id\/etalase\.kids\//);
  await popup.close();

  const whatsapp = buy.getByRole('link', { name: 'Tanya lewat WhatsApp' });
  const [chat] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
  await expect
    .poll(() => redirects.get(`/keluar/${produk.id}/whatsapp`))
    .toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const chatUrl = new URL(redirects.get(`/keluar/${produk.id}/whatsapp`) ?? '');
  expect(chatUrl.searchParams.get('text')).toContain(produk.nama_produk);
  await chat.close();

  await signIn(page);
  await expect(panel.getByText('Total klik')).toBeVisible();
  await expect.poll(() => totalClicks(page)).toBe(before + 2);
  expect(await perKanal()).toEqual({
    shopee: kanalBefore.shopee + 1,
    whatsapp: kanalBefore.whatsapp + 1,
  });
  await panel.getByRole('button', { name: '30 hari' }).click();
  await expect(panel.getByRole('button', { name: '30 hari' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByRole('figure')).toContainText('30 hari terakhir');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'dashboard-klik');
  expect(problems).toEqual([]);
});

test("the offers page's WhatsApp buttons go through /keluar with their fixed topic", async ({
  page,
}) => {
  await openPage(page, '/penawarankhusus');
  const order = page.getByRole('link', { name: 'Pesan Sekarang' }).first();
  await expect(order).toHaveAttribute('href', '/keluar/toko/whatsapp/paket-lebaran-ceria');
  await expect(page.getByRole('link', { name: 'Konsultasi Ukuran' })).toHaveAttribute(
    'href',
    '/keluar/toko/whatsapp/konsultasi-ukuran',
  );
  const res = await page.request.get('/keluar/toko/whatsapp/paket-lebaran-ceria', {
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
});
