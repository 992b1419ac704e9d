// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ProdukEditorData,
  ProdukEditorSaveInput,
} from '../../../shared/schemas/produk-editor';
import { testProduk } from '../../../test/produk-fixture';
import { ProdukEditorPage } from '../../pages/produk-editor-page';
import { renderAdmin, secondAdmin } from '../../test/render-admin';

// The product editor's form against a fake server at the HTTP level: what it checks before
// sending, what it sends, the questions it asks, the server's messages at their fields, and
// the draft kept in the tab.

const stored: ProdukEditorData = {
  produk: testProduk(7, {
    nama_produk: 'Gamis Aisyah',
    harga: 150_000,
    diskon: 20,
    jumlah_terjual: 1500,
    kategori: 'gamis',
    deskripsi_produk: 'Gamis katun untuk anak.',
    foto_produk: 'depan.webp',
    link_shopee: 'https://shopee.co.id/gamis-aisyah',
  }),
  foto: [
    {
      id: 11,
      id_produk: 7,
      id_warna: null,
      foto: 'depan.webp',
      alt: 'Gamis Aisyah, tampak depan',
      urutan: 0,
    },
    {
      id: 12,
      id_produk: 7,
      id_warna: 31,
      foto: 'navy.webp',
      alt: 'Gamis Aisyah warna Navy',
      urutan: 1,
    },
  ],
  warna: [{ id: 31, id_produk: 7, warna: 'Navy', foto: 'navy.webp', kode_warna: '#1e3a5f' }],
  ukuran: [
    {
      id: 41,
      id_produk: 7,
      usia: '3-4 tahun',
      ukuran: 'M',
      panjang_atasan: '60',
      panjang_tangan: null,
      panjang_bawahan: null,
      lingkar_dada: '64',
    },
  ],
  ketersediaan: [],
};

const saved = { data: { ...stored.produk, id: 7 } };

function editExisting(handlers = {}, me = undefined as typeof secondAdmin | undefined) {
  return renderAdmin(<ProdukEditorPage />, {
    path: '/admin/produk/7',
    pattern: '/admin/produk/:id',
    ...(me && { me }),
    handlers: {
      'produkEditor.byId': () => ({ data: stored }),
      'produkEditor.save': () => saved,
      'produkEditor.saveWithRemovals': () => saved,
      ...handlers,
    },
  });
}

function createNew(handlers = {}, keepDrafts = false) {
  let staged = 0;
  return renderAdmin(<ProdukEditorPage />, {
    path: '/admin/produk/baru',
    pattern: '/admin/produk/baru',
    keepDrafts,
    handlers: {
      'produkEditor.upload': () => ({
        data: {
          berkas: `0000000${++staged}-0000-4000-8000-000000000000.webp`,
          kodeWarna: '#7f1d1d',
        },
      }),
      'produkEditor.save': () => ({ data: testProduk(99) }),
      ...handlers,
    },
  });
}

const sent = (calls: { path: string; input: unknown }[], path: string) =>
  calls.find((c) => c.path === path)?.input as ProdukEditorSaveInput | undefined;

const photo = (name = 'baju.png') => new File(['png-bytes'], name, { type: 'image/png' });

/** Fills every required field of a new product but the price, with one photo. */
async function fillNew() {
  await userEvent.type(await screen.findByLabelText('Nama produk'), 'Gamis Aisyah');
  await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'gamis');
  await userEvent.type(screen.getByLabelText('Deskripsi produk'), 'Adem.');
  await userEvent.upload(screen.getByLabelText('Tambah foto'), photo());
  expect(await screen.findByText('Foto 1 dari 1')).toBeInTheDocument();
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan produk' }));

beforeEach(() => {
  toast.dismiss();
});

describe('the product editor, a new product', () => {
  it('asks every required field of a Draf, but not yet its description or a photo', async () => {
    const { server } = createNew();
    await screen.findByLabelText('Nama produk');
    await save();
    for (const message of [
      'Nama produk wajib diisi.',
      'Harga wajib diisi.',
      'Kategori wajib diisi.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Harga (Rp)')).toHaveAccessibleDescription('Harga wajib diisi.');
    expect(screen.queryByText(/deskripsi produk sebelum/)).not.toBeInTheDocument();
    expect(screen.queryByText(/minimal satu foto/)).not.toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('produkEditor.save');
  });

  it('saves a half-finished Draf: no description, no photo', async () => {
    const { server } = createNew();
    await userEvent.type(await screen.findByLabelText('Nama produk'), 'Gamis Setengah Jadi');
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), '99000');
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'gamis');
    await save();
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    const input = sent(server.calls, 'produkEditor.save');
    expect(input?.produk).toMatchObject({ status: 'draf', deskripsi_produk: '' });
    expect(input?.foto).toEqual([]);
  });

  it('"Simpan & tayangkan" asks for the description and a photo first, saying why', async () => {
    const { server } = createNew();
    await userEvent.type(await screen.findByLabelText('Nama produk'), 'Gamis Setengah Jadi');
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), '99000');
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'gamis');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan & tayangkan' }));
    const deskripsi =
      'Isi deskripsi produk sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.';
    expect(await screen.findByText(deskripsi)).toBeInTheDocument();
    expect(screen.getByLabelText('Deskripsi produk')).toHaveAccessibleDescription(
      expect.stringContaining(deskripsi) as string,
    );
    expect(
      screen.getByText(
        'Silahkan upload gambar: tambahkan minimal satu foto sebelum produk tayang atau dijadwalkan, atau simpan sebagai Draf.',
      ),
    ).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('produkEditor.save');
  });

  it.each([
    ['150.000', '150.000', 150_000],
    ['150000', '150.000', 150_000],
    ['Rp 150.000', '150.000', 150_000],
    ['1250000', '1.250.000', 1_250_000],
  ])('saves a price typed as %j, shown as %j while typing', async (typed, shown, harga) => {
    const { server } = createNew();
    await fillNew();
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), typed);
    expect(screen.getByLabelText('Harga (Rp)')).toHaveValue(shown);
    await save();
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(sent(server.calls, 'produkEditor.save')?.produk.harga).toBe(harga);
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/produk/99');
    });
  });

  it.each([
    ['150,5', 'Harga ditulis dalam rupiah bulat, tanpa sen. Contoh: 150.000'],
    ['150.5', 'Harga tidak terbaca. Titik hanya untuk memisahkan ribuan. Contoh: 150.000'],
    ['abc', 'Harga harus berupa angka. Contoh: 150.000'],
  ])('refuses a price typed as %j with "%s" and sends nothing', async (typed, message) => {
    const { server } = createNew();
    await fillNew();
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), typed);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Harga (Rp)')).toHaveAccessibleDescription(message);
    expect(server.calls.map((c) => c.path)).not.toContain('produkEditor.save');
  });

  it('asks "Harga Rp 150 — sudah benar?" before creating a product under Rp 1.000', async () => {
    const { server } = createNew();
    await fillNew();
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), '150');
    await save();
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Harga Rp 150 — sudah benar?');
    expect(server.calls.map((c) => c.path)).not.toContain('produkEditor.save');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Simpan' }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(sent(server.calls, 'produkEditor.save')?.produk.harga).toBe(150);
  });

  it('sends colours, sizes and cells by key, blank rows left out, a colour taking a photo', async () => {
    const { server } = createNew();
    await fillNew();
    await userEvent.upload(screen.getByLabelText('Tambah foto'), photo('maroon.png'));
    expect(await screen.findByText('Foto 2 dari 2')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), '99000');
    await userEvent.type(screen.getByLabelText('Nama warna 1'), 'Maroon');
    await userEvent.selectOptions(screen.getByLabelText('Foto warna 1'), 'Foto 2');
    // Typing into the blank row added the next one.
    expect(screen.getByLabelText('Nama warna 2')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Usia 1'), '3-4 tahun');
    await userEvent.type(screen.getByLabelText('Ukuran 1'), 'S');
    await userEvent.click(screen.getByRole('button', { name: 'Tersedia: Maroon, S · 3-4 tahun' }));
    await save();
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();

    const input = sent(server.calls, 'produkEditor.save');
    expect(input?.foto).toEqual([
      { berkas: '00000001-0000-4000-8000-000000000000.webp', alt: null, warna: null },
      // Chosen as the colour's photo, it now shows that colour.
      {
        berkas: '00000002-0000-4000-8000-000000000000.webp',
        alt: null,
        warna: input?.warna[0]?.key,
      },
    ]);
    expect(input?.warna).toEqual([
      {
        key: input?.warna[0]?.key,
        warna: 'Maroon',
        kode_warna: '#7f1d1d',
        foto: { sumber: 'foto', ke: 1 },
      },
    ]);
    expect(input?.ukuran).toHaveLength(1);
    expect(input?.ukuran[0]).toMatchObject({ usia: '3-4 tahun', ukuran: 'S', lingkar_dada: null });
    expect(input?.ketersediaan).toEqual([
      { warna: input?.warna[0]?.key, ukuran: input?.ukuran[0]?.key, tersedia: false, stok: null },
    ]);
  });

  it('gives typed colours the main photo by default, or the photo marked with them', async () => {
    const { server } = createNew();
    await fillNew();
    await userEvent.upload(screen.getByLabelText('Tambah foto'), photo('sage.png'));
    await userEvent.upload(screen.getByLabelText('Tambah foto'), photo('navy.png'));
    expect(await screen.findByText('Foto 3 dari 3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), '99000');
    await userEvent.type(screen.getByLabelText('Nama warna 1'), 'Maroon');
    await userEvent.type(screen.getByLabelText('Nama warna 2'), 'Sage');
    expect(screen.getByLabelText('Foto warna 1')).toHaveDisplayValue('Otomatis: Foto 1 (utama)');
    // Photo 3 marked Sage in the photo list: Sage's default follows it.
    const photoColours = screen.getAllByRole('combobox', { name: 'Warna' });
    await userEvent.selectOptions(photoColours[2] as HTMLElement, 'Sage');
    expect(screen.getByLabelText('Foto warna 2')).toHaveDisplayValue(
      'Otomatis: Foto 3 (bertanda warna ini)',
    );
    await save();
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(screen.queryByText('Silakan upload gambar!')).not.toBeInTheDocument();
    const input = sent(server.calls, 'produkEditor.save');
    expect(input?.warna.map((w) => [w.warna, w.foto])).toEqual([
      ['Maroon', { sumber: 'foto', ke: 0 }],
      ['Sage', { sumber: 'foto', ke: 2 }],
    ]);
  });

  it('asks a Draf with a colour but no photo to add one, naming where', async () => {
    const { server } = createNew();
    await userEvent.type(await screen.findByLabelText('Nama produk'), 'Gamis Aisyah');
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), '99000');
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'gamis');
    await userEvent.type(screen.getByLabelText('Nama warna 1'), 'Sage');
    await save();
    expect(
      await screen.findByText(
        'Warna ini belum punya foto. Tambahkan foto produk di bagian Foto, atau unggah foto untuk warna ini.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Silakan upload gambar!')).not.toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).not.toContain('produkEditor.save');
  });

  it('keeps what was typed in the tab, and fills it back in after a reload', async () => {
    const first = createNew();
    await userEvent.type(await screen.findByLabelText('Nama produk'), 'Koko Baru');
    await userEvent.type(screen.getByLabelText('Nama warna 1'), 'Navy');
    first.unmount();
    createNew({}, true);
    expect(await screen.findByLabelText('Nama produk')).toHaveValue('Koko Baru');
    expect(screen.getByLabelText('Nama warna 1')).toHaveValue('Navy');
    expect(screen.getByText(/Isian yang belum tersimpan dipulihkan/)).toBeInTheDocument();
  });
});

describe('the product editor, a stored product', () => {
  it('saves only after "Simpan perubahan data produk?", naming a changed price', async () => {
    const { server } = editExisting();
    const harga = await screen.findByLabelText('Harga (Rp)');
    expect(harga).toHaveValue('150.000');
    await userEvent.clear(harga);
    await userEvent.type(harga, '175000');
    await save();
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Harga berubah dari Rp 150.000 menjadi Rp 175.000. Simpan perubahan data produk?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Batal' }));
    expect(server.calls.map((c) => c.path)).not.toContain('produkEditor.save');
    await save();
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    const input = sent(server.calls, 'produkEditor.save');
    expect(input).toMatchObject({ id: 7, produk: { harga: 175_000, diskon: 20 } });
    // The stored rows go back by id; the colour still shows its photo, one of the product's.
    expect(input?.foto.map((f) => f.id)).toEqual([11, 12]);
    expect(input?.warna).toEqual([
      { key: '31', id: 31, warna: 'Navy', kode_warna: '#1e3a5f', foto: { sumber: 'foto', ke: 1 } },
    ]);
    expect(input?.ukuran.map((u) => u.id)).toEqual([41]);
  });

  it('names what a save removes, and sends it as the main admin’s save', async () => {
    const { server } = editExisting();
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus ukuran 1' }));
    await save();
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Simpan perubahan data produk?');
    expect(question).toHaveTextContent('1 ukuran akan dihapus dari produk ini.');
    await userEvent.click(within(question).getByRole('button', { name: 'Ya, Simpan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    expect(sent(server.calls, 'produkEditor.saveWithRemovals')?.ukuran).toEqual([]);
  });

  it('opens the preview of the saved product, saying so once something is typed', async () => {
    editExisting({
      'produk.previewLink': () => ({
        data: { path: '/detail/7?pratinjau=abc.def', berlakuSampai: '2099-01-01T00:00:00.000Z' },
      }),
    });
    const nama = await screen.findByLabelText('Nama produk');
    await userEvent.click(
      screen.getByRole('button', { name: 'Buat tautan pratinjau Gamis Aisyah' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Pratinjau — Gamis Aisyah' });
    expect(await within(dialog).findByLabelText('Tautan pratinjau')).toHaveValue(
      'https://etalase.example/detail/7?pratinjau=abc.def',
    );
    expect(within(dialog).queryByText(/versi yang tersimpan/)).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.type(nama, ' Baru');
    await userEvent.click(
      screen.getByRole('button', { name: 'Buat tautan pratinjau Gamis Aisyah' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Pratinjau — Gamis Aisyah' });
    expect(
      within(dialog).getByText(
        'Pratinjau menampilkan versi yang tersimpan. Perubahan yang belum disimpan belum terlihat: simpan dulu untuk melihatnya.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['tayang', '/detail/7'],
    ['tersembunyi', '/detail/7'],
    ['draf', '/admin/produk/7/toko'],
  ] as const)('"Lihat di toko" of a %s product goes to %s', async (status, href) => {
    editExisting({
      'produkEditor.byId': () => ({ data: { ...stored, produk: { ...stored.produk, status } } }),
    });
    expect(
      await screen.findByRole('link', { name: 'Lihat di toko: Gamis Aisyah (tab baru)' }),
    ).toHaveAttribute('href', href);
  });

  it('"Lihat di toko" of a product whose schedule has not started opens its preview', async () => {
    editExisting({
      'produkEditor.byId': () => ({
        data: {
          ...stored,
          produk: { ...stored.produk, status: 'tayang', tayang_mulai: '2099-01-01T00:00:00.000Z' },
        },
      }),
    });
    expect(
      await screen.findByRole('link', { name: 'Lihat di toko: Gamis Aisyah (tab baru)' }),
    ).toHaveAttribute('href', '/admin/produk/7/toko');
  });

  it('offers a second admin no removal of stored rows', async () => {
    editExisting({}, secondAdmin);
    await screen.findByLabelText('Nama produk');
    expect(screen.queryByRole('button', { name: 'Hapus ukuran 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus warna 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus foto 1' })).not.toBeInTheDocument();
  });

  it("shows the server's message at its field, and the failure toast", async () => {
    editExisting({
      'produkEditor.save': () => ({
        status: 400,
        code: 'BAD_REQUEST',
        message: 'Nama warna tidak boleh sama dalam satu produk.',
        data: {
          issues: [
            { path: 'warna.0.warna', message: 'Nama warna tidak boleh sama dalam satu produk.' },
          ],
        },
      }),
    });
    await screen.findByLabelText('Nama produk');
    await save();
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    expect(await screen.findByText('Gagal memperbarui produk!')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama warna 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nama warna 1')).toHaveAccessibleDescription(
      'Nama warna tidak boleh sama dalam satu produk.',
    );
  });

  it('keeps a category the menu does not know as the chosen option', async () => {
    editExisting({
      'produkEditor.byId': () => ({
        data: { ...stored, produk: { ...stored.produk, kategori: 'koko' } },
      }),
    });
    expect(await screen.findByLabelText('Kategori')).toHaveValue('koko');
  });

  it("starts a new product as Draf, and sends a schedule typed on the shop's clock as instants", async () => {
    const { server } = editExisting({
      'produkEditor.byId': () => ({
        data: {
          ...stored,
          produk: {
            ...stored.produk,
            status: 'tersembunyi',
            tayang_sampai: '2099-01-01T00:00:00.000Z',
          },
        },
      }),
    });
    expect(await screen.findByLabelText(/Status/)).toHaveValue('tersembunyi');
    // 00:00 UTC is 07:00 in Jakarta.
    expect(screen.getByLabelText(/Tayang sampai/)).toHaveValue('2099-01-01T07:00');
    await userEvent.selectOptions(screen.getByLabelText(/Status/), 'Draf');
    await userEvent.type(screen.getByLabelText(/Tayang mulai/), '2098-12-12T10:00');
    await userEvent.clear(screen.getByLabelText(/Tayang sampai/));
    await save();
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Simpan' }),
    );
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    expect(sent(server.calls, 'produkEditor.save')?.produk).toMatchObject({
      status: 'draf',
      tayang_mulai: '2098-12-12T03:00:00.000Z',
      tayang_sampai: null,
    });
  });
});

describe('a new product in the editor', () => {
  it('starts as Draf', async () => {
    createNew();
    expect(await screen.findByLabelText(/Status/)).toHaveValue('draf');
  });

  it('"Simpan & tayangkan" saves it as Tayang', async () => {
    const { server } = createNew();
    await fillNew();
    await userEvent.type(screen.getByLabelText('Harga (Rp)'), '99000');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan & tayangkan' }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(sent(server.calls, 'produkEditor.save')?.produk.status).toBe('tayang');
  });
});
