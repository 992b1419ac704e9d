import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/schemas/common.js';
import { insertSinonim } from '../modules/sinonim/sinonim.queries.js';
import { insertUser } from '../modules/user/user.queries.js';
import { createAdmins } from '../test/admins.js';
import { insertFaq, insertProduk, insertWarna } from '../test/fixtures.js';
import { createTestApp, trpcQuery, type TestApp } from '../test/test-app.js';

// Every admin list sorts by its columns, searches every text column it shows and pages on the
// server (issue 20 item 5; db/list-order.ts), through the real app: allow-listed keys only (any
// other a 400 in Indonesian, never SQL), text without regard to case, ties broken by the id.
// The testimonial list has its own file (modules/testimoni/testimoni-admin-sort.test.ts).

let t: TestApp;
let main: string;
let produkId: number;

beforeAll(async () => {
  t = await createTestApp({ SHOP_TIME_ZONE: 'Asia/Jakarta' });
  ({ mainCookie: main } = await createAdmins(t.app, t.db));
  const produk = await insertProduk(t.db, { nama_produk: 'Gamis Daftar Urut' });
  produkId = produk.id;
  for (const warna of ['sage', 'Biru', 'abu']) await insertWarna(t.db, produk.id, warna);
  await t.db
    .insertInto('ukuran')
    .values([
      { id_produk: produk.id, usia: '3-4 tahun', ukuran: 'M', lingkar_dada: '64' },
      { id_produk: produk.id, usia: '1-2 tahun', ukuran: 's', lingkar_dada: '58' },
      { id_produk: produk.id, usia: '5-6 tahun', ukuran: 'L', lingkar_dada: '70-72' },
    ])
    .execute();
  await insertFaq(t.db, 'Ongkir ke mana saja?', 'Seluruh Indonesia lewat JNE.');
  await insertFaq(t.db, 'bisa tukar ukuran?', 'Bisa, dalam 7 hari.');
  await insertFaq(t.db, 'Apakah bahan adem?', 'katun rayon yang adem.');
  await t.db
    .insertInto('promo')
    .values([
      { email: 'citra@contoh.id', kode_voucher: 'SELAMAT-AAA', checked_at: new Date() },
      { email: 'Ayu@contoh.id', kode_voucher: 'SELAMAT-CCC' },
      { email: 'budi@contoh.id', kode_voucher: 'SELAMAT-BBB', persetujuan_versi: 'v2-urut' },
    ])
    .execute();
  // Beside the shop's five starting groups (migrations/0016).
  await insertSinonim(t.db, ['tunik', 'blus panjang']);
  await insertSinonim(t.db, ['peci', 'kopiah', 'songkok']);
  await insertSinonim(t.db, ['atasan', 'blus']);
  for (const username of ['Zaki', 'bima', 'Citra']) await insertUser(t.db, username, 'x');
  await t.db
    .insertInto('penawaran')
    .values({
      slug: 'paket-zamrud',
      nama: 'paket Zamrud',
      deskripsi: 'Tiga setel.',
      pesan_whatsapp: 'Halo, saya mau paket hemat tiga setel',
      harga: 90_000,
      urutan: 3,
    })
    .execute();
});
afterAll(() => t.close());

const list = <T>(procedure: string, input: object) =>
  trpcQuery<Page<T>>(t.app, procedure, input, { cookie: main });
const column =
  <V>(procedure: string, pick: (row: never) => V, base: object = {}) =>
  async (input: object) =>
    (await list<never>(procedure, { ...base, ...input })).data.items.map(pick);

describe('each admin list', () => {
  it('warna: sorts by colour and product, searches both', async () => {
    const warna = column('warna.adminList', (r: { warna: string }) => r.warna, {
      idProduk: produkId,
    });
    expect(await warna({ urut: 'warna' })).toEqual(['abu', 'Biru', 'sage']);
    expect(await warna({ urut: 'warna', arah: 'desc' })).toEqual(['sage', 'Biru', 'abu']);
    expect(await warna({ search: 'DAFTAR URUT', urut: 'produk' })).toHaveLength(3);
    expect(await warna({ search: 'bir' })).toEqual(['Biru']);
  });

  it('ukuran: sorts by every column, searches the measures too', async () => {
    const ukuran = column('ukuran.adminList', (r: { ukuran: string }) => r.ukuran, {
      idProduk: produkId,
    });
    expect(await ukuran({ urut: 'ukuran' })).toEqual(['L', 'M', 's']);
    expect(await ukuran({ urut: 'usia', arah: 'desc' })).toEqual(['L', 'M', 's']);
    expect(await ukuran({ urut: 'lingkar_dada' })).toEqual(['s', 'M', 'L']);
    expect(await ukuran({ search: '70-7' })).toEqual(['L']);
    expect(await ukuran({ search: 'daftar urut', urut: 'produk' })).toHaveLength(3);
  });

  it('faq: sorts by a column over the spec order, searches question and answer', async () => {
    const faq = column('faq.adminList', (r: { pertanyaan: string }) => r.pertanyaan);
    expect(await faq({ urut: 'pertanyaan' })).toEqual([
      'Apakah bahan adem?',
      'bisa tukar ukuran?',
      'Ongkir ke mana saja?',
    ]);
    expect(await faq({ urut: 'jawaban', arah: 'desc' })).toEqual([
      'Ongkir ke mana saja?',
      'Apakah bahan adem?',
      'bisa tukar ukuran?',
    ]);
    // The spec's orders still answer, and a column wins over them.
    expect(await faq({ sort: 'z-a' })).toEqual([...(await faq({ urut: 'pertanyaan' }))].reverse());
    expect(await faq({ sort: 'z-a', urut: 'dibuat' })).toEqual(await faq({ sort: 'terlama' }));
    expect(await faq({ search: 'RAYON' })).toEqual(['Apakah bahan adem?']);
  });

  it('promo: sorts by address, voucher and this month’s mark, searches voucher and consent', async () => {
    const promo = column('promo.adminList', (r: { email: string }) => r.email);
    expect(await promo({ urut: 'email' })).toEqual([
      'Ayu@contoh.id',
      'budi@contoh.id',
      'citra@contoh.id',
    ]);
    expect(await promo({ urut: 'voucher', arah: 'desc' })).toEqual([
      'Ayu@contoh.id',
      'budi@contoh.id',
      'citra@contoh.id',
    ]);
    expect((await promo({ urut: 'dicentang', arah: 'desc' }))[0]).toBe('citra@contoh.id');
    expect(await promo({ search: 'selamat-bbb' })).toEqual(['budi@contoh.id']);
    expect(await promo({ search: 'v2-URUT' })).toEqual(['budi@contoh.id']);
  });

  it('sinonim: pages on the server, sorts by the terms, finds a group by any term', async () => {
    const sinonim = column('sinonim.adminList', (r: { kata: string[] }) => r.kata[0]);
    expect(await sinonim({ urut: 'kata' })).toEqual([
      'anak laki',
      'atasan',
      'gamis',
      'jilbab',
      'koko',
      'peci',
      'setelan',
      'tunik',
    ]);
    expect(await sinonim({ search: 'KOPIAH' })).toEqual(['peci']);
    expect(await sinonim({ search: 'blus', urut: 'kata', arah: 'desc' })).toEqual([
      'tunik',
      'atasan',
    ]);
    const page = await list('sinonim.adminList', { pageSize: 3, page: 3, urut: 'kata' });
    expect(page.data).toMatchObject({ total: 8, page: 3, pageSize: 3 });
    expect(page.data.items).toHaveLength(2);
  });

  it('user: pages on the server, sorts and searches by username', async () => {
    const user = column('user.adminList', (r: { username: string }) => r.username);
    const sorted = await user({ urut: 'username' });
    expect(sorted).toEqual(
      [...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(sorted).toEqual(expect.arrayContaining(['bima', 'Citra', 'Zaki']));
    expect(await user({ search: 'ZAK' })).toEqual(['Zaki']);
    expect((await user({})).at(0)).toBe('utama');
  });

  it('penawaran: sorts by name and price, searches the WhatsApp message', async () => {
    const penawaran = column('penawaran.adminList', (r: { nama: string }) => r.nama);
    expect(await penawaran({ urut: 'harga' })).toEqual([
      'paket Zamrud',
      'Paket Akikah Spesial',
      'Paket Lebaran Ceria',
    ]);
    expect(await penawaran({ urut: 'nama', arah: 'desc' })).toEqual([
      'paket Zamrud',
      'Paket Lebaran Ceria',
      'Paket Akikah Spesial',
    ]);
    expect(await penawaran({ search: 'HEMAT tiga' })).toEqual(['paket Zamrud']);
    expect(await penawaran({ urut: 'klik' })).toHaveLength(3);
  });
});

describe('a sort key a list does not know', () => {
  it.each([
    ['warna.adminList', 'warna, produk, dibuat'],
    [
      'ukuran.adminList',
      'produk, usia, ukuran, panjang_atasan, lingkar_dada, panjang_tangan, panjang_bawahan',
    ],
    ['faq.adminList', 'pertanyaan, jawaban, dibuat'],
    ['promo.adminList', 'email, dibuat, voucher, persetujuan, dicentang'],
    ['sinonim.adminList', 'kata, diubah'],
    ['user.adminList', 'username, dibuat'],
    ['penawaran.adminList', 'urutan, nama, harga, status, klik'],
    ['sampah.list', 'nama, jenis, dihapus_oleh, dihapus_at'],
  ])('%s answers 400 naming its keys, never a 500', async (procedure, keys) => {
    for (const urut of ['id; drop table produk', 'password_hash', 'token_berhenti']) {
      const res = await list(procedure, { urut });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(`Kolom urutan tidak dikenal. Pilih salah satu: ${keys}.`);
    }
    const direction = await list(procedure, { arah: 'acak' });
    expect(direction.status).toBe(400);
    expect(direction.error?.message).toBe(
      'Arah urutan tidak dikenal. Pilih asc (naik) atau desc (turun).',
    );
  });
});

describe('thousands of rows', () => {
  it('pages through 2 500 sign-ups sorted by address, each once, in order', async () => {
    await sql`
      insert into promo (email, kode_voucher)
      -- Of one length and shape, so that every collation orders them as JavaScript does.
      select 'massal' || lpad((g % 89)::text, 2, '0') || lpad(g::text, 4, '0') || '@contoh.id',
        'M-' || g
      from generate_series(1, 2500) g
    `.execute(t.db);
    const seen: number[] = [];
    let previous = '';
    for (let page = 1; ; page++) {
      const { data } = await list<{ id: number; email: string }>('promo.adminList', {
        search: 'massal',
        urut: 'email',
        page,
        pageSize: 50,
      });
      expect(data.total).toBe(2500);
      for (const row of data.items) {
        expect(row.email >= previous).toBe(true);
        previous = row.email;
        seen.push(row.id);
      }
      if (data.items.length < 50) break;
    }
    expect(new Set(seen).size).toBe(2500);
  }, 60_000);
});
