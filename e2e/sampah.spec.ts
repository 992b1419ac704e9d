import { expect, test } from '@playwright/test';
import {
  adminScreenshot,
  apiAs,
  clickAndAwaitWrite,
  expectToast,
  MAIN_ADMIN,
  ownClientAddress,
  signIn,
  chooseRowAction,
} from './admin-helpers';
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
    await chooseRowAction(row, 'Hapus');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(new RegExp(`^${PRODUK}`))).toBeVisible();
    await clickAndAwaitWrite(
      page,
      confirm.getByRole('button', { name: 'Ya, Hapus' }),
      'produk.delete',
    );
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
  // Found by the list's search: tests running beside this one fill the first page too.
  await page.goto(`/admin/sampah?search=${encodeURIComponent(PRODUK)}`);
  await expect(page.getByRole('heading', { name: 'Sampah', level: 1 })).toBeVisible();
  // The product's own row: other tests may have put one of its colours or sizes here too
  // ("Merah · Gamis Anak Nayla Kotak Vichy").
  const trashed = page.getByRole('row', { name: new RegExp(`^${PRODUK}`) });
  await expect(trashed.getByText('30 hari lagi')).toBeVisible();
  await expect(trashed.getByText(MAIN_ADMIN.username, { exact: true })).toBeVisible();
  await expect(trashed.getByText(/WIB$/)).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'sampah');
  // What the demo data put there, found by the list's search (other tests fill the first page).
  await page.goto(`/admin/sampah?search=${encodeURIComponent(DEMO_SAMPAH)}`);
  await expect(page.getByRole('row', { name: new RegExp(DEMO_SAMPAH) })).toBeVisible();
  await page.goto(`/admin/sampah?search=${encodeURIComponent(PRODUK)}`);

  // Hapus permanen asks first, naming the row; "Batal" keeps it.
  await chooseRowAction(
    page.getByRole('row', { name: new RegExp(PRODUK) }),
    `Hapus permanen ${PRODUK}`,
  );
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

// An offer deleted from Penawaran (issue 20 item 2) goes to Sampah like a product: the toast's
// Batalkan brings it back in place, and from /admin/sampah Pulihkan does. The test makes its own
// offer and purges it at the end, so the two bundles' order (e2e/penawaran.spec.ts) is untouched.
test('a deleted offer comes back by Batalkan, and from Sampah by Pulihkan', async ({
  page,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  const api = await apiAs(baseURL ?? '');
  const nama = `Paket Sampah ${testInfo.project.name} ${Date.now()}`;
  const created = await api.post('/api/trpc/penawaran.create', {
    multipart: {
      nama,
      deskripsi: 'Paket uji untuk Sampah.',
      gambar: 'koleksi',
      harga: '99.000',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = ((await created.json()) as { result: { data: { id: number } } }).result.data;

  try {
    await signIn(page, MAIN_ADMIN, `/admin/penawaran?search=${encodeURIComponent(nama)}`);
    const row = page.getByRole('row', { name: new RegExp(nama) });
    const deleteIt = async () => {
      await chooseRowAction(row, 'Hapus');
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.getByText(`Penawaran “${nama}”`)).toBeVisible();
      await clickAndAwaitWrite(
        page,
        confirm.getByRole('button', { name: 'Ya, Hapus' }),
        'penawaran.delete',
      );
      await expect(row).toHaveCount(0);
    };

    await deleteIt();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Penawaran berhasil dihapus!' });
    await expect(toast.getByText(`${nama} dipindahkan ke Sampah.`)).toBeVisible();
    await adminScreenshot(page, testInfo, 'sampah-penawaran-toast');
    await toast.getByRole('button', { name: 'Batalkan' }).click();
    await expect(page.getByText(`${nama} dipulihkan.`)).toBeVisible();
    await expect(row).toBeVisible();

    await deleteIt();
    await page.goto('/admin/sampah?jenis=penawaran');
    const trashed = page.getByRole('row', { name: new RegExp(nama) });
    await expect(trashed.getByText('Penawaran', { exact: true })).toBeVisible();
    await expect(trashed.getByText('30 hari lagi')).toBeVisible();
    await expectAccessible(page);
    await adminScreenshot(page, testInfo, 'sampah-penawaran');
    await page.getByRole('button', { name: `Pulihkan ${nama}`, exact: true }).click();
    await expectToast(page, `${nama} dipulihkan.`);
    await expect(trashed).toHaveCount(0);
    await page.goto(`/admin/penawaran?search=${encodeURIComponent(nama)}`);
    await expect(row).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    // Gone for good, whatever happened above: deleted (if it is back) and purged.
    await api.post('/api/trpc/penawaran.delete', { data: { id } });
    const listed = (await (
      await api.get(
        `/api/trpc/sampah.list?input=${encodeURIComponent(JSON.stringify({ jenis: 'penawaran', search: nama }))}`,
      )
    ).json()) as { result: { data: { items: { id: number }[] } } };
    for (const item of listed.result.data.items) {
      await api.post('/api/trpc/sampah.deleteForever', { data: { id: item.id } });
    }
  }
});
