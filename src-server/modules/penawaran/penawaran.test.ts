import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../src/shared/schemas/common.js';
import type { PenawaranAdmin, PenawaranKartu } from '../../../src/shared/schemas/penawaran.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { createRenderingApp } from '../../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { jpeg, listFiles, multipart } from '../../test/uploads.js';
import { announcePassedSchedules, msUntilNextSchedule } from '../produk/jadwal-tayang.js';

// The special offers the owner edits (docs/product.md §12), through the real app on a database
// of this file's own: the page, the admin's writes, the schedule and the click-outs.

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let staff: string;
let main: string;
let address: string;
let client = 0;

beforeAll(async () => {
  t = await createTestApp({
    SHOP_NAME: 'Toko Uji',
    SHOP_WHATSAPP: '6281234567890',
    SHOP_TIME_ZONE: 'Asia/Jakarta',
    PUBLIC_URL: 'https://toko.example',
  });
  ({ staffCookie: staff, mainCookie: main } = await createAdmins(t.app, t.db));
  // tRPC reads an upload's body from the socket: uploads go over a port.
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Back to the two seeded bundles, Tayang, in their order. */
beforeEach(async () => {
  await t.app.klikTally.flush();
  await t.db.deleteFrom('klik_keluar').execute();
  await t.db
    .deleteFrom('penawaran')
    .where('slug', 'not in', ['paket-lebaran-ceria', 'paket-akikah-spesial'])
    .execute();
  await t.db
    .updateTable('penawaran')
    .set({
      status: 'tayang',
      tayang_mulai: null,
      tayang_sampai: null,
      harga: sql<number>`case slug when 'paket-lebaran-ceria' then 180000 else 130000 end`,
      urutan: sql<number>`case slug when 'paket-lebaran-ceria' then 1 else 2 end`,
    })
    .execute();
  await t.changes.publish(t.db, t.app.log);
});

const list = async () =>
  (await trpcQuery<PenawaranKartu[]>(t.app, 'penawaran.list')).data.map((o) => o.nama);
const adminList = async (input: object = {}) =>
  (await trpcQuery<Page<PenawaranAdmin>>(t.app, 'penawaran.adminList', input, { cookie: staff }))
    .data;

const fields = (values: Record<string, string | number> = {}) => ({
  nama: 'Paket Kakak Adik',
  deskripsi: 'Dua gamis serasi untuk kakak dan adik.',
  gambar: 'koleksi',
  harga: '250.000',
  ...values,
});

/** A tRPC write sent as the admin's form sends it (FormData), over the port. */
async function sendForm(
  procedure: string,
  values: Record<string, string | number>,
  photo?: Buffer,
  cookie = staff,
) {
  const body = await multipart(values, photo && { data: photo });
  const res = await fetch(`${address}/api/trpc/${procedure}`, {
    method: 'POST',
    body: body.payload as Buffer<ArrayBuffer>,
    headers: { ...body.headers, cookie },
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      result?: { data: { id: number; slug: string } };
      error?: { message: string; data: { issues?: { path: string; message: string }[] } };
    },
  };
}

async function create(values: Record<string, string | number> = {}, photo?: Buffer) {
  const res = await sendForm('penawaran.create', fields(values), photo);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (!res.body.result) throw new Error('no result');
  return res.body.result.data;
}

function click(url: string) {
  client++;
  return t.app.inject({
    url,
    remoteAddress: `10.9.${Math.floor(client / 250)}.${client % 250}`,
    headers: { 'user-agent': PHONE },
  });
}

describe('the seeded offers', () => {
  it('render /penawarankhusus exactly as the page did when the bundles were code', async () => {
    const rendering = await createRenderingApp({ PUBLIC_URL: 'https://toko.example.id' });
    try {
      const res = await rendering.app.inject('/penawarankhusus');
      expect(res.statusCode).toBe(200);
      const before = await fs.readFile(
        path.join(import.meta.dirname, 'penawarankhusus-sebelum.html'),
        'utf8',
      );
      const [description = '', section = ''] = before.trimEnd().split('\n');
      expect(res.body).toContain(description);
      const start = res.body.indexOf('<section class="mx-auto grid max-w-6xl');
      const end = res.body.indexOf('</section>', start) + '</section>'.length;
      expect(res.body.slice(start, end)).toBe(section);
    } finally {
      await rendering.close();
    }
  }, 60_000);

  it('hold the spec prices, their slugs and the shop’s Paket message', async () => {
    const offers = (await trpcQuery<PenawaranKartu[]>(t.app, 'penawaran.list')).data;
    expect(offers).toEqual([
      expect.objectContaining({
        slug: 'paket-lebaran-ceria',
        nama: 'Paket Lebaran Ceria',
        harga: 180_000,
        hargaCoret: 418_000,
        diskon: 26,
        ilustrasi: 'lebaran',
        foto: null,
        produk: [],
      }),
      expect.objectContaining({
        slug: 'paket-akikah-spesial',
        nama: 'Paket Akikah Spesial',
        harga: 130_000,
        hargaCoret: 329_000,
        diskon: 24,
        ilustrasi: 'hangat',
      }),
    ]);
    const res = await click('/keluar/toko/whatsapp/paket-akikah-spesial');
    expect(res.statusCode).toBe(302);
    expect(decodeURIComponent(String(res.headers.location))).toBe(
      'https://wa.me/6281234567890?text=Halo Toko Uji, saya ingin memesan Paket Akikah Spesial (Rp 130.000). Apakah masih tersedia?',
    );
  });
});

describe('status and schedule', () => {
  it('keeps a Draf offer off the page and its button a 404; a Tersembunyi one off the page only', async () => {
    await t.db
      .updateTable('penawaran')
      .set({ status: 'draf' })
      .where('slug', '=', 'paket-akikah-spesial')
      .execute();
    await t.changes.publish(t.db, t.app.log);
    expect(await list()).toEqual(['Paket Lebaran Ceria']);
    expect((await click('/keluar/toko/whatsapp/paket-akikah-spesial')).statusCode).toBe(404);

    await t.db
      .updateTable('penawaran')
      .set({ status: 'tersembunyi' })
      .where('slug', '=', 'paket-akikah-spesial')
      .execute();
    await t.changes.publish(t.db, t.app.log);
    expect(await list()).toEqual(['Paket Lebaran Ceria']);
    expect((await click('/keluar/toko/whatsapp/paket-akikah-spesial')).statusCode).toBe(302);
  });

  it('retires an offer from the admin list and brings it back, renewing the page', async () => {
    const lebaran = (await adminList()).items[0];
    if (!lebaran) throw new Error('no offers');
    expect(await list()).toEqual(['Paket Lebaran Ceria', 'Paket Akikah Spesial']);
    const retired = await trpcMutation(
      t.app,
      'penawaran.setStatus',
      { id: lebaran.id, status: 'draf' },
      { cookie: staff },
    );
    expect(retired.status).toBe(200);
    expect(await list()).toEqual(['Paket Akikah Spesial']);
    await trpcMutation(
      t.app,
      'penawaran.setStatus',
      { id: lebaran.id, status: 'tayang' },
      { cookie: staff },
    );
    expect(await list()).toEqual(['Paket Lebaran Ceria', 'Paket Akikah Spesial']);
  });

  it('shows an offer only within its window, and the schedule timer sees its instants', async () => {
    const { id } = await create({
      tayang_mulai: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(await list()).not.toContain('Paket Kakak Adik');
    const wait = await msUntilNextSchedule(t.db);
    expect(wait).toBeGreaterThan(3_500_000);
    expect(wait).toBeLessThanOrEqual(3_600_000);

    // Its start passes: the next look announces it (the kept page is dropped everywhere).
    await t.db
      .updateTable('jadwal_tayang')
      .set({ diumumkan_sampai: sql<Date>`now() - interval '1 hour'` })
      .execute();
    await t.db
      .updateTable('penawaran')
      .set({ tayang_mulai: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', id)
      .execute();
    expect(await announcePassedSchedules(t.db, t.changes, t.app.log)).toBe(true);
    expect(await list()).toContain('Paket Kakak Adik');

    await t.db
      .updateTable('penawaran')
      .set({ tayang_sampai: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    await t.changes.publish(t.db, t.app.log);
    expect(await list()).not.toContain('Paket Kakak Adik');
  });

  it('refuses an end before the start, in Indonesian', async () => {
    const res = await sendForm(
      'penawaran.create',
      fields({ tayang_mulai: '2026-12-12T00:00:00Z', tayang_sampai: '2026-12-01T00:00:00Z' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.data.issues).toContainEqual({
      path: 'tayang_sampai',
      message: 'Tayang sampai harus setelah Tayang mulai.',
    });
  });
});

describe('the admin’s writes', () => {
  it('adds an offer last, with its products, a computed crossed-out price and its own slug', async () => {
    const a = await insertProduk(t.db, { nama_produk: 'Gamis Kakak', harga: 150_000, diskon: 0 });
    const b = await insertProduk(t.db, { nama_produk: 'Gamis Adik', harga: 120_000, diskon: 0 });
    const created = await create({ produk: `${b.id},${a.id}` });
    expect(created.slug).toBe('paket-kakak-adik');
    // The same name again is another slug; a fixed topic's name is never taken.
    expect((await create()).slug).toBe('paket-kakak-adik-2');
    expect((await create({ nama: 'Tanya' })).slug).toBe('paket-tanya');

    const offers = (await trpcQuery<PenawaranKartu[]>(t.app, 'penawaran.list')).data;
    expect(offers.map((o) => o.slug).slice(0, 3)).toEqual([
      'paket-lebaran-ceria',
      'paket-akikah-spesial',
      'paket-kakak-adik',
    ]);
    expect(offers[2]).toMatchObject({
      harga: 250_000,
      hargaCoret: 270_000,
      diskon: 7,
      ilustrasi: 'koleksi',
      produk: [
        { id: b.id, nama_produk: 'Gamis Adik' },
        { id: a.id, nama_produk: 'Gamis Kakak' },
      ],
    });
  });

  it('reads money the Indonesian way and says what is wrong in Indonesian', async () => {
    const bad = await sendForm('penawaran.create', fields({ harga: '150.5', produk: '999999' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error?.data.issues?.[0]?.path).toBe('harga');
    const missing = await sendForm('penawaran.create', fields({ produk: '999999' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(
      'Ada produk yang sudah tidak ada. Pilih ulang isi paket.',
    );
    const noPhoto = await sendForm('penawaran.create', fields({ gambar: 'foto' }));
    expect(noPhoto.body.error?.message).toBe('Unggah foto paket, atau pilih salah satu gambar.');
    const template = await sendForm('penawaran.create', fields({ pesan_whatsapp: 'Halo {nama}' }));
    expect(template.status).toBe(400);
    expect(template.body.error?.data.issues?.[0]?.path).toBe('pesan_whatsapp');
  });

  it('edits the price and the message; the button sends the offer’s own message', async () => {
    const lebaran = (await adminList()).items[0];
    if (!lebaran) throw new Error('no offers');
    const res = await sendForm('penawaran.update', {
      ...fields(),
      id: lebaran.id,
      nama: 'Paket Lebaran Ceria',
      gambar: 'lebaran',
      harga: '175.000',
      harga_coret: '418.000',
      pesan_whatsapp: 'Assalamualaikum {toko}, pesan {produk} harga {harga} ya.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The name kept its slug, so links already shared go on counting.
    expect(res.body.result?.data.slug).toBe('paket-lebaran-ceria');
    const [offer] = (await trpcQuery<PenawaranKartu[]>(t.app, 'penawaran.list')).data;
    expect(offer).toMatchObject({ harga: 175_000, hargaCoret: 418_000, diskon: 58 });
    const out = await click('/keluar/toko/whatsapp/paket-lebaran-ceria');
    expect(decodeURIComponent(String(out.headers.location))).toBe(
      'https://wa.me/6281234567890?text=Assalamualaikum Toko Uji, pesan Paket Lebaran Ceria harga Rp 175.000 ya.',
    );
  });

  it('stores an uploaded photo under /images/penawaran and removes it once replaced by a drawing', async () => {
    const { id } = await create({ gambar: 'foto' }, await jpeg(800, 600));
    const foto = (await adminList({ search: 'Kakak Adik' })).items[0]?.foto;
    expect(foto).toMatch(/\.webp$/);
    const image = await t.app.inject(`/images/penawaran/${foto ?? ''}`);
    expect(image.statusCode).toBe(200);
    expect(await listFiles(path.join(t.config.uploadDir, 'penawaran'))).toHaveLength(4);

    const res = await sendForm('penawaran.update', { ...fields(), id, gambar: 'hangat' });
    expect(res.status).toBe(200);
    expect(await listFiles(path.join(t.config.uploadDir, 'penawaran'))).toEqual([]);
  });

  it('reorders every offer at once, and refuses an order made from a stale list', async () => {
    const { id } = await create();
    const ids = (await adminList()).items.map((o) => o.id);
    const reversed = [...ids].reverse();
    const res = await trpcMutation(
      t.app,
      'penawaran.reorder',
      { ids: reversed },
      { cookie: staff },
    );
    expect(res.status).toBe(200);
    expect((await adminList()).items.map((o) => o.id)).toEqual(reversed);
    expect(await list()).toEqual([
      'Paket Kakak Adik',
      'Paket Akikah Spesial',
      'Paket Lebaran Ceria',
    ]);

    const stale = await trpcMutation(
      t.app,
      'penawaran.reorder',
      { ids: reversed.filter((x) => x !== id) },
      { cookie: staff },
    );
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toBe('Urutan penawaran sudah berubah. Muat ulang lalu coba lagi.');
  });

  it('searches the name and description, a LIKE character taken literally', async () => {
    await create({ nama: 'Paket 100% Katun' });
    expect((await adminList({ search: '100%' })).items.map((o) => o.nama)).toEqual([
      'Paket 100% Katun',
    ]);
    expect((await adminList({ search: 'akikahnya' })).items.map((o) => o.nama)).toEqual([
      'Paket Akikah Spesial',
    ]);
    expect((await adminList({ search: '%' })).items.map((o) => o.nama)).toEqual([
      'Paket 100% Katun',
    ]);
  });

  it('lets only the main admin delete, into Sampah: the photo waits there for the purge', async () => {
    const { id } = await create({ gambar: 'foto' }, await jpeg(400, 300));
    const photos = await listFiles(path.join(t.config.uploadDir, 'penawaran'));
    const refused = await trpcMutation(t.app, 'penawaran.delete', { id }, { cookie: staff });
    expect(refused.status).toBe(403);
    const deleted = await trpcMutation<{ id: number; sampah: { jenis: string; label: string } }>(
      t.app,
      'penawaran.delete',
      { id },
      { cookie: main },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.data.sampah).toMatchObject({ jenis: 'penawaran', label: 'Paket Kakak Adik' });
    expect(await list()).not.toContain('Paket Kakak Adik');
    expect(await listFiles(path.join(t.config.uploadDir, 'penawaran'))).toEqual(photos);
    await t.db.deleteFrom('sampah').where('jenis', '=', 'penawaran').execute();
  });
});

describe('click-outs', () => {
  it('counts each offer’s button against that offer, under the old links too', async () => {
    const { slug } = await create();
    await click('/keluar/toko/whatsapp/paket-lebaran-ceria');
    await click('/keluar/toko/whatsapp/paket-lebaran-ceria');
    await click(`/keluar/toko/whatsapp/${slug}`);
    await click('/keluar/toko/whatsapp/tanya');
    await t.app.klikTally.flush();
    const byOffer = Object.fromEntries((await adminList()).items.map((o) => [o.slug, o.klik]));
    expect(byOffer).toEqual({
      'paket-lebaran-ceria': 2,
      'paket-akikah-spesial': 0,
      [slug]: 1,
    });
    const rows = await t.db.selectFrom('klik_keluar').select(['kanal', 'id_penawaran']).execute();
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.id_penawaran === null)).toHaveLength(1);
  });

  it('answers 404 for a slug no offer has', async () => {
    expect((await click('/keluar/toko/whatsapp/paket-tidak-ada')).statusCode).toBe(404);
  });
});
