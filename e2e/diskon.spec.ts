import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import {
  adminScreenshot,
  apiAs,
  chooseRowAction,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
} from './admin-helpers';
import { expectAccessible, openPage, produkNamed, saveScreenshot, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// Dated discounts (docs/product.md §14) in a real browser: the main admin adds a running
// discount on a category, the product page and its card show it, and it ends with "Akhiri
// sekarang". Each project's run names its own discount and ends it, for the other's run.

const HANIF = 'Kaos Muslim Anak Hanif Lengan Panjang';

/** Puts the discounts named `nama` in Sampah: a failed run must not leave its 40 % on Atasan. */
async function removeDiskonNamed(api: APIRequestContext, nama: string): Promise<void> {
  const input = encodeURIComponent(JSON.stringify({ search: nama }));
  const res = await api.get(`/api/trpc/diskon.adminList?input=${input}`);
  const { items } = ((await res.json()) as { result: { data: { items: DiskonRow[] } } }).result
    .data;
  for (const { id } of items.filter((item) => item.nama === nama)) {
    await api.post('/api/trpc/diskon.delete', { data: { id } });
  }
}
type DiskonRow = { id: number; nama: string };

test.afterEach(async ({ baseURL }, testInfo) => {
  await removeDiskonNamed(await apiAs(baseURL ?? ''), `Diskon Uji ${testInfo.project.name}`);
});

test('the owner runs a dated discount, visitors see it, and it ends', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  const nama = `Diskon Uji ${testInfo.project.name}`;
  await signIn(page, MAIN_ADMIN, '/admin/diskon');
  await expect(page.getByRole('heading', { level: 1, name: 'Diskon' })).toBeVisible();
  // The demo's running and scheduled discounts.
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Diskon Akhir Tahun' })).toContainText('Berjalan');
  await expect(rows.filter({ hasText: 'Diskon Lebaran' })).toContainText('Terjadwal');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'diskon');

  await page.getByRole('button', { name: 'Tambah Diskon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Diskon' });
  await dialog.getByLabel('Nama diskon').fill(nama);
  await dialog.getByLabel('Persen diskon').fill('40%');
  await dialog.getByLabel('Berlaku untuk').selectOption('kategori');
  await dialog.getByRole('checkbox', { name: 'Atasan' }).check();
  await dialog.getByRole('checkbox', { name: 'Tanpa akhir' }).check();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'diskon-form');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Diskon berhasil ditambahkan!');
  const row = rows.filter({ hasText: nama });
  await expect(row).toContainText('Berjalan');
  await expect(row).toContainText('-40%');

  const visitorContext = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const visitor = await visitorContext.newPage();
  try {
    const { id } = await produkNamed(visitor.request, HANIF);
    // 69.000 − 40 % of 70.000: the dated discount beats the product's own 10 %.
    await openPage(visitor, `/detail/${id}`);
    await expect(visitor.getByText('Rp 41.000').first()).toBeVisible();
    await expect(visitor.getByText(nama)).toBeVisible();
    await expectAccessible(visitor);
    await saveScreenshot(visitor, testInfo, 'diskon-product');
    await openPage(visitor, '/kategori/atasan');
    const card = visitor.getByRole('link', { name: new RegExp(HANIF) }).first();
    await expect(card).toContainText('-40%');
    await expect(card).toContainText('Rp 41.000');
    await card.scrollIntoViewIfNeeded();
    await visitor.screenshot({
      path: `e2e/screenshots/${testInfo.project.name}-diskon-card.png`,
    });

    await chooseRowAction(row, `Akhiri ${nama} sekarang`);
    const ask = page.getByRole('alertdialog', { name: 'Akhiri diskon sekarang?' });
    await expect(ask).toContainText('kembali memakai diskon bawaan');
    await ask.getByRole('button', { name: 'Ya, Akhiri' }).click();
    await expectToast(page, `${nama} sudah diakhiri.`);
    await expect(row).toContainText('Berakhir');

    await openPage(visitor, `/detail/${id}`);
    await expect(visitor.getByText('Rp 62.000').first()).toBeVisible();
    await expect(visitor.getByText(nama)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
  expect(problems).toEqual([]);
});
