import { expect, test } from '@playwright/test';
import { adminScreenshot, MAIN_ADMIN, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// Sampah in a real browser (docs/product.md §12): a product deleted from the list comes back
// with "Batalkan" in the toast; deleted again, it waits in /admin/sampah (with what the demo
// data put there) and comes back with Pulihkan. The test leaves the product as it found it.

const PRODUK = 'Gamis Anak Nayla Kotak Vichy';
const DEMO_SAMPAH = 'Kaos Anak Bilal Motif Unta';

test('a deleted product comes back by Batalkan, and from Sampah by Pulihkan', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const listUrl = `/admin/produk?search=${encodeURIComponent('Nayla Kotak')}`;
  await signIn(page, MAIN_ADMIN, listUrl);
  const row = page.getByRole('row', { name: new RegExp(PRODUK) });
  const deleteIt = async () => {
    await row.getByRole('button', { name: 'Hapus' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(new RegExp(`^${PRODUK}`))).toBeVisible();
    await confirm.getByRole('button', { name: 'Ya, Hapus' }).click();
    await expect(row).toHaveCount(0);
  };

  await deleteIt();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Produk berhasil dihapus!' });
  await expect(toast.getByText(`${PRODUK} dipindahkan ke Sampah.`)).toBeVisible();
  await adminScreenshot(page, testInfo, 'sampah-toast');
  await toast.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByText(`${PRODUK} dipulihkan.`)).toBeVisible();
  await expect(row).toBeVisible();

  await deleteIt();
  await page.goto('/admin/sampah');
  await expect(page.getByRole('heading', { name: 'Sampah', level: 1 })).toBeVisible();
  // The product's own row: other tests may have put one of its colours or sizes here too
  // ("Merah · Gamis Anak Nayla Kotak Vichy").
  const trashed = page.getByRole('row', { name: new RegExp(`^${PRODUK}`) });
  await expect(trashed.getByText('30 hari lagi')).toBeVisible();
  await expect(trashed.getByText(MAIN_ADMIN.username, { exact: true })).toBeVisible();
  await expect(trashed.getByText(/WIB$/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(DEMO_SAMPAH) })).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'sampah');

  // Hapus permanen asks first, naming the row; "Batal" keeps it.
  await page.getByRole('button', { name: `Hapus permanen ${PRODUK}`, exact: true }).click();
  const purge = page.getByRole('alertdialog');
  await expect(purge.getByText(`Produk: ${PRODUK}`)).toBeVisible();
  await expectAccessible(page);
  await purge.getByRole('button', { name: 'Batal' }).click();

  await page.getByRole('button', { name: `Pulihkan ${PRODUK}`, exact: true }).click();
  await expect(page.getByText(`${PRODUK} dipulihkan.`)).toBeVisible();
  await expect(trashed).toHaveCount(0);
  await page.goto(listUrl);
  await expect(row).toBeVisible();
  expect(problems).toEqual([]);
});
