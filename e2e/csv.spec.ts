import { expect, test, type Page } from '@playwright/test';
import { adminScreenshot, MAIN_ADMIN, ownClientAddress, signIn } from './admin-helpers';
import { expectAccessible, watchConsole } from './helpers';

test.beforeEach(ownClientAddress);

// The catalogue's CSV in a real browser (docs/product.md §11 Ekspor dan impor CSV): export what the list's filter
// shows for Excel (Indonesia), import a file with an error (shown by row and column, nothing to
// apply), import an edited file (counts, what changes, Terapkan, the list shows it), and import
// the original again to put it back.

const NAMA = 'Kemeja Koko Anak Bilal Motif Salur';
const EDITED = `${NAMA} Edisi Impor`;

async function upload(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor produk dari CSV' });
  await dialog
    .getByLabel('Berkas CSV')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await expect(dialog.getByRole('heading', { name: /^Pratinjau/ })).toBeVisible();
  return dialog;
}

/** NAMA's id and price, as a standard export of it writes them. */
async function exportedProduk(page: Page): Promise<{ id: string | undefined; harga: number }> {
  return page.evaluate(async (nama) => {
    const input = encodeURIComponent(JSON.stringify({ search: nama, dialect: 'standar' }));
    const res = await fetch(`/api/trpc/produkCsv.export?input=${input}`);
    const body = (await res.json()) as { result: { data: { csv: string } } };
    const found = /\n"(\d+)","[^"]*","[^"]*","(\d+)"/.exec(body.result.data.csv);
    return { id: found?.[1], harga: Number(found?.[2]) };
  }, NAMA);
}

test('exports the filtered list for Excel, previews an edited file with its errors, and applies it', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, MAIN_ADMIN, '/admin/produk?search=Bilal');
  await expect(page.getByRole('row', { name: new RegExp(NAMA) })).toBeVisible();
  await adminScreenshot(page, testInfo, 'produk-csv-daftar');

  await page.getByRole('button', { name: 'Ekspor', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Ekspor produk ke CSV' });
  await expect(exportDialog.getByLabel('Hanya yang tampil dengan filter sekarang')).toBeChecked();
  await exportDialog.getByLabel(/^Excel \(Indonesia\)/).check();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-csv-ekspor');
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Unduh CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^produk-\d{4}-\d{2}-\d{2}-excel\.csv$/);
  const original = Buffer.from(
    await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)),
  ).toString('utf8');
  await expect(page.getByText('1 produk diekspor.')).toBeVisible();
  expect(original.startsWith('\uFEFF"id";"nama_produk";')).toBe(true);
  const lines = original.split('\r\n');
  expect(lines[1]).toContain(`"${NAMA}"`);
  const id = /^"(\d+)"/.exec(lines[1] ?? '')?.[1];

  // A file with a mistake: the preview names its row and column, and offers nothing to apply.
  let dialog = await upload(page, 'salah.csv', `id;harga\r\n${id};150,5\r\n`);
  await expect(
    dialog.getByText('1 kesalahan. Perbaiki berkasnya lalu periksa lagi.'),
  ).toBeVisible();
  const error = dialog.getByRole('row', { name: /harga/ });
  await expect(error).toContainText('2');
  await expect(error).toContainText('Harga ditulis dalam rupiah bulat, tanpa sen.');
  await expect(dialog.getByRole('button', { name: 'Terapkan' })).toHaveCount(0);
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-csv-galat');
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).last().click();

  // The export, edited: one product renamed.
  const edited = original.replace(`"${NAMA}"`, `"${EDITED}"`);
  dialog = await upload(page, 'produk.csv', edited);
  await expect(dialog.getByTestId('jumlah-berubah')).toHaveText('1');
  await expect(dialog.getByTestId('jumlah-tetap')).toHaveText('0');
  await expect(dialog.getByText(`Baris 2: ${EDITED}:`)).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-csv-pratinjau');
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByText('1 produk diperbarui.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(EDITED) })).toBeVisible();

  // The original file puts it back.
  dialog = await upload(page, 'asli.csv', original);
  await expect(dialog.getByTestId('jumlah-berubah')).toHaveText('1');
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${NAMA}(?! Edisi)`) })).toBeVisible();
  await expect(page.getByText(EDITED)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('lists the first 200 errors of a long file and counts the rest; says when a file was Windows-1252', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, MAIN_ADMIN, '/admin/produk?search=Bilal');
  await expect(page.getByRole('row', { name: new RegExp(NAMA) })).toBeVisible();
  const { id } = await exportedProduk(page);
  // The product's row, then 250 repeats of it: each an error.
  const rows = `${id};150000\r\n`.repeat(251);
  let dialog = await upload(page, 'panjang.csv', `id;harga\r\n${rows}`);
  await expect(
    dialog.getByText('250 kesalahan. Perbaiki berkasnya lalu periksa lagi.'),
  ).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(201);
  await expect(dialog.getByText('… dan 50 kesalahan lain')).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-csv-galat-banyak');
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).last().click();

  // “Bilal” in Windows-1252 (0x93 … 0x94), as older Excel saves it.
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Impor produk dari CSV' });
  await dialog.getByLabel('Berkas CSV').setInputFiles({
    name: 'lama.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([
      Buffer.from(`id;deskripsi_produk\r\n${id};Koko `, 'latin1'),
      Buffer.from([0x93]),
      Buffer.from('Bilal', 'latin1'),
      Buffer.from([0x94]),
      Buffer.from('\r\n', 'latin1'),
    ]),
  });
  await expect(dialog.getByRole('heading', { name: /^Pratinjau/ })).toBeVisible();
  await expect(
    dialog.getByText('Berkas dibaca sebagai Windows-1252 (CSV dari Excel versi lama).'),
  ).toBeVisible();
  await expect(dialog.getByTestId('jumlah-berubah')).toHaveText('1');
  await adminScreenshot(page, testInfo, 'produk-csv-windows-1252');
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).last().click();
  expect(problems).toEqual([]);
});

test('previews each changed cell old → new, applies the correct rows after a question, and links the new Draf product to its editor', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await signIn(page, MAIN_ADMIN, '/admin/produk?search=Bilal');
  await expect(page.getByRole('row', { name: new RegExp(NAMA) })).toBeVisible();
  const { id, harga } = await exportedProduk(page);
  const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
  const baru = `Gamis Impor ${testInfo.project.name} ${Date.now()}`;
  const rows = [
    'id;nama_produk;kategori;harga;ukuran;ketersediaan',
    `${id};;;${harga + 10_000};;`,
    `;${baru};gamis;Rp 125.000;"S (1-2 tahun); M (3-4 tahun)";- / M (3-4 tahun): habis`,
  ];

  // A price changed and a new product: each changed cell old → new; the new one as Draf, with
  // the sizes and marks its row names.
  let dialog = await upload(page, 'musim.csv', rows.join('\r\n'));
  await expect(dialog.getByTestId('jumlah-baru')).toHaveText('1');
  await expect(dialog.getByTestId('jumlah-berubah')).toHaveText('1');
  await expect(dialog.getByText(`Baris 2: ${NAMA}:`)).toBeVisible();
  await expect(
    dialog.getByText(`Harga: ${rupiah(harga)} → ${rupiah(harga + 10_000)}`),
  ).toBeVisible();
  await expect(dialog.getByText(`Baris 3: ${baru}`)).toBeVisible();
  await expect(dialog.getByText('Ukuran: S (1-2 tahun); M (3-4 tahun)')).toBeVisible();
  await expect(dialog.getByText('Ketersediaan: - / M (3-4 tahun): habis')).toBeVisible();
  await expect(dialog.getByText(/^Dibuat sebagai Draf tanpa foto/)).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-csv-lama-baru');
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).last().click();

  // One more row, with errors: all or nothing stays the default, the correct rows after a question.
  dialog = await upload(page, 'musim.csv', [...rows, ';;gamis;seratus ribu;;'].join('\r\n'));
  await expect(
    dialog.getByText('2 kesalahan. Perbaiki berkasnya lalu periksa lagi.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Terapkan', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Terapkan yang benar…' }).click();
  const question = page.getByRole('alertdialog', { name: 'Lewati baris yang salah?' });
  await expect(question.getByText('Terapkan 2 baris yang benar, lewati 1?')).toBeVisible();
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-csv-lewati');
  await question.getByRole('button', { name: 'Ya, terapkan' }).click();

  // After: the new product, linked to its editor.
  await expect(dialog.getByRole('heading', { name: 'Impor selesai' })).toBeVisible();
  await expect(page.getByText('1 produk diperbarui, 1 produk baru dibuat.').first()).toBeVisible();
  const link = dialog.getByRole('link', { name: baru });
  await expectAccessible(page);
  await adminScreenshot(page, testInfo, 'produk-csv-hasil');
  await link.click();
  await expect(page).toHaveURL(/\/admin\/produk\/\d+$/);
  await expect(page.getByLabel('Nama produk')).toHaveValue(baru);

  // The price put back.
  await page.goto('/admin/produk?search=Bilal');
  dialog = await upload(page, 'asli.csv', `id;harga\r\n${id};${harga}\r\n`);
  await dialog.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByText('1 produk diperbarui.')).toBeVisible();
  expect(problems).toEqual([]);
});
