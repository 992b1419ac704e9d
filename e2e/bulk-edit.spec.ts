import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminScreenshot,
  anonymousApi,
  apiAs,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
  testImage,
} from './admin-helpers';
import { expectAccessible, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// Bulk edit on the product list (issue 20 item 5; docs/product.md §11 Aksi massal) in a real
// browser, at 390 and 1280 px: products of the test's own (made through the API, so the demo
// products other tests read stay as they are) are chosen, their prices changed by a percentage
// after one confirmation, the shop and the legacy API show the new prices, and the toast's
// Batalkan puts them back; then every product matching a filter is chosen across pages.
// Each test moves its products to Sampah at the end, so the shop's lists are as before.

async function createProduk(
  api: APIRequestContext,
  nama: string,
  harga: number,
  diskon = 0,
): Promise<number> {
  const res = await api.post('/api/produk', {
    multipart: {
      nama_produk: nama,
      harga: String(harga),
      diskon: String(diskon),
      jumlah_terjual: '0',
      deskripsi_produk: 'Produk untuk uji aksi massal.',
      kategori: 'atasan',
      file: {
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: fs.readFileSync(await testImage('massal', '#6b4e9b')),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The test's products go to Sampah, as the shop was before it. */
async function trash(api: APIRequestContext, ids: number[]) {
  const res = await api.post('/api/trpc/produkBulk.delete', { data: { target: { ids } } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A product's price as the legacy API answers a visitor (the kept answers renewed). */
async function legacyHarga(anon: APIRequestContext, id: number) {
  const res = await anon.get(`/api/produk/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { harga: number }).harga;
}

const checkbox = (page: Page, nama: string) =>
  page.getByRole('checkbox', { name: `Pilih ${nama}` });
/** Neither the table nor the page is wider than the screen. */
async function expectTableFits(page: Page) {
  const sizes = await page.locator('table').evaluate((table) => ({
    table: table.getBoundingClientRect().width,
    box: table.parentElement?.getBoundingClientRect().width ?? 0,
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(sizes.table).toBeLessThanOrEqual(sizes.box);
  expect(sizes.page).toBeLessThanOrEqual(sizes.screen);
}

const bar = (page: Page) => page.getByRole('region', { name: 'Aksi untuk produk yang dipilih' });

test('changes the chosen products’ prices by a percentage, and Batalkan puts them back', async ({
  page,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  const api = await apiAs(baseURL ?? '');
  const anon = await anonymousApi(baseURL ?? '');
  const tag = `Massal Harga ${testInfo.project.name} ${Date.now()}`;
  const ids = [
    await createProduk(api, `${tag} Satu`, 100_000),
    await createProduk(api, `${tag} Dua`, 150_000, 20),
    await createProduk(api, `${tag} Tiga`, 55_500),
  ];
  try {
    // The whole list with its checkbox column fits the screen (at 1280 px beside the menu).
    await signIn(page, MAIN_ADMIN, '/admin/produk?status=terjadwal');
    await expect(page.getByText(/^Mulai /).first()).toBeVisible();
    await expectTableFits(page);
    await page.goto('/admin/produk');
    await expect(checkbox(page, `${tag} Tiga`)).toBeVisible();
    await expectTableFits(page);
    await adminScreenshot(page, testInfo, 'massal-daftar');

    await page.goto(`/admin/produk?search=${encodeURIComponent(tag)}`);
    await expect(checkbox(page, `${tag} Tiga`)).toBeVisible();
    await expect(checkbox(page, 'Kemeja Koko Anak Bilal Motif Salur')).toHaveCount(0);
    await checkbox(page, `${tag} Satu`).check();
    await checkbox(page, `${tag} Dua`).check();
    await expect(bar(page)).toContainText('2 produk dipilih');
    await expect(bar(page)).toBeInViewport();
    await expectAccessible(page);
    await adminScreenshot(page, testInfo, 'massal-pilih');

    await bar(page).getByRole('button', { name: 'Ubah harga' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah harga · 2 produk' });
    await dialog.getByLabel('Perubahan harga (%)').fill('10%');
    // The examples, by the shop's price rule: 165.000 with 20 % off shows 131.000.
    await expect(dialog.getByText('Rp 150.000 → Rp 165.000')).toBeVisible();
    await expect(dialog.getByText('(di toko Rp 131.000)')).toBeVisible();
    await expectAccessible(page);
    await adminScreenshot(page, testInfo, 'massal-harga');
    await dialog.getByRole('button', { name: 'Lanjut' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Ubah harga 2 produk: naik 10%?');
    await question.getByRole('button', { name: 'Ya, Ubah' }).click();
    await expectToast(page, 'Harga 2 produk dinaikkan 10%.');
    await expect(bar(page)).toHaveCount(0);

    // The legacy API and the product page, as a visitor reads them.
    expect(await legacyHarga(anon, ids[0] ?? 0)).toBe(110_000);
    expect(await legacyHarga(anon, ids[1] ?? 0)).toBe(165_000);
    expect(await legacyHarga(anon, ids[2] ?? 0)).toBe(55_500);
    const shopPage = await (await anon.get(`/detail/${ids[1]}`)).text();
    expect(shopPage).toContain('Rp 131.000');
    expect(shopPage).toContain('Rp 165.000');
    // The list shows them too.
    await expect(page.getByRole('row', { name: new RegExp(`${tag} Satu`) })).toContainText(
      'Rp 110.000',
    );

    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Harga 2 produk dinaikkan 10%.' })
      .getByRole('button', { name: 'Batalkan' })
      .click();
    await expectToast(page, 'Perubahan pada 2 produk dibatalkan.');
    await expect.poll(() => legacyHarga(anon, ids[0] ?? 0)).toBe(100_000);
    expect(await legacyHarga(anon, ids[1] ?? 0)).toBe(150_000);
    expect(await (await anon.get(`/detail/${ids[1]}`)).text()).toContain('Rp 120.000');
    await expect(page.getByRole('row', { name: new RegExp(`${tag} Satu`) })).toContainText(
      'Rp 100.000',
    );
    expect(problems).toEqual([]);
  } finally {
    await trash(api, ids);
    await anon.dispose();
  }
});

test('chooses every product matching the filter across pages, less one, and undoes the change', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const api = await apiAs(baseURL ?? '');
  const anon = await anonymousApi(baseURL ?? '');
  const tag = `Massal Filter ${testInfo.project.name} ${Date.now()}`;
  const ids: number[] = [];
  // One more than a page (20 rows).
  for (let i = 1; i <= 21; i++) {
    ids.push(await createProduk(api, `${tag} ${String(i).padStart(2, '0')}`, 50_000 + i));
  }
  try {
    // Sorted by name, so the first product is on page 1 and the last alone on page 2.
    await signIn(page, MAIN_ADMIN, `/admin/produk?search=${encodeURIComponent(tag)}&urut=nama`);
    await expect(checkbox(page, `${tag} 01`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).check();
    await expect(bar(page)).toContainText('20 produk dipilih');
    await page
      .getByRole('button', { name: 'Pilih semua 21 produk yang cocok dengan filter' })
      .click();
    await expect(page.getByText('Semua 21 produk yang cocok dengan filter dipilih.')).toBeVisible();
    await expect(bar(page)).toContainText('21 produk dipilih');
    await expectAccessible(page);
    await adminScreenshot(page, testInfo, 'massal-semua');

    // Page 2: its row is chosen too; unticked, it is left out.
    await page.getByRole('button', { name: /Berikutnya/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(checkbox(page, `${tag} 21`)).toBeChecked();
    await checkbox(page, `${tag} 21`).uncheck();
    await expect(bar(page)).toContainText('20 produk dipilih');

    await bar(page).getByRole('button', { name: 'Ubah status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah status · 20 produk' });
    await dialog.getByLabel('Status baru').selectOption({ label: 'Draf' });
    await dialog.getByRole('button', { name: 'Lanjut' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('Ubah status 20 produk menjadi Draf?');
    await expect(question).toContainText(
      'Termasuk produk yang cocok dengan filter di halaman lain.',
    );
    await expectAccessible(page);
    await adminScreenshot(page, testInfo, 'massal-status');
    await question.getByRole('button', { name: 'Ya, Ubah' }).click();
    await expectToast(page, 'Status 20 produk diubah menjadi Draf.');

    // Drafts are gone from the legacy reads; the unticked one is not.
    expect((await anon.get(`/api/produk/${ids[0]}`)).status()).toBe(404);
    expect((await anon.get(`/api/produk/${ids[19]}`)).status()).toBe(404);
    expect((await anon.get(`/api/produk/${ids[20]}`)).status()).toBe(200);

    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Status 20 produk diubah menjadi Draf.' })
      .getByRole('button', { name: 'Batalkan' })
      .click();
    await expectToast(page, 'Perubahan pada 20 produk dibatalkan.');
    await expect.poll(async () => (await anon.get(`/api/produk/${ids[0]}`)).status()).toBe(200);
    expect((await anon.get(`/api/produk/${ids[19]}`)).status()).toBe(200);

    // A new filter starts with nothing chosen.
    await checkbox(page, `${tag} 21`).check();
    await expect(bar(page)).toContainText('1 produk dipilih');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Draf' });
    await expect(bar(page)).toHaveCount(0);
  } finally {
    await trash(api, ids);
    await anon.dispose();
  }
});
