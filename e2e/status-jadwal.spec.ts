import { expect, test } from '@playwright/test';
import {
  adminScreenshot,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
  chooseRowAction,
  openRowMenu,
} from './admin-helpers';
import { expectAccessible, hydrate, saveScreenshot, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// Status and schedule in a real browser (docs/product.md §11): the admin's product list shows
// each product's status and filters by it, a scheduled one with its start in WIB; a preview link
// shows a Draf product's page to a visitor, marked noindex, while its address alone is a 404.

const DRAF = 'Gamis Anak Hafsah Lengan Kerut';
const TERJADWAL = 'Koko Lebaran Anak Ibrahim Bordir Emas';
const TERSEMBUNYI = 'Setelan Tidur Anak Sakinah';

test('the admin sees and filters by status, and a preview link shows a Draf page to a visitor', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, MAIN_ADMIN, '/admin/produk?status=draf');
  const drafRow = page.getByRole('row', { name: new RegExp(DRAF) });
  await expect(drafRow).toBeVisible();
  await expect(drafRow.getByText('Draf', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(TERJADWAL) })).toHaveCount(0);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-status-draf');

  await page.getByLabel('Status').selectOption({ label: 'Terjadwal' });
  await expect(page).toHaveURL(/status=terjadwal/);
  const scheduled = page.getByRole('row', { name: new RegExp(TERJADWAL) });
  await expect(scheduled.getByText('Terjadwal', { exact: true })).toBeVisible();
  await expect(scheduled.getByText(/^Mulai .*08[.:]00 WIB$/)).toBeVisible();
  await adminScreenshot(page, testInfo, 'produk-status-terjadwal');

  await page.getByLabel('Status').selectOption({ label: 'Tersembunyi' });
  const hiddenRow = page.getByRole('row', { name: new RegExp(TERSEMBUNYI) });
  const hiddenHref = await (
    await openRowMenu(hiddenRow)
  )
    .getByRole('menuitem', { name: /Lihat di toko/ })
    .getAttribute('href');
  await page.keyboard.press('Escape');

  await page.getByLabel('Status').selectOption({ label: 'Draf' });
  await chooseRowAction(
    page.getByRole('row', { name: new RegExp(DRAF) }),
    `Buat tautan pratinjau ${DRAF}`,
  );
  const dialog = page.getByRole('dialog', { name: `Pratinjau — ${DRAF}` });
  const link = dialog.getByLabel('Tautan pratinjau');
  await expect(link).toHaveValue(/\/detail\/\d+\?pratinjau=/);
  await expect(dialog.getByRole('link', { name: 'Buka pratinjau' })).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-pratinjau');
  const url = await link.inputValue();
  const plain = url.split('?')[0] ?? '';

  // A visitor: no session, no cookies.
  const visitorContext = await browser.newContext({
    viewport: page.viewportSize(),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const visitor = await visitorContext.newPage();
  const visitorProblems = watchConsole(visitor);
  try {
    const preview = await visitor.goto(url);
    expect(preview?.status()).toBe(200);
    await hydrate(visitor);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(DRAF);
    await expect(visitor.getByText('Pratinjau: halaman ini tampil')).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(visitor);
    await saveScreenshot(visitor, testInfo, 'pratinjau-draf');

    const missing = await visitor.goto(plain);
    expect(missing?.status()).toBe(404);

    const hidden = await visitor.goto(new URL(hiddenHref ?? '', url).href);
    expect(hidden?.status()).toBe(200);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(TERSEMBUNYI);

    await visitor.goto(new URL('/cari?q=hafsah', url).href);
    await expect(visitor.getByText(DRAF)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
  // 404 answers log a failed resource load in the console; nothing else may.
  expect(visitorProblems.filter((p) => !/404/.test(p))).toEqual([]);
  expect(problems).toEqual([]);
});
