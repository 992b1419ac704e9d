import { expect, test } from '@playwright/test';
import { expectToast, ownClientAddress, signIn } from './admin-helpers';

test.beforeEach(ownClientAddress);

// Pengaturan → Cadangan (issue 32 part 4) in a real browser: the main admin asks for a backup
// now, confirms, and the section shows it (its file, size and folder) once the app's job has
// made it, while the app runs on its embedded database; a number kept out of bounds is refused
// in Indonesian before anything is sent. Screenshots of the section at both widths.

test('the main admin backs up now and reads the last backup', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, undefined, '/admin/pengaturan');
  const section = page.getByRole('region', { name: 'Cadangan' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Setiap hari pada jam ini (19:00 UTC).')).toBeVisible();

  await section.getByRole('button', { name: 'Cadangkan sekarang' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Buat cadangan database dan gambar sekarang?');
  await dialog.getByRole('button', { name: 'Ya, Cadangkan' }).click();
  await expectToast(page, 'Cadangan sedang dibuat.');
  await expect(section.getByTestId('cadangan-terakhir')).toContainText(
    /etalase-otomatis-\d{8}-\d{6}\.tar\.gz/,
    {
      timeout: 60_000,
    },
  );
  await expect(section.getByTestId('cadangan-terakhir')).toContainText(/WIB · [\d,]+ (KB|MB)/);

  await section.getByLabel('Simpan cadangan terakhir').fill('0');
  await section.getByRole('button', { name: 'Simpan jadwal' }).click();
  await expect(
    section.getByText('Jumlah cadangan yang disimpan harus bilangan bulat 1–90.'),
  ).toBeVisible();

  await page.waitForLoadState('networkidle');
  await section.screenshot({ path: `/tmp/backup/${testInfo.project.name}-cadangan.png` });
});
