import { expect, test } from '@playwright/test';
import { adminScreenshot, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, openPage } from './helpers';

// The welcome voucher the sign-up promises (issue 21, docs/product.md §12): without SMTP_URL
// the mail waits in the main admin's Kotak keluar, where it reads as it will be sent.

test.beforeEach(ownClientAddress);

test('a sign-up on /penawarankhusus puts its voucher mail in Kotak keluar', async ({
  page,
}, testInfo) => {
  const address = `voucher.${testInfo.project.name}.${Date.now()}@mail.com`;
  await openPage(page, '/penawarankhusus');
  await page.getByLabel('Alamat email', { exact: true }).fill(address);
  await page.getByRole('checkbox', { name: /Saya setuju .* menyimpan alamat email saya/ }).check();
  await page.getByRole('button', { name: 'Daftar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pendaftaran Berhasil!' });
  await expect(dialog).toContainText('voucher diskon 10%');

  await signIn(page, undefined, '/admin/kotak-keluar');
  await expect(page.getByRole('heading', { level: 1, name: 'Kotak keluar' })).toBeVisible();
  await expect(page.getByText(/SMTP belum diatur/)).toBeVisible();
  const open = page.getByRole('link', {
    name: `Buka email "Voucher diskon 10% dari Etalase" untuk ${address}`,
  });
  await expect(open).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'kotak-keluar');

  await open.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Voucher diskon 10% dari Etalase',
  );
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText('Menunggu')).toBeVisible();
  const text = page.locator('pre');
  await expect(text).toContainText('diskon 10%');
  await expect(text).toContainText(/HALO-[A-Z2-9]{8}/);
  const frame = page.frameLocator('iframe[title="Tampilan email"]');
  await expect(frame.getByText(/^HALO-[A-Z2-9]{8}$/)).toBeVisible();
  await expectAccessible(page, { skipFrames: 'iframe[title="Tampilan email"]' });
  // Not adminScreenshot: a page holding a sandboxed frame never reports the network idle.
  await page.screenshot({ path: testInfo.outputPath('kotak-keluar-email.png'), fullPage: true });
});
