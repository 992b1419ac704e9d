import { describe, expect, it } from 'vitest';
import { faqCreateInput } from './faq-write';
import { produkCreateInput, produkUpdateInput } from './produk-write';
import { testimoniCreateInput } from './testimoni-write';
import { ukuranCreateInput, ukuranUpdateInput } from './ukuran-write';
import { userCreateInput, userUpdateInput } from './user';
import { warnaCreateInput, warnaUpdateInput } from './warna-write';

const image = () => new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const produk = {
  nama_produk: '  Gamis Aisyah ',
  harga: '179000',
  diskon: '25',
  jumlah_terjual: '120',
  deskripsi_produk: 'Adem',
  kategori: 'Gamis',
  link_shopee: 'https://shopee.co.id/toko/1',
  link_tokopedia: '',
};

describe('produkCreateInput', () => {
  it('accepts form strings, trims, coerces numbers and turns blank links into null', () => {
    const parsed = produkCreateInput.parse({ ...produk, file: image() });
    expect(parsed).toMatchObject({
      nama_produk: 'Gamis Aisyah',
      harga: 179_000,
      diskon: 25,
      jumlah_terjual: 120,
      kategori: 'gamis',
      link_shopee: 'https://shopee.co.id/toko/1',
      link_tokopedia: null,
      link_tiktok: null,
    });
  });

  it.each([
    ['150.000', 150_000],
    ['150000', 150_000],
    ['Rp 150.000', 150_000],
    ['150.000,00', 150_000],
    [150_000, 150_000],
  ])('reads the price %j as %i rupiah', (harga, expected) => {
    expect(produkCreateInput.parse({ ...produk, harga, file: image() }).harga).toBe(expected);
  });

  it('reads the same fields from FormData, with produk_terjual as the sold count', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(produk))
      if (key !== 'jumlah_terjual') form.append(key, value);
    form.append('produk_terjual', '7');
    form.append('file', image());
    expect(produkCreateInput.parse(form)).toMatchObject({ jumlah_terjual: 7, harga: 179_000 });
  });

  it('asks for the image with the spec alert', () => {
    expect(firstMessage(produkCreateInput.safeParse(produk))).toBe('Silahkan upload gambar');
    const form = new FormData();
    for (const [key, value] of Object.entries(produk)) form.append(key, value);
    form.append('file', new File([], ''));
    expect(firstMessage(produkCreateInput.safeParse(form))).toBe('Silahkan upload gambar');
  });

  it.each([
    [{ nama_produk: '  ' }, 'Nama produk wajib diisi.'],
    [{ harga: '' }, 'Harga wajib diisi.'],
    [{ harga: 'seratus' }, 'Harga harus berupa angka. Contoh: 150.000'],
    [{ harga: '-1' }, 'Harga tidak boleh kurang dari 0.'],
    [{ harga: -1 }, 'Harga tidak boleh kurang dari 0.'],
    [{ harga: '150,5' }, 'Harga ditulis dalam rupiah bulat, tanpa sen. Contoh: 150.000'],
    [{ harga: 150.5 }, 'Harga ditulis dalam rupiah bulat, tanpa sen. Contoh: 150.000'],
    [
      { harga: '150.5' },
      'Harga tidak terbaca. Titik hanya untuk memisahkan ribuan. Contoh: 150.000',
    ],
    [{ harga: '1.000.000.001' }, 'Harga maksimal Rp 1.000.000.000.'],
    [{ diskon: '101' }, 'Diskon maksimal 100.'],
    [{ jumlah_terjual: '-3' }, 'Jumlah terjual minimal 0.'],
    [{ deskripsi_produk: undefined }, 'Deskripsi produk wajib diisi.'],
    [{ kategori: '' }, 'Kategori wajib diisi.'],
    [{ link_shopee: 'http://shopee.co.id/x' }, 'Link harus berupa alamat https:// yang valid.'],
    [{ link_shopee: 'javascript:alert(1)' }, 'Link harus berupa alamat https:// yang valid.'],
    [{ link_tiktok: 'https://' }, 'Link harus berupa alamat https:// yang valid.'],
  ])('refuses %j with "%s"', (override, message) => {
    expect(
      firstMessage(produkCreateInput.safeParse({ ...produk, ...override, file: image() })),
    ).toBe(message);
  });

  it('lets an edit keep the photo', () => {
    expect(produkUpdateInput.parse({ id: '3', ...produk }).file).toBeUndefined();
  });
});

describe('warna and ukuran inputs', () => {
  it('need a name, a product and (on create) an image', () => {
    expect(firstMessage(warnaCreateInput.safeParse({ idProduk: 1, warna: 'Sage' }))).toBe(
      'Silakan upload gambar!',
    );
    expect(
      firstMessage(warnaCreateInput.safeParse({ idProduk: 1, warna: ' ', file: image() })),
    ).toBe('Nama warna wajib diisi.');
    expect(warnaUpdateInput.parse({ id: 2, warna: 'Navy' })).toEqual({ id: 2, warna: 'Navy' });
  });

  it('accept either spelling of the sleeve length and keep blank measures empty', () => {
    const legacy = ukuranCreateInput.parse({
      idProduk: '4',
      usia: '3-4 tahun',
      ukuran: 'M',
      panjan_tangan: '33',
      panjang_bawahan: '',
    });
    expect(legacy).toEqual({
      idProduk: 4,
      usia: '3-4 tahun',
      ukuran: 'M',
      panjang_atasan: null,
      panjang_tangan: '33',
      panjang_bawahan: null,
      lingkar_dada: null,
    });
    expect(
      ukuranUpdateInput.parse({
        id: 1,
        usia: 'a',
        ukuran: 'b',
        panjang_tangan: '30',
        panjan_tangan: '99',
      }).panjang_tangan,
    ).toBe('30');
    expect(firstMessage(ukuranCreateInput.safeParse({ idProduk: 4, ukuran: 'M' }))).toBe(
      'Usia wajib diisi.',
    );
  });
});

describe('testimoni, faq and user inputs', () => {
  it('validate the spec fields', () => {
    const ok = testimoniCreateInput.parse({
      nama_pembeli: 'Bunda',
      deskripsi_testimoni: 'Bagus',
      sumber_testimoni: 'tiktok',
      id_produk: '',
      file: image(),
    });
    expect(ok.id_produk).toBeUndefined();
    expect(
      firstMessage(
        testimoniCreateInput.safeParse({
          nama_pembeli: 'Bunda',
          deskripsi_testimoni: 'Bagus',
          sumber_testimoni: 'lazada',
          file: image(),
        }),
      ),
    ).toBe('Sumber testimoni harus shopee, tokopedia atau tiktok.');
    expect(firstMessage(faqCreateInput.safeParse({ pertanyaan: 'Apa?', jawaban: '' }))).toBe(
      'Jawaban wajib diisi.',
    );
  });

  it('ask for a real username and an 8-character password, keeping it on a blank edit', () => {
    expect(
      firstMessage(userCreateInput.safeParse({ username: 'ab', password: 'panjang-sekali' })),
    ).toMatch(/^Username 3–50/);
    expect(firstMessage(userCreateInput.safeParse({ username: 'siti', password: 'pendek' }))).toBe(
      'Password minimal 8 karakter.',
    );
    expect(firstMessage(userCreateInput.safeParse({ username: 'siti' }))).toBe(
      'Password wajib diisi.',
    );
    expect(
      userUpdateInput.parse({ id: 2, username: 'siti', password: '' }).password,
    ).toBeUndefined();
  });
});
