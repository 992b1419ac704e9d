import { expect, test, type Page } from '@playwright/test';
import {
  adminScreenshot,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
} from './admin-helpers';
import { expectAccessible, openPage, saveScreenshot, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// The special offers the owner edits (docs/product.md §12) in a real browser: the admin changes
// an offer's price (typed the Indonesian way) and /penawarankhusus shows it; the order changes
// with the keyboard and the page follows. Every change is put back, for the other project's run.

const AKIKAH = 'Paket Akikah Spesial';
const LEBARAN = 'Paket Lebaran Ceria';

async function setAkikahPrice(page: Page, price: string) {
  const row = page.getByRole('row', { name: new RegExp(AKIKAH) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Penawaran' });
  const harga = dialog.getByLabel('Harga paket (Rp)');
  await expect(harga).toHaveValue('130.000');
  await harga.fill(price);
  return dialog;
}

test('the owner edits an offer’s price in the admin and the offers page shows it', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, MAIN_ADMIN, '/admin/penawaran');
  await expect(page.getByRole('heading', { level: 1, name: 'Penawaran' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: LEBARAN })).toBeVisible();
  await expect(rows.filter({ hasText: AKIKAH })).toContainText('Rp 329.000');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'penawaran');

  const dialog = await setAkikahPrice(page, '145000');
  // The money field groups the thousands as it is typed.
  await expect(dialog.getByLabel('Harga paket (Rp)')).toHaveValue('145.000');
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'penawaran-edit');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Penawaran berhasil diperbarui!');
  await expect(rows.filter({ hasText: AKIKAH })).toContainText('Rp 145.000');

  const visitorContext = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const visitor = await visitorContext.newPage();
  try {
    await openPage(visitor, '/penawarankhusus');
    const card = visitor.getByRole('article').filter({ hasText: AKIKAH });
    await expect(card).toContainText('Rp 145.000');
    await expect(card).toContainText('Rp 329.000');
    await expectAccessible(visitor);
    await saveScreenshot(visitor, testInfo, 'penawaran-harga-baru');
  } finally {
    await visitorContext.close();
  }

  // Back to the spec's price.
  const again = page.getByRole('row', { name: new RegExp(AKIKAH) });
  await again.getByRole('button', { name: 'Edit' }).click();
  const restore = page.getByRole('dialog', { name: 'Edit Penawaran' });
  await restore.getByLabel('Harga paket (Rp)').fill('130.000');
  await restore.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Penawaran berhasil diperbarui!');
  await expect(again).toContainText('Rp 130.000');
  expect(problems).toEqual([]);
});

test('the order changes with the keyboard, and the page follows it', async ({ page }) => {
  await signIn(page, MAIN_ADMIN, '/admin/penawaran');
  const down = page.getByRole('button', { name: `Turunkan ${LEBARAN}` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${LEBARAN} sekarang urutan 2 dari 2.`)).toBeAttached();
  // The focus stayed with the moved offer: at the bottom, on its other button.
  await expect(page.getByRole('button', { name: `Naikkan ${LEBARAN}` })).toBeFocused();

  const shop = await page.context().newPage();
  await openPage(shop, '/penawarankhusus');
  await expect(shop.getByRole('heading', { level: 2 }).first()).toHaveText(AKIKAH);

  await page.keyboard.press('Enter');
  await expect(page.getByText(`${LEBARAN} sekarang urutan 1 dari 2.`)).toBeAttached();
  await openPage(shop, '/penawarankhusus');
  await expect(shop.getByRole('heading', { level: 2 }).first()).toHaveText(LEBARAN);
});
