import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminScreenshot, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, watchConsole } from './helpers';

// The admin frame on a laptop (issue 29): the whole menu shows at 1280×720 without scrolling,
// a shorter window says the menu scrolls; every list row's actions are buttons of at least
// 24×24 px with their words, the main one alone and the rest in "Lainnya", by keyboard too.

test.beforeEach(ownClientAddress);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu admin' });

/** Where an element is drawn; it must be. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not drawn: ${await locator.innerText()}`);
  return box;
}

test('at 1280×720 every menu item of the main admin shows without scrolling', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page);
  const links = nav(page).getByRole('link');
  await expect(links).toHaveCount(17);
  for (const link of await links.all()) {
    const box = await boxOf(link);
    const name = await link.innerText();
    expect(box.y + box.height, name).toBeLessThanOrEqual(720);
    expect(box.height, name).toBeGreaterThanOrEqual(24);
  }
  // The list does not scroll, so there is no cue.
  const scrolls = await nav(page).evaluate((el) => el.scrollHeight > el.clientHeight);
  expect(scrolls).toBe(false);
  await expect(page.getByTestId('nav-more-below')).toHaveCount(0);
  // In groups, under their headings.
  for (const heading of ['Katalog', 'Pemasaran', 'Toko']) {
    await expect(nav(page).getByRole('list', { name: heading })).toBeVisible();
  }
  await expect(nav(page).getByRole('list', { name: 'Toko' }).getByRole('link')).toHaveText([
    'Pengaturan',
    'User',
    'Kotak keluar',
    'Riwayat',
    'Sampah',
  ]);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'layout-1280x720');
});

test('a shorter window shows that the menu scrolls, until its end is reached', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 520 });
  await signIn(page);
  const cue = page.getByTestId('nav-more-below');
  await expect(cue).toBeVisible();
  await expect(cue).toHaveText('Gulir untuk menu lainnya');
  await nav(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(cue).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Akun saya' })).toBeInViewport();
});

test('every admin list gives each row named buttons of at least 24×24 px', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, undefined, '/admin/produk');
  for (const list of [
    'produk',
    'warna',
    'ukuran',
    'testimoni',
    'faq',
    'penawaran',
    'promo',
    'sinonim',
    'user',
    'sampah',
  ]) {
    await page.goto(`/admin/${list}`);
    const row = page.getByRole('main').getByRole('row').nth(1);
    await expect(row, list).toBeVisible();
    const buttons = row.getByRole('cell').last().getByRole('button');
    expect(await buttons.count(), list).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const box = await boxOf(button);
      const words = (await button.innerText()).trim();
      expect(words, list).not.toBe('');
      expect(box.width, `${list} ${words}`).toBeGreaterThanOrEqual(24);
      expect(box.height, `${list} ${words}`).toBeGreaterThanOrEqual(24);
    }
  }
  expect(problems).toEqual([]);
});

test('a product row: Edit, and "Lainnya" opens its menu and works by keyboard', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, undefined, '/admin/produk?search=Raglan');
  const row = page.getByRole('row', { name: /Kaos Raglan Anak Musa/ });
  await expect(row.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  const more = row.getByRole('button', { name: 'Lainnya' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  // (While open, the menu is modal: Radix hides the rest of the page from screen readers.)
  await expectAccessible(page);

  // Enter opens the menu with its first item focused; arrows move; Escape closes it.
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['Lihat di toko', 'Ketersediaan', 'Foto', 'Hapus']);
  for (const item of await items.all()) {
    expect((await boxOf(item)).height).toBeGreaterThanOrEqual(24);
  }
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    menu.getByRole('menuitem', { name: 'Ketersediaan Kaos Raglan Anak Musa' }),
  ).toBeFocused();
  await adminScreenshot(page, testInfo, 'produk-lainnya');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  // Chosen with the keyboard, an item does what it says: Ketersediaan opens its dialog, and
  // closing it brings the focus back to "Lainnya".
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ketersediaan — Kaos Raglan Anak Musa' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more).toBeFocused();

  // So does Foto, closed with its "Tutup" button.
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Enter');
  const photos = page.getByRole('dialog', { name: /Foto.*Kaos Raglan Anak Musa/ });
  await expect(photos).toBeVisible();
  await photos.getByRole('button', { name: 'Tutup' }).click();
  await expect(photos).toHaveCount(0);
  await expect(more).toBeFocused();

  // Hapus asks first; "Batal" (or Escape) keeps the product, the focus back on "Lainnya".
  const ask = page.getByRole('alertdialog');
  for (const cancel of ['Batal', 'Escape'] as const) {
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Hapus' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ask).toContainText('Apakah yakin ingin menghapus produk ini?');
    await expect(ask.getByRole('button', { name: 'Batal' })).toBeFocused();
    if (cancel === 'Batal') await ask.getByRole('button', { name: 'Batal' }).click();
    else await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(row).toBeVisible();
    await expect(more).toBeFocused();
  }
  expect(problems).toEqual([]);
});

test("a colour row: its Edit dialog and Hapus's question give the focus back to their button", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, undefined, '/admin/warna');
  const row = page.getByRole('main').getByRole('row').nth(1);
  const edit = row.getByRole('button', { name: 'Edit', exact: true });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog');
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(edit).toBeFocused();

  const more = row.getByRole('button', { name: 'Lainnya' });
  await more.click();
  await page.getByRole('menuitem', { name: 'Hapus' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(more).toBeFocused();
  expect(problems).toEqual([]);
});
