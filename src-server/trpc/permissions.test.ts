import { sql } from 'kysely';
import type { AnyProcedure } from '@trpc/server';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../services/session/session-token.js';
import { insertSinonim } from '../modules/sinonim/sinonim.queries.js';
import { trashRow } from '../services/sampah/sampah.queries.js';
import { createAdmins, login, MAIN_ADMIN, STAFF_ADMIN } from '../test/admins.js';
import {
  insertFaq,
  insertProduk,
  insertTestimoni,
  insertUkuran,
  insertWarna,
  diskonInput,
} from '../test/fixtures.js';
import { settingsFromConfig } from '../modules/site/shop-settings.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { jpeg, multipart } from '../test/uploads.js';
import { appRouter } from '../app-router.js';

// docs/architecture.md §5 as one table: who may call each write (and each admin read), over tRPC and REST.
// 'admin' = any logged-in admin; 'main' = the main admin (user 1) only.

type Role = 'admin' | 'main';
type Request = Omit<InjectOptions, 'headers'> & {
  headers?: Record<string, string>;
  /**
   * tRPC streams multipart bodies from the real socket, which inject() does not provide, so
   * tRPC uploads go over a listening port.
   */
  overHttp?: boolean;
};
interface Case {
  name: string;
  role: Role;
  /**
   * Makes what the call needs (a fresh row to edit or delete) and answers the request; told the
   * cookie it goes with.
   */
  request: (cookie: string | undefined) => Promise<Request>;
}

let t: TestApp;
let n = 0;
let colourCalls = 0;
const unique = (prefix: string) => `${prefix}${++n}`;
const produkId = async () => (await insertProduk(t.db)).id;
/** A product's photo (a second one: the first cannot be deleted). */
const fotoId = async () => {
  const idProduk = await produkId();
  const row = await t.db
    .insertInto('produk_foto')
    .values({
      id_produk: idProduk,
      id_warna: null,
      foto: `${unique('foto')}.webp`,
      alt: 'Foto',
      urutan: 1,
    })
    .returning(['id', 'id_produk'])
    .executeTakeFirstOrThrow();
  return row;
};
/** An editor save of a product with its photos, changing its details only. */
const editorSaveInput = async () => {
  const { id_produk } = await fotoId();
  const fotos = await t.db
    .selectFrom('produk_foto')
    .select('id')
    .where('id_produk', '=', id_produk)
    .orderBy('urutan')
    .execute();
  return {
    id: id_produk,
    produk: { ...produkFields(), link_shopee: null, link_tokopedia: null, link_tiktok: null },
    foto: fotos.map((f) => ({ id: f.id, alt: null, warna: null })),
    warna: [],
    ukuran: [],
    ketersediaan: [],
  };
};
/** A FAQ deleted into Sampah: the row restoring or purging acts on. */
const sampahId = async () => {
  const faq = await insertFaq(t.db, unique('Q'), 'A');
  const trashed = await trashRow(t.db, 'faq', faq.id, { id: 1, username: MAIN_ADMIN.username });
  if (!trashed) throw new Error('FAQ not trashed');
  return trashed.id;
};
/** A special offer of its own to edit, retire or delete. */
const penawaranId = async () =>
  (
    await t.db
      .insertInto('penawaran')
      .values({
        slug: unique('paket-uji-'),
        nama: 'Paket Uji',
        deskripsi: 'Isi',
        ilustrasi: 'promo',
        harga: 100_000,
        harga_coret: null,
        diskon: null,
        pesan_whatsapp: null,
        urutan: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
/** A discount on every product: a draft (any field may change), or running since an hour. */
const diskonId = async (status: 'draf' | 'aktif' = 'aktif') =>
  (
    await t.db
      .insertInto('diskon')
      .values({
        nama: 'Diskon Uji',
        slug: unique('diskon-uji-'),
        persen: 10,
        cakupan: 'semua',
        kategori: [],
        status,
        mulai: new Date(Date.now() - 3_600_000),
        sampai: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const penawaranFields = () => ({
  nama: unique('Paket '),
  deskripsi: 'Gamis dan koko serasi.',
  gambar: 'foto',
  harga: '150.000',
});
/** A campaign Draf of its own to edit, try, send or delete. */
const kampanyeId = async () =>
  (
    await t.db
      .insertInto('kampanye')
      .values({ subjek: unique('Promo '), isi: 'Halo Bunda!' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
/** A Draf and a confirmed subscriber for it to go to. */
const kampanyeToSend = async () => {
  await t.db
    .insertInto('promo')
    .values({ email: `${unique('pelanggan')}@mail.com`, dikonfirmasi_at: new Date() })
    .execute();
  return kampanyeId();
};
const kampanyeFieldsInput = () => ({ subjek: unique('Diskon '), isi: 'Halo Bunda!', produk: [] });
const sinonimId = () =>
  t.db.transaction().execute((trx) => insertSinonim(trx, [unique('celana'), unique('pants')]));

const trpc =
  (type: 'query' | 'mutation', path: string, input: () => unknown): Case['request'] =>
  async () =>
    type === 'query'
      ? {
          method: 'GET',
          url: `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(await input()))}`,
        }
      : {
          method: 'POST',
          url: `/api/trpc/${path}`,
          payload: (await input()) as InjectOptions['payload'],
        };

const upload =
  (url: () => Promise<string>, fields: () => Record<string, string | number>): Case['request'] =>
  async () => {
    const target = await url();
    const body = await multipart(fields(), { data: await jpeg(64, 64) });
    return {
      method: 'POST',
      url: target,
      payload: body.payload,
      headers: body.headers,
      overHttp: target.startsWith('/api/trpc/'),
    };
  };

/** A catalogue CSV upload (one product's price), with its preview's token for the commit. */
const csvUpload =
  (procedure: 'preview' | 'commit'): Case['request'] =>
  async () => {
    const csv = `id,harga\r\n${await produkId()},"Rp 125.000"\r\n`;
    const form = (token?: string) => {
      const data = new FormData();
      data.append('file', new Blob([csv], { type: 'text/csv' }), 'produk.csv');
      if (token) data.append('token', token);
      return new Request('http://localhost/', { method: 'POST', body: data });
    };
    let token: string | undefined;
    if (procedure === 'commit') {
      const preview = form();
      const res = await fetch(`${address}/api/trpc/produkCsv.preview`, {
        method: 'POST',
        body: await preview.arrayBuffer(),
        headers: {
          'content-type': preview.headers.get('content-type') ?? '',
          cookie: cookies.staff ?? '',
        },
      });
      token = ((await res.json()) as { result: { data: { token: string } } }).result.data.token;
    }
    const request = form(token);
    return {
      method: 'POST',
      url: `/api/trpc/produkCsv.${procedure}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      overHttp: true,
    };
  };

const produkFields = () => ({
  nama_produk: unique('Produk '),
  harga: 100000,
  diskon: 10,
  jumlah_terjual: 5,
  deskripsi_produk: 'Deskripsi',
  kategori: 'atasan',
});
const testimoniFields = () => ({
  nama_pembeli: 'Bunda',
  deskripsi_testimoni: 'Bagus',
  sumber_testimoni: 'shopee',
});
const newUser = async () => {
  const { hashPassword } = await import('../services/session/password.js');
  const { insertUser } = await import('../modules/user/user.queries.js');
  return insertUser(t.db, unique('pengguna'), await hashPassword('sementara-123'));
};
/** A message in the outbox (Kotak keluar), for a sign-up made for it. */
const surelId = async () => {
  const email = `${unique('s')}@mail.com`;
  const promo = await t.db
    .insertInto('promo')
    .values({ email, kode_voucher: unique('HALO-'), token_garam: 'garam-uji' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (
    await t.db
      .insertInto('surel')
      .values({ jenis: 'voucher_sambutan', promo_id: promo.id, penerima: email, subjek: 'Uji' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};

const promoId = async () =>
  (
    await t.db
      .insertInto('promo')
      .values({ email: `${unique('p')}@mail.com` })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Each admin's password as the password changes below leave it. */
const passwords: Record<string, string> = {};

const cases: Case[] = [
  // tRPC
  {
    name: 'auth.changePassword',
    role: 'admin',
    request: (cookie) => {
      const current = (cookie && passwords[cookie]) ?? 'bukan-password-ini';
      const next = `password-baru-${Object.keys(passwords).length}-${Date.now()}`;
      if (cookie && passwords[cookie]) passwords[cookie] = next;
      return trpc('mutation', 'auth.changePassword', () =>
        Promise.resolve({ currentPassword: current, newPassword: next, repeatPassword: next }),
      )(cookie);
    },
  },
  {
    name: 'produk.create',
    role: 'admin',
    request: upload(() => Promise.resolve('/api/trpc/produk.create'), produkFields),
  },
  {
    name: 'produk.update',
    role: 'admin',
    request: trpc('mutation', 'produk.update', async () => ({
      id: await produkId(),
      ...produkFields(),
    })),
  },
  {
    name: 'produk.delete',
    role: 'main',
    request: trpc('mutation', 'produk.delete', async () => ({ id: await produkId() })),
  },
  {
    name: 'foto.create',
    role: 'admin',
    request: async (cookie) => {
      const idProduk = await produkId();
      return upload(
        () => Promise.resolve('/api/trpc/foto.create'),
        () => ({ idProduk }),
      )(cookie);
    },
  },
  {
    name: 'foto.update',
    role: 'admin',
    request: trpc('mutation', 'foto.update', async () => ({
      id: (await fotoId()).id,
      alt: 'Baru',
    })),
  },
  {
    name: 'foto.reorder',
    role: 'admin',
    request: trpc('mutation', 'foto.reorder', async () => {
      const { id, id_produk } = await fotoId();
      const main = await t.db
        .selectFrom('produk_foto')
        .select('id')
        .where('id_produk', '=', id_produk)
        .where('id', '<>', id)
        .executeTakeFirstOrThrow();
      return { idProduk: id_produk, ids: [id, main.id] };
    }),
  },
  {
    name: 'foto.delete',
    role: 'main',
    request: trpc('mutation', 'foto.delete', async () => ({ id: (await fotoId()).id })),
  },
  {
    name: 'warna.create',
    role: 'admin',
    request: upload(
      () => Promise.resolve('/api/trpc/warna.create'),
      // A new name each call: one product holds a name once (migrations/0038).
      () => ({ warna: `Sage ${++colourCalls}`, idProduk: n }),
    ),
  },
  {
    name: 'warna.update',
    role: 'admin',
    request: trpc('mutation', 'warna.update', async () => ({
      id: (await insertWarna(t.db, await produkId())).id,
      warna: 'Navy',
    })),
  },
  {
    name: 'warna.delete',
    role: 'main',
    request: trpc('mutation', 'warna.delete', async () => ({
      id: (await insertWarna(t.db, await produkId())).id,
    })),
  },
  {
    name: 'ukuran.create',
    role: 'admin',
    request: trpc('mutation', 'ukuran.create', async () => ({
      idProduk: await produkId(),
      usia: '1 tahun',
      ukuran: 'S',
    })),
  },
  {
    name: 'ukuran.update',
    role: 'admin',
    request: trpc('mutation', 'ukuran.update', async () => ({
      id: (await insertUkuran(t.db, await produkId())).id,
      usia: '2 tahun',
      ukuran: 'M',
    })),
  },
  {
    name: 'ukuran.delete',
    role: 'main',
    request: trpc('mutation', 'ukuran.delete', async () => ({
      id: (await insertUkuran(t.db, await produkId())).id,
    })),
  },
  {
    name: 'testimoni.create',
    role: 'admin',
    request: upload(() => Promise.resolve('/api/trpc/testimoni.create'), testimoniFields),
  },
  {
    name: 'testimoni.update',
    role: 'admin',
    request: trpc('mutation', 'testimoni.update', async () => ({
      id: (await insertTestimoni(t.db)).id,
      ...testimoniFields(),
    })),
  },
  {
    name: 'testimoni.delete',
    role: 'main',
    request: trpc('mutation', 'testimoni.delete', async () => ({
      id: (await insertTestimoni(t.db)).id,
    })),
  },
  {
    name: 'faq.create',
    role: 'admin',
    request: trpc('mutation', 'faq.create', () => ({ pertanyaan: 'Apa?', jawaban: 'Ini.' })),
  },
  {
    name: 'faq.update',
    role: 'admin',
    request: trpc('mutation', 'faq.update', async () => ({
      id: (await insertFaq(t.db, 'Q', 'A')).id,
      pertanyaan: 'Q2',
      jawaban: 'A2',
    })),
  },
  {
    name: 'faq.delete',
    role: 'main',
    request: trpc('mutation', 'faq.delete', async () => ({
      id: (await insertFaq(t.db, 'Q', 'A')).id,
    })),
  },
  {
    name: 'sampah.restoreMany',
    role: 'main',
    request: trpc('mutation', 'sampah.restoreMany', async () => ({ ids: [await sampahId()] })),
  },
  {
    name: 'produkBulk.update',
    role: 'admin',
    request: trpc('mutation', 'produkBulk.update', async () => ({
      target: { ids: [await produkId()] },
      ubah: { aksi: 'diskon', diskon: 5 },
    })),
  },
  {
    name: 'produkBulk.undo',
    role: 'admin',
    request: trpc('mutation', 'produkBulk.undo', async () => ({
      sebelum: [
        // Values other than the fixture's, so that putting them back changes something.
        { id: await produkId(), kategori: 'gamis', diskon: 20, harga: 120000, status: 'tayang' },
      ],
    })),
  },
  {
    name: 'produkBulk.dateDiskon',
    role: 'main',
    request: trpc('mutation', 'produkBulk.dateDiskon', async () => ({
      target: { ids: [await produkId()] },
      persen: 10,
      sampai: new Date(Date.now() + 86_400_000).toISOString(),
    })),
  },
  {
    name: 'diskon.adminList',
    role: 'main',
    request: trpc('query', 'diskon.adminList', () => ({})),
  },
  {
    name: 'diskon.get',
    role: 'main',
    request: trpc('query', 'diskon.get', async () => ({ id: await diskonId() })),
  },
  {
    name: 'diskon.create',
    role: 'main',
    request: trpc('mutation', 'diskon.create', () => diskonInput({ nama: unique('Diskon ') })),
  },
  {
    name: 'diskon.update',
    role: 'main',
    request: trpc('mutation', 'diskon.update', async () => ({
      id: await diskonId('draf'),
      ...diskonInput({ nama: unique('Diskon ') }),
    })),
  },
  {
    name: 'diskon.end',
    role: 'main',
    request: trpc('mutation', 'diskon.end', async () => ({ id: await diskonId() })),
  },
  {
    name: 'diskon.delete',
    role: 'main',
    request: trpc('mutation', 'diskon.delete', async () => ({ id: await diskonId() })),
  },
  {
    name: 'produkBulk.delete',
    role: 'main',
    request: trpc('mutation', 'produkBulk.delete', async () => ({
      target: { ids: [await produkId()] },
    })),
  },
  { name: 'sampah.list', role: 'main', request: trpc('query', 'sampah.list', () => ({})) },
  {
    name: 'sampah.restore',
    role: 'main',
    request: trpc('mutation', 'sampah.restore', async () => ({ id: await sampahId() })),
  },
  {
    name: 'sampah.deleteForever',
    role: 'main',
    request: trpc('mutation', 'sampah.deleteForever', async () => ({ id: await sampahId() })),
  },
  {
    name: 'penawaran.create',
    role: 'admin',
    request: upload(() => Promise.resolve('/api/trpc/penawaran.create'), penawaranFields),
  },
  {
    name: 'penawaran.update',
    role: 'admin',
    request: trpc('mutation', 'penawaran.update', async () => ({
      id: await penawaranId(),
      ...penawaranFields(),
      gambar: 'lebaran',
    })),
  },
  {
    name: 'penawaran.reorder',
    role: 'admin',
    request: trpc('mutation', 'penawaran.reorder', async () => {
      await penawaranId();
      const rows = await t.db.selectFrom('penawaran').select('id').orderBy('id', 'desc').execute();
      return { ids: rows.map((r) => r.id) };
    }),
  },
  {
    name: 'penawaran.setStatus',
    role: 'admin',
    request: trpc('mutation', 'penawaran.setStatus', async () => ({
      id: await penawaranId(),
      status: 'draf',
    })),
  },
  {
    name: 'penawaran.delete',
    role: 'main',
    request: trpc('mutation', 'penawaran.delete', async () => ({ id: await penawaranId() })),
  },
  {
    name: 'sinonim.create',
    role: 'admin',
    request: trpc('mutation', 'sinonim.create', () => ({
      kata: `${unique('baju')}, ${unique('pakaian')}`,
    })),
  },
  {
    name: 'sinonim.update',
    role: 'admin',
    request: trpc('mutation', 'sinonim.update', async () => ({
      id: await sinonimId(),
      kata: `${unique('rok')}, ${unique('skirt')}`,
    })),
  },
  {
    name: 'sinonim.delete',
    role: 'main',
    request: trpc('mutation', 'sinonim.delete', async () => ({ id: await sinonimId() })),
  },
  {
    name: 'promo.setChecked',
    role: 'admin',
    request: trpc('mutation', 'promo.setChecked', async () => ({
      id: await promoId(),
      checked: true,
    })),
  },
  {
    name: 'promo.delete',
    role: 'main',
    request: trpc('mutation', 'promo.delete', async () => ({ id: await promoId() })),
  },
  {
    name: 'user.create',
    role: 'main',
    request: trpc('mutation', 'user.create', () => ({
      username: unique('baru'),
      password: 'sementara-123',
    })),
  },
  {
    name: 'user.update',
    role: 'main',
    request: trpc('mutation', 'user.update', async () => ({
      id: (await newUser()).id,
      username: unique('ganti'),
    })),
  },
  {
    name: 'user.delete',
    role: 'main',
    request: trpc('mutation', 'user.delete', async () => ({ id: (await newUser()).id })),
  },
  // tRPC admin reads
  { name: 'user.list', role: 'main', request: trpc('query', 'user.list', () => undefined) },
  { name: 'user.adminList', role: 'main', request: trpc('query', 'user.adminList', () => ({})) },
  {
    name: 'site.pengaturan',
    role: 'main',
    request: trpc('query', 'site.pengaturan', () => undefined),
  },
  {
    name: 'site.savePengaturan',
    role: 'main',
    request: trpc('mutation', 'site.savePengaturan', () => settingsFromConfig(t.config.shop)),
  },
  {
    name: 'cadangan.status',
    role: 'main',
    request: trpc('query', 'cadangan.status', () => undefined),
  },
  {
    name: 'cadangan.saveSettings',
    role: 'main',
    request: trpc('mutation', 'cadangan.saveSettings', () => ({ jam: '02:00', simpan: 14 })),
  },
  {
    name: 'cadangan.runNow',
    role: 'main',
    request: trpc('mutation', 'cadangan.runNow', () => ({})),
  },
  { name: 'promo.list', role: 'admin', request: trpc('query', 'promo.list', () => undefined) },
  {
    name: 'promo.exportCsv',
    role: 'admin',
    request: trpc('query', 'promo.exportCsv', () => undefined),
  },
  {
    name: 'promo.exportMailingCsv',
    role: 'main',
    request: trpc('query', 'promo.exportMailingCsv', () => undefined),
  },
  { name: 'kampanye.list', role: 'main', request: trpc('query', 'kampanye.list', () => ({})) },
  {
    name: 'kampanye.byId',
    role: 'main',
    request: trpc('query', 'kampanye.byId', async () => ({ id: await kampanyeId() })),
  },
  {
    name: 'kampanye.sendInfo',
    role: 'main',
    request: trpc('query', 'kampanye.sendInfo', () => undefined),
  },
  {
    name: 'kampanye.preview',
    role: 'main',
    request: trpc('query', 'kampanye.preview', () => kampanyeFieldsInput()),
  },
  {
    name: 'kampanye.create',
    role: 'main',
    request: trpc('mutation', 'kampanye.create', () => kampanyeFieldsInput()),
  },
  {
    name: 'kampanye.update',
    role: 'main',
    request: trpc('mutation', 'kampanye.update', async () => ({
      id: await kampanyeId(),
      ...kampanyeFieldsInput(),
    })),
  },
  {
    name: 'kampanye.delete',
    role: 'main',
    request: trpc('mutation', 'kampanye.delete', async () => ({ id: await kampanyeId() })),
  },
  {
    name: 'kampanye.sendTest',
    role: 'main',
    request: trpc('mutation', 'kampanye.sendTest', async () => ({
      id: await kampanyeId(),
      email: 'admin.uji@mail.com',
    })),
  },
  {
    name: 'kampanye.send',
    role: 'main',
    request: trpc('mutation', 'kampanye.send', async () => ({ id: await kampanyeToSend() })),
  },
  {
    name: 'kabarStok.waiting',
    role: 'admin',
    request: trpc('query', 'kabarStok.waiting', async () => ({ idProduk: await produkId() })),
  },
  {
    name: 'kabarStok.list',
    role: 'main',
    request: trpc('query', 'kabarStok.list', async () => ({ idProduk: await produkId() })),
  },
  {
    name: 'surel.list',
    role: 'main',
    request: trpc('query', 'surel.list', () => ({})),
  },
  {
    name: 'surel.byId',
    role: 'main',
    request: trpc('query', 'surel.byId', async () => ({ id: await surelId() })),
  },
  {
    name: 'stats.dashboard',
    role: 'admin',
    request: trpc('query', 'stats.dashboard', () => undefined),
  },
  {
    name: 'klik.summary',
    role: 'admin',
    request: trpc('query', 'klik.summary', () => ({ hari: 7 })),
  },
  {
    name: 'pencarian.zeroResults',
    role: 'admin',
    request: trpc('query', 'pencarian.zeroResults', () => undefined),
  },
  {
    name: 'klik.produk',
    role: 'admin',
    request: trpc('query', 'klik.produk', () => ({ hari: 7 })),
  },
  {
    name: 'pencarian.top',
    role: 'admin',
    request: trpc('query', 'pencarian.top', () => ({ hari: 30 })),
  },
  {
    name: 'produkCsv.export',
    role: 'admin',
    request: trpc('query', 'produkCsv.export', () => ({ dialect: 'excel-id' })),
  },
  {
    name: 'produkCsv.preview',
    role: 'admin',
    request: csvUpload('preview'),
  },
  {
    name: 'produkCsv.commit',
    role: 'admin',
    request: csvUpload('commit'),
  },
  {
    name: 'produkEditor.byId',
    role: 'admin',
    request: trpc('query', 'produkEditor.byId', async () => ({ id: await produkId() })),
  },
  {
    name: 'produkEditor.upload',
    role: 'admin',
    request: upload(
      () => Promise.resolve('/api/trpc/produkEditor.upload'),
      () => ({}),
    ),
  },
  {
    name: 'produkEditor.duplicate',
    role: 'admin',
    request: trpc('mutation', 'produkEditor.duplicate', async () => ({ id: await produkId() })),
  },
  {
    name: 'produkEditor.save',
    role: 'admin',
    request: trpc('mutation', 'produkEditor.save', editorSaveInput),
  },
  {
    name: 'produkEditor.saveWithRemovals',
    role: 'main',
    request: trpc('mutation', 'produkEditor.saveWithRemovals', editorSaveInput),
  },
  {
    name: 'ketersediaan.grid',
    role: 'admin',
    request: trpc('query', 'ketersediaan.grid', async () => ({ idProduk: await produkId() })),
  },
  {
    name: 'ketersediaan.save',
    role: 'admin',
    request: trpc('mutation', 'ketersediaan.save', async () => ({
      idProduk: await produkId(),
      cells: [{ id_warna: null, id_ukuran: null, tersedia: false }],
    })),
  },
  { name: 'warna.list', role: 'admin', request: trpc('query', 'warna.list', () => ({})) },
  { name: 'ukuran.list', role: 'admin', request: trpc('query', 'ukuran.list', () => ({})) },
  {
    name: 'testimoni.adminList',
    role: 'admin',
    request: trpc('query', 'testimoni.adminList', () => ({})),
  },
  {
    name: 'produk.adminList',
    role: 'admin',
    request: trpc('query', 'produk.adminList', () => ({})),
  },
  { name: 'produk.options', role: 'admin', request: trpc('query', 'produk.options', () => ({})) },
  {
    name: 'produk.adminById',
    role: 'admin',
    request: trpc('query', 'produk.adminById', async () => ({ id: await produkId() })),
  },
  {
    name: 'produk.previewLink',
    role: 'admin',
    request: trpc('query', 'produk.previewLink', async () => ({ id: await produkId() })),
  },
  {
    name: 'foto.adminByProduk',
    role: 'admin',
    request: trpc('query', 'foto.adminByProduk', async () => ({ idProduk: await produkId() })),
  },
  {
    name: 'warna.adminByProduk',
    role: 'admin',
    request: trpc('query', 'warna.adminByProduk', async () => ({ idProduk: await produkId() })),
  },
  { name: 'warna.adminList', role: 'admin', request: trpc('query', 'warna.adminList', () => ({})) },
  {
    name: 'ukuran.adminList',
    role: 'admin',
    request: trpc('query', 'ukuran.adminList', () => ({})),
  },
  { name: 'faq.adminList', role: 'admin', request: trpc('query', 'faq.adminList', () => ({})) },
  {
    name: 'penawaran.adminList',
    role: 'admin',
    request: trpc('query', 'penawaran.adminList', () => ({})),
  },
  { name: 'promo.adminList', role: 'admin', request: trpc('query', 'promo.adminList', () => ({})) },
  {
    name: 'sinonim.adminList',
    role: 'admin',
    request: trpc('query', 'sinonim.adminList', () => ({})),
  },
  {
    name: 'riwayat.list',
    role: 'main',
    request: trpc('query', 'riwayat.list', () => ({ entitas: 'produk' })),
  },
  {
    name: 'riwayat.pelaku',
    role: 'main',
    request: trpc('query', 'riwayat.pelaku', () => undefined),
  },
  {
    // Kembalikan: whoever may do the action; a bulk edit is any admin's.
    name: 'riwayat.revert',
    role: 'admin',
    request: trpc('mutation', 'riwayat.revert', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/trpc/produkBulk.update',
        payload: { target: { ids: [await produkId()] }, ubah: { aksi: 'diskon', diskon: 5 } },
        headers: { cookie: cookies.main ?? '' },
      });
      return {
        tindakan: res.json<{ result: { data: { tindakan: string } } }>().result.data.tindakan,
      };
    }),
  },
  // Legacy REST
  {
    name: 'POST /produk',
    role: 'admin',
    request: upload(() => Promise.resolve('/api/produk'), produkFields),
  },
  {
    name: 'PATCH /produk/{id}',
    role: 'admin',
    request: async () => ({
      method: 'PATCH',
      url: `/api/produk/${await produkId()}`,
      payload: produkFields(),
    }),
  },
  {
    name: 'DELETE /produk/{id}',
    role: 'main',
    request: async () => ({ method: 'DELETE', url: `/api/produk/${await produkId()}` }),
  },
  {
    name: 'POST /warna/{idProduk}',
    role: 'admin',
    request: upload(
      async () => `/api/warna/${await produkId()}`,
      () => ({ warna: 'Sage' }),
    ),
  },
  {
    name: 'PATCH /warna/{id}/produk/{idProduk}',
    role: 'admin',
    request: async () => {
      const p = await produkId();
      const w = await insertWarna(t.db, p);
      return { method: 'PATCH', url: `/api/warna/${w.id}/produk/${p}`, payload: { warna: 'Biru' } };
    },
  },
  {
    name: 'DELETE /warna/{id}',
    role: 'main',
    request: async () => ({
      method: 'DELETE',
      url: `/api/warna/${(await insertWarna(t.db, await produkId())).id}`,
    }),
  },
  {
    name: 'POST /ukuran/{idProduk}',
    role: 'admin',
    request: async () => ({
      method: 'POST',
      url: `/api/ukuran/${await produkId()}`,
      payload: { usia: '1 tahun', ukuran: 'S' },
    }),
  },
  {
    name: 'PATCH /ukuran/{id}/produk/{idProduk}',
    role: 'admin',
    request: async () => {
      const p = await produkId();
      const u = await insertUkuran(t.db, p);
      return {
        method: 'PATCH',
        url: `/api/ukuran/${u.id}/produk/${p}`,
        payload: { usia: '2 tahun', ukuran: 'M' },
      };
    },
  },
  {
    name: 'DELETE /ukuran/{id}',
    role: 'main',
    request: async () => ({
      method: 'DELETE',
      url: `/api/ukuran/${(await insertUkuran(t.db, await produkId())).id}`,
    }),
  },
  {
    name: 'POST /testimoni',
    role: 'admin',
    request: upload(() => Promise.resolve('/api/testimoni'), testimoniFields),
  },
  {
    name: 'PATCH /testimoni/{id}',
    role: 'admin',
    request: async () => ({
      method: 'PATCH',
      url: `/api/testimoni/${(await insertTestimoni(t.db)).id}`,
      payload: testimoniFields(),
    }),
  },
  {
    name: 'DELETE /testimoni/{id}',
    role: 'main',
    request: async () => ({
      method: 'DELETE',
      url: `/api/testimoni/${(await insertTestimoni(t.db)).id}`,
    }),
  },
  {
    name: 'POST /faq',
    role: 'admin',
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/faq',
        payload: { pertanyaan: 'Apa?', jawaban: 'Ini.' },
      }),
  },
  {
    name: 'PATCH /faq/{id}',
    role: 'admin',
    request: async () => ({
      method: 'PATCH',
      url: `/api/faq/${(await insertFaq(t.db, 'Q', 'A')).id}`,
      payload: { pertanyaan: 'Q', jawaban: 'B' },
    }),
  },
  {
    name: 'DELETE /faq/{id}',
    role: 'main',
    request: async () => ({
      method: 'DELETE',
      url: `/api/faq/${(await insertFaq(t.db, 'Q', 'A')).id}`,
    }),
  },
  {
    name: 'GET /promo',
    role: 'admin',
    request: () => Promise.resolve({ method: 'GET', url: '/api/promo' }),
  },
  {
    name: 'DELETE /promo/{id}',
    role: 'main',
    request: async () => ({ method: 'DELETE', url: `/api/promo/${await promoId()}` }),
  },
  {
    name: 'GET /warna',
    role: 'admin',
    request: () => Promise.resolve({ method: 'GET', url: '/api/warna' }),
  },
  {
    name: 'GET /ukuran',
    role: 'admin',
    request: () => Promise.resolve({ method: 'GET', url: '/api/ukuran' }),
  },
  {
    name: 'GET /user',
    role: 'main',
    request: () => Promise.resolve({ method: 'GET', url: '/api/user' }),
  },
  {
    name: 'POST /user',
    role: 'main',
    request: () =>
      Promise.resolve({
        method: 'POST',
        url: '/api/user',
        payload: { username: unique('rest'), password: 'sementara-123' },
      }),
  },
  {
    name: 'PATCH /user/{id}',
    role: 'main',
    request: async () => ({
      method: 'PATCH',
      url: `/api/user/${(await newUser()).id}`,
      payload: { username: unique('rest'), password: '' },
    }),
  },
  {
    name: 'DELETE /user/{id}',
    role: 'main',
    request: async () => ({ method: 'DELETE', url: `/api/user/${(await newUser()).id}` }),
  },
];

/**
 * What each admin write leaves in the history (docs/product.md §12 Riwayat): the entity of an
 * entry by the caller (with the id the call names, when it names one), or false for a write no
 * one reads back (a photo staged for the editor). A new write must be named here.
 */
const HISTORY: Record<string, string | false | { entitas: string; anyId: true }> = {
  'auth.changePassword': 'pengguna',
  'produk.create': 'produk',
  'produk.update': 'produk',
  'produk.delete': 'produk',
  'foto.create': 'foto',
  'foto.update': 'foto',
  'foto.reorder': 'foto',
  'foto.delete': 'foto',
  'warna.create': 'warna',
  'warna.update': 'warna',
  'warna.delete': 'warna',
  'ukuran.create': 'ukuran',
  'ukuran.update': 'ukuran',
  'ukuran.delete': 'ukuran',
  'testimoni.create': 'testimoni',
  'testimoni.update': 'testimoni',
  'testimoni.delete': 'testimoni',
  'faq.create': 'faq',
  'faq.update': 'faq',
  'faq.delete': 'faq',
  'sinonim.create': 'sinonim',
  // The group's words are replaced: entries for its words (keyed by the word).
  'sinonim.update': { entitas: 'sinonim_kata', anyId: true },
  'sinonim.delete': 'sinonim',
  'promo.setChecked': 'promo',
  'promo.delete': 'promo',
  'user.create': 'pengguna',
  'user.update': 'pengguna',
  'user.delete': 'pengguna',
  'site.savePengaturan': 'pengaturan',
  // The backups' schedule and a backup asked for run the shop's upkeep, not its content.
  'cadangan.saveSettings': false,
  'cadangan.runNow': false,
  // These two stage photos and answer a draft; nothing is stored until the editor saves.
  'produkEditor.upload': false,
  'produkEditor.duplicate': false,
  'produkEditor.save': 'produk',
  'produkEditor.saveWithRemovals': 'produk',
  'ketersediaan.save': 'ketersediaan',
  // Restored rows read "dipulihkan" on their own table (the case trashes an FAQ); a purge from
  // Sampah removes only the snapshot, whose delete was recorded when it was made.
  'sampah.restore': { entitas: 'faq', anyId: true },
  'sampah.restoreMany': { entitas: 'faq', anyId: true },
  'sampah.deleteForever': false,
  'produkBulk.update': { entitas: 'produk', anyId: true },
  'produkBulk.dateDiskon': { entitas: 'diskon', anyId: true },
  'diskon.create': { entitas: 'diskon', anyId: true },
  'diskon.update': 'diskon',
  'diskon.end': 'diskon',
  'diskon.delete': 'diskon',
  'produkBulk.undo': { entitas: 'produk', anyId: true },
  'produkBulk.delete': { entitas: 'produk', anyId: true },
  'riwayat.revert': { entitas: 'produk', anyId: true },
  'penawaran.create': 'penawaran',
  'penawaran.update': 'penawaran',
  'penawaran.reorder': { entitas: 'penawaran', anyId: true },
  'penawaran.setStatus': 'penawaran',
  'penawaran.delete': 'penawaran',
  'kampanye.create': 'kampanye',
  'kampanye.update': 'kampanye',
  'kampanye.delete': 'kampanye',
  // The campaign notes its last test (to whom, when); the mail itself is the outbox's.
  'kampanye.sendTest': 'kampanye',
  'kampanye.send': 'kampanye',
  // A preview reads the file and the catalogue; only Terapkan writes.
  'produkCsv.preview': false,
  'produkCsv.commit': { entitas: 'produk', anyId: true },
  'POST /produk': 'produk',
  'PATCH /produk/{id}': 'produk',
  'DELETE /produk/{id}': 'produk',
  'POST /warna/{idProduk}': 'warna',
  'PATCH /warna/{id}/produk/{idProduk}': 'warna',
  'DELETE /warna/{id}': 'warna',
  'POST /ukuran/{idProduk}': 'ukuran',
  'PATCH /ukuran/{id}/produk/{idProduk}': 'ukuran',
  'DELETE /ukuran/{id}': 'ukuran',
  'POST /testimoni': 'testimoni',
  'PATCH /testimoni/{id}': 'testimoni',
  'DELETE /testimoni/{id}': 'testimoni',
  'POST /faq': 'faq',
  'PATCH /faq/{id}': 'faq',
  'DELETE /faq/{id}': 'faq',
  'DELETE /promo/{id}': 'promo',
  'POST /user': 'pengguna',
  'PATCH /user/{id}': 'pengguna',
  'DELETE /user/{id}': 'pengguna',
};

const cookies: Record<string, string | undefined> = {};
const actors: Record<string, number> = {};
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { mainCookie, staffCookie, staffId } = await createAdmins(t.app, t.db);
  cookies.main = mainCookie;
  cookies.staff = staffCookie;
  actors.main = 1;
  actors.staff = staffId;
  passwords[mainCookie] = MAIN_ADMIN.password;
  passwords[staffCookie] = STAFF_ADMIN.password;
  cookies.forged = 'etalase_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  cookies.flags = 'isAdminLoggedIn=true; adminId=1; adminUsername=utama';
  const expired = await login(t.app, STAFF_ADMIN);
  await t.db
    .updateTable('sessions')
    .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
    .where('token_hash', '=', hashSessionToken(expired.split('=')[1] as string))
    .execute();
  cookies.expired = expired;
  const loggedOut = await login(t.app, STAFF_ADMIN);
  await t.app.inject({
    method: 'POST',
    url: '/api/trpc/auth.logout',
    payload: {},
    headers: { cookie: loggedOut },
  });
  cookies.loggedOut = loggedOut;
});
afterAll(() => t.close());

async function send(c: Case, cookie: string | undefined) {
  const { overHttp, ...request } = await c.request(cookie);
  const headers = { ...request.headers, ...(cookie ? { cookie } : {}) };
  if (!overHttp) {
    const res = await t.app.inject({ ...request, headers } as InjectOptions);
    return { statusCode: res.statusCode, body: res.body, request };
  }
  const res = await fetch(`${address}${request.url as string}`, {
    method: request.method as string,
    body: request.payload as Buffer<ArrayBuffer>,
    headers,
  });
  const body = await res.text();
  return { statusCode: res.status, body, request };
}

const lastRiwayatId = async () =>
  (
    await t.db
      .selectFrom('riwayat')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
  )?.id ?? 0;

/** The id a write names: `id` in its JSON body, or the first number of a REST path it changes. */
function namedId(request: Omit<Request, 'overHttp'>): string | undefined {
  const payload = request.payload as { id?: unknown } | undefined;
  if (payload && typeof payload === 'object' && typeof payload.id === 'number') {
    return String(payload.id);
  }
  if (request.method === 'PATCH' || request.method === 'DELETE') {
    return /^\/api\/[a-z]+\/(\d+)/.exec(request.url as string)?.[1];
  }
  return undefined;
}

/** An admin write leaves an entry by its caller, on its entity and the row it names. */
async function expectHistory(
  c: Case,
  sent: Awaited<ReturnType<typeof send>>,
  actor: number,
  since: number,
) {
  if (sent.request.method === 'GET') return;
  const expected = HISTORY[c.name];
  expect(expected, `${c.name}: name what it records in HISTORY`).toBeDefined();
  if (expected === false || expected === undefined) return;
  const entitas = typeof expected === 'string' ? expected : expected.entitas;
  const rows = await t.db
    .selectFrom('riwayat')
    .select(['entitas', 'id_entitas', 'id_pengguna'])
    .where('id', '>', since)
    .where('id_pengguna', '=', actor)
    .execute();
  const id = typeof expected === 'string' ? namedId(sent.request) : undefined;
  expect(
    rows.some((r) => r.entitas === entitas && (id === undefined || r.id_entitas === id)),
    `${c.name}: no history entry ${entitas} ${id ?? ''} by user ${actor} in ${JSON.stringify(rows)}`,
  ).toBe(true);
}

describe.each(cases)('$name (for $role)', (c) => {
  it.each(['anonymous', 'forged', 'flags', 'expired', 'loggedOut'])(
    'is 401 for %s',
    async (who) => {
      const res = await send(c, cookies[who]);
      expect(res.statusCode, res.body).toBe(401);
      // tRPC wraps the message in `error`; REST answers it bare.
      const body = JSON.parse(res.body) as { error?: { message: string }; message?: string };
      expect(body.error?.message ?? body.message).toBe('Silakan login terlebih dahulu.');
    },
  );

  it(`is ${c.role === 'admin' ? '2xx' : '403'} for a second admin`, async () => {
    const since = await lastRiwayatId();
    const res = await send(c, cookies.staff);
    if (c.role === 'admin') expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    if (c.role === 'admin') expect(res.statusCode, res.body).toBeLessThan(300);
    if (c.role === 'main') expect(res.statusCode, res.body).toBe(403);
    if (c.role === 'admin') await expectHistory(c, res, actors.staff as number, since);
  });

  it('is 2xx for the main admin, and leaves a history entry in their name', async () => {
    const since = await lastRiwayatId();
    const res = await send(c, cookies.main);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectHistory(c, res, 1, since);
  });
});

/** Procedures anyone may call: the storefront's reads, sign-up, and logging in and out. */
const publicProcedures = [
  'auth.login',
  'auth.logout',
  'auth.me',
  'faq.list',
  'foto.byProduk',
  'penawaran.list',
  'ketersediaan.byProduk',
  'kabarStok.request',
  'kabarStok.unsubscribe',
  'kabarStok.unsubscribeInfo',
  'produk.legacyList',
  'produk.bestSeller',
  'produk.byId',
  'produk.detail',
  'produk.page',
  'produk.list',
  'produk.filterOptions',
  'produk.recommendations',
  'produk.search',
  'produk.searchPage',
  'promo.check',
  'promo.confirmedVoucher',
  'promo.subscribe',
  'promo.unsubscribe',
  'promo.unsubscribeInfo',
  'site.settings',
  'testimoni.all',
  'testimoni.byProduk',
  'testimoni.list',
  'ukuran.byProduk',
  'warna.byProduk',
];

describe('the matrix', () => {
  it('names every procedure of the router, so a new one cannot be left out', () => {
    const listed = cases.map((c) => c.name).filter((name) => !name.includes(' '));
    expect(Object.keys(appRouter._def.procedures).sort()).toEqual(
      [...listed, ...publicProcedures].sort(),
    );
  });

  it.each(publicProcedures)('leaves %s open to anonymous callers', async (name) => {
    // Typed as nested routers, but held flat by path ('faq.list') at run time.
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    const procedure = procedures[name];
    const res = await t.app.inject(
      procedure?._def.type === 'query'
        ? { method: 'GET', url: `/api/trpc/${name}` }
        : { method: 'POST', url: `/api/trpc/${name}`, payload: {} },
    );
    // Bad or missing input may be refused, but never for want of a login.
    expect(res.statusCode, res.body).not.toBe(401);
    expect(res.statusCode, res.body).not.toBe(403);
  });
});

describe('the main admin', () => {
  it('cannot be deleted, not even by themself', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/1',
      headers: { cookie: cookies.main as string },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin utama tidak dapat dihapus.' });
    expect(
      await t.db.selectFrom('users').select('id').where('id', '=', 1).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe('a write from another site', () => {
  it('is refused with 403 even with a valid session', async () => {
    const cookie = cookies.main as string;
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { pertanyaan: 'x', jawaban: 'y' },
      headers: { cookie, origin: 'https://jahat.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ message: 'Permintaan dari situs lain ditolak.' });
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/trpc/faq.create',
      payload: { pertanyaan: 'x', jawaban: 'y' },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const nullOrigin = await t.app.inject({
      method: 'DELETE',
      url: '/api/faq/1',
      headers: { cookie, origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
  });

  it('passes from the same origin and from clients that send no Origin', async () => {
    const cookie = cookies.main as string;
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { pertanyaan: 'x', jawaban: 'y' },
      headers: {
        cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(same.statusCode, same.body).toBe(201);
    const configured = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { pertanyaan: 'x', jawaban: 'y' },
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(configured.statusCode).toBe(201);
    const tool = await t.app.inject({
      method: 'POST',
      url: '/api/faq',
      payload: { pertanyaan: 'x', jawaban: 'y' },
      headers: { cookie },
    });
    expect(tool.statusCode).toBe(201);
  });
});
