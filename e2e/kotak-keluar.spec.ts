import { expect, test } from '@playwright/test';
import { adminScreenshot, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, openPage } from './helpers';

// The newsletter's first mail (issue 21 and 29, docs/product.md §12): without SMTP_URL it waits
// in the main admin's Kotak keluar, where it reads as it will be sent except for its links,
// which are masked: the owner can neither confirm nor unsubscribe the address from there. It
// asks to confirm; the voucher comes with the confirmation.

test.beforeEach(ownClientAddress);

test('a sign-up on /penawarankhusus puts its confirmation mail in Kotak keluar, links masked', async ({
  page,
}, testInfo) => {
  const address = `voucher.${testInfo.project.name}.${Date.now()}@mail.com`;
  await openPage(page, '/penawarankhusus');
  await page.getByLabel('Alamat email', { exact: true }).fill(address);
  await page.getByRole('checkbox', { name: /Saya setuju .* menyimpan alamat email saya/ }).check();
  await page.getByRole('button', { name: 'Daftar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pendaftaran Berhasil!' });
  await expect(dialog).toContainText(
    'Cek email kamu dan konfirmasi alamatnya untuk mendapatkan voucher diskon 10%',
  );

  await signIn(page, undefined, '/admin/kotak-keluar');
  await expect(page.getByRole('heading', { level: 1, name: 'Kotak keluar' })).toBeVisible();
  await expect(page.getByText(/SMTP belum diatur/)).toBeVisible();
  const open = page.getByRole('link', {
    name: `Buka email "Konfirmasi langganan newsletter Etalase" untuk ${address}`,
  });
  await expect(open).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'kotak-keluar');

  await open.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Konfirmasi langganan newsletter Etalase',
  );
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText('Menunggu')).toBeVisible();
  await expect(
    page.getByText(/Tautan konfirmasi dan berhenti berlangganan disembunyikan/),
  ).toBeVisible();
  const text = page.locator('pre');
  await expect(text).toContainText('diskon 10%');
  // No voucher before the address is confirmed, and no link that works.
  await expect(text).not.toContainText('HALO-');
  await expect(text).toContainText('/konfirmasi-langganan?token=disembunyikan');
  await expect(text).toContainText('/berhenti-langganan?token=disembunyikan');
  expect(await text.textContent()).not.toMatch(/token=[0-9a-f]{64}/);
  const frame = page.frameLocator('iframe[title="Tampilan email"]');
  await expect(frame.getByRole('link', { name: 'Konfirmasi email saya' })).toHaveAttribute(
    'href',
    /\/konfirmasi-langganan\?token=disembunyikan$/,
  );
  await expectAccessible(page, { skipFrames: 'iframe[title="Tampilan email"]' });
  // Not adminScreenshot: a page holding a sandboxed frame never reports the network idle.
  await page.screenshot({ path: testInfo.outputPath('kotak-keluar-email.png'), fullPage: true });
});
