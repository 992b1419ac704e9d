import { expect, test, type Page } from '@playwright/test';
import { expectToast, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible } from './helpers';

// Campaigns (issue 21 item 3, docs/decisions/0029): the main admin writes a campaign with two
// products, sends a test to themself, sends it to the confirmed subscribers and follows its
// progress; without SMTP_URL (this server) the mail waits in Kotak keluar, where it is read.

test.beforeEach(ownClientAddress);

/**
 * The demo's confirmed subscriber (src-server/seed/demo-kampanye.ts). A new sign-up cannot be
 * confirmed from here: Kotak keluar masks its confirmation link, and the browser tests have no
 * mailbox (the confirmation itself is tested through the app in surel.test.ts).
 */
const CONFIRMED_DEMO_SUBSCRIBER = 'ummu.hana@example.com';

/** Adds the first product the picker offers for `search`. */
async function addProduk(page: Page, search: string): Promise<string> {
  const picker = page.getByRole('combobox', { name: 'Tambah produk' });
  await picker.fill(search);
  // The list answers the search after a pause: wait for a product that matches it.
  const option = page.getByRole('option').filter({ hasText: search }).first();
  await expect(option).toBeVisible();
  const name = (await option.textContent())?.trim() ?? '';
  await option.click();
  await expect(page.getByRole('button', { name: `Keluarkan ${name}` })).toBeVisible();
  return name;
}

/** Not adminScreenshot: a page holding a sandboxed frame never reports the network idle. */
async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `e2e/screenshots/${test.info().project.name}-admin-${name}.png`,
    fullPage: true,
  });
}

test('the main admin writes a campaign with two products, tries it, sends it and sees it go out', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const subscribers = [CONFIRMED_DEMO_SUBSCRIBER];
  const subjek = `Koleksi baru ${stamp}`;

  await signIn(page, undefined, '/admin/kampanye');
  await expect(page.getByRole('heading', { level: 1, name: 'Kampanye' })).toBeVisible();
  // The demo's sent campaign, with its results.
  await expect(
    page.getByRole('link', { name: 'Buka kampanye "Koleksi Lebaran sudah datang, Bunda!"' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'kampanye');

  await page.getByRole('link', { name: 'Tulis kampanye' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kampanye baru' })).toBeVisible();
  await page.getByLabel('Subjek').fill(subjek);
  await page
    .getByLabel('Isi email')
    .fill('Assalamualaikum, Bunda!\n\nKoleksi baru sudah datang. Stok terbatas.');
  const first = await addProduk(page, 'Hafiz');
  const second = await addProduk(page, 'Khadijah');
  expect(first).not.toBe(second);
  const preview = page.frameLocator('iframe[title="Pratinjau email"]');
  await expect(preview.getByText(first, { exact: true })).toBeVisible();
  await expect(preview.getByText(second, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expectToast(page, 'Draf kampanye disimpan!');
  await expect(page).toHaveURL(/\/admin\/kampanye\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah kampanye' })).toBeVisible();
  await expectAccessible(page, { skipFrames: 'iframe[title="Pratinjau email"]' });
  await shot(page, 'kampanye-draf');

  // A test to the admin: an address is asked for once, then kept on the account.
  await page.getByRole('button', { name: 'Kirim uji ke saya' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kirim uji ke saya' });
  const field = dialog.getByLabel('Email kamu');
  if (await field.isVisible()) await field.fill('pemilik@etalase.example');
  await dialog.getByRole('button', { name: 'Kirim uji' }).click();
  await expectToast(page, 'Email uji dimasukkan ke antrean untuk pemilik@etalase.example.');

  // The send names how many it reaches.
  const sendButton = page.getByRole('button', { name: /^Kirim ke \d+ pelanggan terkonfirmasi$/ });
  const label = (await sendButton.textContent()) ?? '';
  const count = Number(/Kirim ke (\d+)/.exec(label)?.[1]);
  expect(count).toBeGreaterThanOrEqual(subscribers.length);
  await sendButton.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `Kampanye ini akan dikirim ke ${count} pelanggan terkonfirmasi.`,
  );
  await expectAccessible(page, { skipFrames: 'iframe[title="Pratinjau email"]' });
  await confirm.getByRole('button', { name: `Ya, kirim ke ${count} pelanggan` }).click();
  await expectToast(page, `Kampanye dikirim ke antrean untuk ${count} pelanggan.`);

  // Every recipient is in the outbox: without SMTP nothing leaves, and the page says where it waits.
  const progress = page.getByRole('progressbar', { name: 'Kemajuan pengiriman' });
  await expect(progress).toHaveAttribute('aria-valuemax', String(count));
  await expect(page.getByText(`0 dari ${count} selesai`)).toBeVisible();
  const panel = page.getByRole('region', { name: 'Pengiriman' });
  await expect(panel.getByText('Menunggu SMTP')).toBeVisible();
  await expect(panel.getByText(/SMTP belum diatur/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hasil' })).toBeVisible();
  await expectAccessible(page, { skipFrames: 'iframe[title="Pratinjau email"]' });
  await shot(page, 'kampanye-terkirim');

  await panel.getByRole('link', { name: 'Buka Kotak keluar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kotak keluar' })).toBeVisible();
  for (const email of subscribers) {
    await expect(
      page.getByRole('link', { name: `Buka email "${subjek}" untuk ${email}` }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: `Buka email "${subjek}" untuk pemilik@etalase.example` }),
  ).toBeVisible();
  await page.getByRole('link', { name: `Buka email "${subjek}" untuk ${subscribers[0]}` }).click();
  const mail = page.frameLocator('iframe[title="Tampilan email"]');
  await expect(mail.getByText(first, { exact: true })).toBeVisible();
  await expect(page.locator('pre')).toContainText('/keluar/kampanye/');
  // The subscriber's unsubscribe link is masked here (only the mail sent carries it).
  await expect(page.locator('pre')).toContainText('/berhenti-langganan?token=disembunyikan');

  // The list shows it waiting, with its recipients.
  await page.goto('/admin/kampanye');
  const row = page.getByRole('row').filter({ hasText: subjek });
  await expect(row.getByText('Menunggu SMTP')).toBeVisible();
  await expect(row.getByText(`${count} penerima`)).toBeVisible();
});
