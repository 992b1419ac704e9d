import { expect, test } from '@playwright/test';
import {
  adminScreenshot,
  apiAs,
  expectToast,
  ownClientAddress,
  signIn,
  chooseRowAction,
} from './admin-helpers';
import { expectAccessible, openPage, produkNamed, saveScreenshot, watchConsole } from './helpers';

// Back-in-stock alerts, "Kabari saya" (issue 21 item 4 and 29, docs/product.md §12 Kabar stok):
// a visitor asks on a sold-out size with the alert's own consent; a new address's first mail
// asks to confirm (it waits in Kotak keluar, no SMTP_URL in the browser tests, its links
// masked); the admin sees who waits and marks the size Tersedia, and an address that never
// confirmed gets nothing. (Confirmed addresses' alerts: kabar-stok.test.ts, through a real SMTP
// server.) Each project first marks Mint × L of a demo product no other test changes Habis again.

test.beforeEach(ownClientAddress);

const SAFIYA = 'Atasan Tunik Anak Safiya';
const SIZE = 'L · 5-6 tahun';

interface Grid {
  warna: { id: number; warna: string }[];
  ukuran: { id: number; ukuran: string }[];
  cells: {
    id_warna: number | null;
    id_ukuran: number | null;
    tersedia: boolean;
    stok: number | null;
  }[];
}

test('a visitor asks on a sold-out size, is asked to confirm, and nothing else is mailed before', async ({
  page,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  const produk = await produkNamed(page.request, SAFIYA);
  const api = await apiAs(baseURL as string);
  const input = encodeURIComponent(JSON.stringify({ idProduk: produk.id }));
  const grid = (
    (await (await api.get(`/api/trpc/ketersediaan.grid?input=${input}`)).json()) as {
      result: { data: Grid };
    }
  ).result.data;
  const mint = grid.warna.find((w) => w.warna === 'Mint');
  const l = grid.ukuran.find((u) => u.ukuran === 'L');
  if (!mint || !l) throw new Error('demo colour or size missing');
  const saved = await api.post('/api/trpc/ketersediaan.save', {
    data: {
      idProduk: produk.id,
      cells: [{ id_warna: mint.id, id_ukuran: l.id, tersedia: false, stok: null }],
    },
  });
  expect(saved.status()).toBe(200);

  const address = `kabar.${testInfo.project.name}.${Date.now()}@mail.com`;
  await openPage(page, `/detail/${produk.id}?warna=${mint.id}`);
  await page.locator('#kabari-saya summary').click();
  const form = page.locator('#kabari-saya form');
  // The only sold-out size of the colour is chosen already.
  await expect(form.getByRole('radio', { name: SIZE })).toBeChecked();
  await form.getByRole('textbox', { name: 'Alamat email' }).fill(address);
  // Without the consent box, the form says why and sends nothing.
  await form.getByRole('button', { name: 'Kabari saya' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Centang persetujuan dulu agar kami bisa mengabari kamu lewat email.',
  );
  // The stock alert's consent, not the newsletter's.
  const consent = form.getByRole('checkbox', {
    name: /Saya setuju .* menyimpan alamat email saya untuk mengirimkan kabar stok ukuran yang saya pilih/,
  });
  await expect(form.getByText(/info promo dan voucher/)).toHaveCount(0);
  await consent.check();
  await form.getByRole('button', { name: 'Kabari saya' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Siap! Permintaan kamu sudah kami catat. Bila ini permintaan pertamamu, konfirmasi dulu lewat email yang kami kirim; setelah itu kami kabari saat ukuran ini tersedia lagi.',
  );
  // Sent by the page's script: no page was left.
  await expect(page).toHaveURL(new RegExp(`/detail/${produk.id}\\?warna=${mint.id}$`));
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'kabari-saya');

  await signIn(page, undefined, '/admin/produk?search=Safiya');
  await chooseRowAction(
    page.getByRole('row', { name: new RegExp(SAFIYA) }),
    `Ketersediaan ${SAFIYA}`,
  );
  const dialog = page.getByRole('dialog', { name: `Ketersediaan — ${SAFIYA}` });
  await expect(dialog.getByText(/\d+ menunggu kabar stok/).first()).toBeVisible();
  await expect(dialog.getByText(/orang menunggu kabar stok L · 5-6 tahun, Mint/)).toBeAttached();
  // The main admin sees who waits.
  await dialog.getByText('Lihat daftar tunggu').click();
  await expect(dialog.getByText(address)).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'kabar-stok-menunggu');
  const cell = dialog.getByRole('button', { name: `Tersedia: Mint, ${SIZE}` });
  await expect(cell).toHaveAttribute('aria-pressed', 'false');
  await cell.click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expectToast(page, 'Ketersediaan berhasil diperbarui!');

  await page.goto('/admin/kotak-keluar');
  const open = page.getByRole('link', {
    name: `Buka email "Konfirmasi permintaan kabar stok" untuk ${address}`,
  });
  await expect(open).toBeVisible();
  // Never confirmed: no alert for it, though its size is back.
  await expect(
    page.getByRole('link', {
      name: new RegExp(`tersedia lagi" untuk ${address.replace(/[.+]/g, '\\$&')}$`),
    }),
  ).toHaveCount(0);
  await open.click();
  const frame = page.frameLocator('iframe[title="Tampilan email"]');
  await expect(frame.getByRole('link', { name: 'Konfirmasi permintaan' })).toHaveAttribute(
    'href',
    /\/konfirmasi-kabar-stok\?token=disembunyikan$/,
  );
  await expect(page.locator('pre')).toContainText('/berhenti-kabar-stok?token=disembunyikan');
  expect(await page.locator('pre').textContent()).not.toMatch(/token=[0-9a-f]{64}/);
  await expectAccessible(page, { skipFrames: 'iframe[title="Tampilan email"]' });
  await page.screenshot({ path: testInfo.outputPath('kabar-stok-email.png'), fullPage: true });
  expect(problems).toEqual([]);
});

test('"Kabari saya" works without JavaScript', async ({ browser, request, baseURL }) => {
  const produk = await produkNamed(request, SAFIYA);
  const api = await apiAs(baseURL as string);
  const input = encodeURIComponent(JSON.stringify({ idProduk: produk.id }));
  const grid = (
    (await (await api.get(`/api/trpc/ketersediaan.grid?input=${input}`)).json()) as {
      result: { data: Grid };
    }
  ).result.data;
  const mint = grid.warna.find((w) => w.warna === 'Mint');
  const l = grid.ukuran.find((u) => u.ukuran === 'L');
  if (!mint || !l) throw new Error('demo colour or size missing');
  await api.post('/api/trpc/ketersediaan.save', {
    data: {
      idProduk: produk.id,
      cells: [{ id_warna: mint.id, id_ukuran: l.id, tersedia: false, stok: null }],
    },
  });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/detail/${produk.id}?warna=${mint.id}`);
  await page.locator('#kabari-saya summary').click();
  const form = page.locator('#kabari-saya form');
  await form.getByRole('textbox', { name: 'Alamat email' }).fill(`tanpa.js.${Date.now()}@mail.com`);
  await form.getByRole('checkbox', { name: /Saya setuju .* menyimpan alamat email saya/ }).check();
  await form.getByRole('button', { name: 'Kabari saya' }).click();
  await expect(page).toHaveURL(/\/kabari-saya\?.*hasil=tercatat/);
  await expect(page.getByText(/^Permintaan kamu sudah kami catat\./)).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke produk' }).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${produk.id}\\?warna=${mint.id}$`));
  await context.close();
});
