import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  adminScreenshot,
  anonymousApi,
  apiAs,
  ensureSecondAdmin,
  expectToast,
  ownClientAddress,
  signIn,
} from './admin-helpers';
import { expectAccessible, openPage, saveScreenshot } from './helpers';

test.beforeEach(ownClientAddress);

// Pengaturan (issue 19 item 4) in a real browser: the main admin edits the shop's settings,
// sees the WhatsApp message preview change as the template is typed, and every storefront page
// shows the new details and announcement at once; a visitor closes the bar and it stays closed
// without anything on the page moving; another admin neither sees nor reaches the page. The
// settings are put back afterwards, as the other files expect the demo shop's.

type Form = Record<string, string>;
let original: Form | undefined;

async function savedForm(baseURL: string): Promise<Form> {
  const main = await apiAs(baseURL);
  const res = await main.get('/api/trpc/site.pengaturan');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { data: { form: Form } } }).result.data.form;
}

test.afterEach(async ({ baseURL }) => {
  if (!original) return;
  const main = await apiAs(baseURL ?? '');
  const res = await main.post('/api/trpc/site.savePengaturan', { data: original });
  expect(res.status()).toBe(200);
  original = undefined;
});

/** The admin menu: on a phone, in the drawer its button opens. */
async function openAdminMenu(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Buka menu' }).click();
  }
  return page.getByRole('navigation', { name: 'Menu admin' });
}

/** A visitor's page in a browser of its own (no admin session): what everyone is sent. */
async function visitorPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test('the main admin edits the settings; every page shows them at once, and the bar closes for good', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  original = await savedForm(baseURL ?? '');
  const name = `Toko Uji ${testInfo.project.name}`;

  await signIn(page, undefined, '/admin');
  await (await openAdminMenu(page, testInfo)).getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nama toko').fill(name);
  await page.getByLabel('Nomor WhatsApp').fill('0812-7777-6666\n+62 857 1111 2222');

  // The preview follows the template as it is typed; an unknown placeholder is named.
  const tanya = page.getByLabel('Tanya umum (Kontak Kami)');
  await tanya.fill('Assalamualaikum {toko}, {nama} mau tanya.');
  await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await expect(
    page.getByText('Isian tidak dikenal: {nama}. Yang bisa dipakai: {toko}, {url}.'),
  ).toBeVisible();
  await tanya.fill('Assalamualaikum {toko}, mau tanya.');
  await expect(page.getByTestId('pratinjau-tanya')).toHaveText(
    `Assalamualaikum ${name}, mau tanya.`,
  );
  await expect(page.getByTestId('pratinjau-produk').first()).toContainText(
    'Gamis Anak Aisyah (Rp 149.000)',
  );
  await expect(page.getByTestId('pratinjau-produk').nth(1)).toContainText(
    'Gamis Anak Aisyah warna Sage ukuran M usia 4–5 tahun (Rp 149.000)',
  );

  await page.getByLabel('Teks pengumuman').fill('Pengumuman uji: gratis ongkir pekan ini');
  await page.getByLabel('Tautan').fill('/kategori');
  await page.getByLabel('Mulai tampil').fill('');
  await page.getByLabel('Selesai tampil').fill('');
  await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, Simpan' }).click();
  await expectToast(page, 'Pengaturan berhasil diperbarui!');
  await expect(page.getByText('Sedang tampil'))
    .toBeVisible({ timeout: 10_000 })
    .catch(() => undefined);
  await adminScreenshot(page, testInfo, 'pengaturan');

  // A visitor, at once: the pages were kept before the save.
  const visitor = await visitorPage(browser, baseURL ?? '');
  try {
    const shop = visitor.page;
    await openPage(shop, '/kontakkami');
    await expect(shop).toHaveTitle(new RegExp(name));
    await expect(shop.getByRole('link', { name: 'WhatsApp 0857-1111-2222' })).toBeVisible();
    const bar = shop.getByRole('complementary', { name: 'Pengumuman' });
    await expect(bar).toContainText('Pengumuman uji: gratis ongkir pekan ini');
    await expect(bar.getByRole('link', { name: 'Lihat →' })).toHaveAttribute('href', '/kategori');
    await expectAccessible(shop);
    await saveScreenshot(shop, testInfo, 'pengumuman');

    const api = await anonymousApi(baseURL ?? '');
    const chat = await api.get('/keluar/toko/whatsapp/tanya', { maxRedirects: 0 });
    expect(chat.headers().location).toBe(
      `https://wa.me/6281277776666?text=${encodeURIComponent(`Assalamualaikum ${name}, mau tanya.`)}`,
    );
    await api.dispose();

    // Closed, it stays closed on the next pages: invisible in its place, so nothing moves.
    await bar.getByRole('button', { name: 'Tutup pengumuman' }).click();
    await expect(bar).toBeHidden();
    await shop.goto('/');
    await expect(shop.locator('#pengumuman')).toBeHidden();
    const shifted = await shop.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifted).toBeLessThan(0.01);
    await openPage(shop, '/FAQ');
    await expect(shop.locator('#pengumuman')).toBeHidden();
  } finally {
    await visitor.close();
  }
});

test('another admin neither sees nor reaches Pengaturan, and the server refuses their save', async ({
  page,
  baseURL,
}, testInfo) => {
  const second = await ensureSecondAdmin(baseURL ?? '', testInfo);
  await signIn(page, second, '/admin');
  const nav = await openAdminMenu(page, testInfo);
  await expect(nav.getByRole('link', { name: 'Produk' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'User' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pengaturan' })).toHaveCount(0);
  await page.goto('/admin/pengaturan');
  await expect(page.getByRole('heading', { name: 'Tidak diizinkan' })).toBeVisible();

  const api = await apiAs(baseURL ?? '', second);
  const form = await savedForm(baseURL ?? '');
  const res = await api.post('/api/trpc/site.savePengaturan', { data: { ...form, name: 'Bukan' } });
  expect(res.status()).toBe(403);
  expect((await api.get('/api/trpc/site.pengaturan')).status()).toBe(403);
});
