import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PengaturanForm } from '../../../src/shared/schemas/pengaturan.js';
import { loadConfig } from '../../config.js';
import { prepareDatabase } from '../../seed/prepare.js';
import { demoAnnouncement } from '../../seed/demo-announcement.js';
import { LocalDiskStorage } from '../../storage/local-disk-storage.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';
import { readPengaturan } from './pengaturan.queries.js';
import { announcementState } from './shop-settings.js';
import { shopClockAt } from '../../../src/shared/shop-clock.js';

// The admin's Pengaturan (issue 19 item 4): stored in the database, seeded from SHOP_*, written
// by the main admin only, checked, and in every page at once (the kept pages and reads dropped),
// the announcement appearing and going at its minute.

type Settings = {
  name: string;
  phone: string;
  whatsapp: string[];
  email: string;
  marketplaces: Record<string, string | undefined>;
  social: Record<string, string | undefined>;
  mapEmbedUrl?: string;
  announcement?: { text: string; link?: string; key: string };
};

/** Moves the app's clock: `shift` ms ahead of the real one. */
let shift = 0;
const clock = () => Date.now() + shift;

let t: TestApp;
let main: { cookie: string };
let staff: { cookie: string };

beforeAll(async () => {
  t = await createTestApp(
    {
      SHOP_NAME: 'Toko Env',
      SHOP_WHATSAPP: '6281111111111',
      PUBLIC_URL: 'https://toko.example.id',
    },
    { client: await storefrontClient(), clock },
  );
  const admins = await createAdmins(t.app, t.db);
  main = { cookie: admins.mainCookie };
  staff = { cookie: admins.staffCookie };
});
afterAll(() => t.close());

const visitorSettings = async () => (await trpcQuery<Settings>(t.app, 'site.settings')).data;
const savedForm = async () =>
  (await trpcQuery<{ form: PengaturanForm }>(t.app, 'site.pengaturan', undefined, main)).data.form;
const save = (form: Partial<PengaturanForm>, who = main) =>
  savedForm().then((current) =>
    trpcMutation(t.app, 'site.savePengaturan', { ...current, ...form }, who),
  );

describe('site.pengaturan and site.savePengaturan', () => {
  it('start from the SHOP_* values while the database has none', async () => {
    expect(await readPengaturan(t.db)).toBeUndefined();
    const form = await savedForm();
    expect(form).toMatchObject({
      name: 'Toko Env',
      whatsapp: '0811-1111-1111',
      phone: '0812-3456-7890',
      announcementText: '',
      templateTanya: 'Halo {toko}, saya ingin bertanya.',
    });
  });

  it('are the main admin’s only: another admin gets 403, a visitor 401, and nothing changes', async () => {
    expect((await trpcQuery(t.app, 'site.pengaturan', undefined, staff)).status).toBe(403);
    expect((await trpcQuery(t.app, 'site.pengaturan')).status).toBe(401);
    const refused = await save({ name: 'Toko Staf' }, staff);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('Hanya admin utama yang boleh melakukan ini.');
    expect((await trpcMutation(t.app, 'site.savePengaturan', { name: 'X' })).status).toBe(401);
    expect((await visitorSettings()).name).toBe('Toko Env');
  });

  it('show on every page at once after a save: pages and reads kept for visitors are dropped', async () => {
    await insertProduk(t.db, { nama_produk: 'Gamis Aisyah', harga: 150_000, diskon: 0 });
    const before = await t.app.inject('/kontakkami');
    expect(before.body).toContain('Toko Env');
    expect((await t.app.inject('/kontakkami')).body).toContain('Toko Env'); // now kept

    const saved = await save({
      name: 'Toko Salsabila',
      phone: '+62 813-2222-3333',
      whatsapp: '0812-9999-8888\n+62 857 1234 5678',
      email: 'Halo@Salsabila.ID',
      shopee: 'https://shopee.co.id/salsabila',
      tokopedia: '',
      tiktokShop: '',
      instagram: '',
      mapEmbedUrl:
        '<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600"></iframe>',
      templateTanya: 'Assalamualaikum {toko}, mau tanya dong. {url}',
    });
    expect(saved.status).toBe(200);

    const page = (await t.app.inject('/kontakkami')).body;
    expect(page).toContain('Toko Salsabila');
    expect(page).not.toContain('Toko Env');
    expect(page).toContain('0813-2222-3333');
    expect(page).toContain('halo@salsabila.id');
    expect(page).toContain('WhatsApp 0857-1234-5678');
    const site = await visitorSettings();
    expect(site.mapEmbedUrl).toBe('https://www.google.com/maps/embed?pb=!1m18&x=1');
    expect(site.marketplaces).toEqual({ shopee: 'https://shopee.co.id/salsabila' });
    expect(site.social.instagram).toBeUndefined();
    expect(site.whatsapp).toEqual(['0812-9999-8888', '0857-1234-5678']);

    // The WhatsApp buttons take the first number and the new template.
    const tanya = await t.app.inject('/keluar/toko/whatsapp/tanya');
    expect(tanya.headers.location).toBe(
      `https://wa.me/6281299998888?text=${encodeURIComponent(
        'Assalamualaikum Toko Salsabila, mau tanya dong. https://toko.example.id/',
      )}`,
    );
    expect((await t.app.inject('/keluar/toko/whatsapp/nomor-2')).headers.location).toBe(
      'https://wa.me/6285712345678',
    );
    expect((await t.app.inject('/keluar/toko/whatsapp/nomor-3')).statusCode).toBe(404);
    expect((await t.app.inject('/keluar/toko/tokopedia')).statusCode).toBe(404);
    expect((await t.app.inject('/manifest.webmanifest')).json()).toMatchObject({
      name: 'Toko Salsabila',
    });
  });

  it('fill the product template, leaving out what the visitor has not chosen', async () => {
    await save({
      templateProduk: 'Halo {toko}! {produk}[ warna {warna}][ ukuran {ukuran}] = {harga} {url}',
    });
    const produk = await insertProduk(t.db, { nama_produk: 'Koko Umar', harga: 99_000, diskon: 0 });
    const res = await t.app.inject(`/keluar/${produk.id}/whatsapp`);
    expect(new URL(String(res.headers.location)).searchParams.get('text')).toBe(
      `Halo Toko Salsabila! Koko Umar = Rp 99.000 https://toko.example.id/detail/${produk.id}`,
    );
  });

  it('refuse bad input with a 400 and an Indonesian message at each field', async () => {
    const res = await save({
      phone: '12345',
      whatsapp: '0812-3456-7890\n0812-34x',
      email: 'bukan-email',
      name: '',
      shopee: 'http://shopee.co.id/x',
      mapEmbedUrl: 'https://evil.example/maps/embed',
      videoEmbedUrl: 'https://vimeo.com/1',
      announcementText: 'Diskon',
      announcementLink: '//evil.example',
      announcementStart: '2030-05-02T10:00',
      announcementEnd: '2030-05-01T10:00',
      templateProduk: 'Halo {toko} {nama} {Harga}',
      templateTanya: 'Halo [ {toko}',
    });
    expect(res.status).toBe(400);
    const issues = Object.fromEntries(
      (res.error?.data.issues ?? []).map((issue) => [issue.path, issue.message]),
    );
    expect(issues).toMatchObject({
      name: 'Nama toko wajib diisi.',
      phone: 'Nomor "12345" tidak valid. Tulis seperti 0812-3456-7890 atau +62 812-3456-7890.',
      whatsapp: expect.stringContaining('"0812-34x" tidak valid'),
      email: 'Format email tidak valid',
      shopee: 'Link harus berupa alamat https:// yang valid.',
      mapEmbedUrl: expect.stringContaining('Google Maps'),
      videoEmbedUrl: expect.stringContaining('YouTube'),
      announcementLink: expect.stringContaining('diawali /'),
      templateProduk:
        'Isian tidak dikenal: {nama}, {Harga}. Yang bisa dipakai: {produk}, {warna}, {ukuran}, {usia}, {harga}, {url}, {toko}.',
      templateTanya: 'Tanda [ dan ] harus berpasangan dan tidak boleh bersarang.',
    });
    // Between fields, once each field is right.
    const order = await save({
      announcementText: 'Diskon',
      announcementStart: '2030-05-02T10:00',
      announcementEnd: '2030-05-01T10:00',
    });
    expect(order.status).toBe(400);
    expect(order.error?.data.issues).toEqual([
      { path: 'announcementEnd', message: 'Selesai harus setelah waktu mulai.' },
    ]);
    const noText = await save({ announcementText: '', announcementLink: '/kategori' });
    expect(noText.error?.data.issues).toEqual([
      {
        path: 'announcementText',
        message: 'Isi teks pengumuman, atau kosongkan tautan dan tanggalnya.',
      },
    ]);
    for (const link of ['javascript:alert(1)', '/\\evil.example', 'data:text/html,x']) {
      expect((await save({ announcementText: 'A', announcementLink: link })).status, link).toBe(
        400,
      );
    }
    expect((await visitorSettings()).name).toBe('Toko Salsabila');
  });
});

describe('the announcement bar', () => {
  /** A whole minute on the shop clock `ms` from now by the app's clock, as the form writes it. */
  const minuteAhead = (ms: number) => {
    const target = Math.ceil((clock() + 60_000) / 60_000) * 60_000;
    shift += target - ms - clock();
    return shopClockAt(target, t.config.shop.timeZone);
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shows on every page while active, with its link, and its key changes with it', async () => {
    await save({
      announcementText: 'Gratis ongkir akhir pekan',
      announcementLink: '/penawarankhusus',
      announcementStart: '',
      announcementEnd: '',
    });
    const page = (await t.app.inject('/FAQ')).body;
    expect(page).toMatch(/<aside id="pengumuman" data-key="[\w-]{12}" aria-label="Pengumuman"/);
    expect(page).toContain('Gratis ongkir akhir pekan');
    expect(page).toContain('href="/penawarankhusus"');
    const first = (await visitorSettings()).announcement?.key;
    await save({ announcementText: 'Gratis ongkir sepekan' });
    expect((await visitorSettings()).announcement?.key).not.toBe(first);
  });

  // The boundary is 1.5 s ahead on the app's clock: time enough to keep the page before it.
  it('appears at its start and goes at its end, though pages were kept before', async () => {
    const start = minuteAhead(1500);
    expect(
      (
        await save({
          announcementText: 'Flash sale',
          announcementStart: start,
          announcementEnd: '',
        })
      ).status,
    ).toBe(200);
    expect((await t.app.inject('/tentangkami')).body).not.toContain('Flash sale');
    expect((await visitorSettings()).announcement).toBeUndefined();
    expect(
      (await trpcQuery<{ announcementStatus: string }>(t.app, 'site.pengaturan', undefined, main))
        .data.announcementStatus,
    ).toBe('scheduled');
    await wait(2000);
    expect((await t.app.inject('/tentangkami')).body).toContain('Flash sale');
    expect((await visitorSettings()).announcement?.text).toBe('Flash sale');

    const end = minuteAhead(1500);
    await save({ announcementStart: '', announcementEnd: end });
    expect((await t.app.inject('/tentangkami')).body).toContain('Flash sale');
    await wait(2000);
    expect((await t.app.inject('/tentangkami')).body).not.toContain('Flash sale');
    expect((await visitorSettings()).announcement).toBeUndefined();
  });
});

describe('announcementState', () => {
  const tz = 'Asia/Jakarta';
  const at = (iso: string) => Date.parse(iso);
  const settings = {
    announcementText: 'Promo',
    announcementStart: '2030-01-01T08:00',
    announcementEnd: '2030-01-02T08:00',
  };
  it('is scheduled before the start, active between, ended after, and names the next boundary', () => {
    expect(announcementState(settings, at('2030-01-01T00:59:59Z'), tz)).toEqual({
      status: 'scheduled',
      next: at('2030-01-01T01:00:00Z'),
    });
    expect(announcementState(settings, at('2030-01-01T01:00:00Z'), tz)).toEqual({
      status: 'active',
      next: at('2030-01-02T01:00:00Z'),
    });
    expect(announcementState(settings, at('2030-01-02T01:00:00Z'), tz).status).toBe('ended');
    expect(announcementState({ ...settings, announcementText: '' }, 0, tz).status).toBe('none');
  });
});

describe('seeding from SHOP_* on start', () => {
  it('stores the environment once, on a new or an existing database, and the database wins after', async () => {
    const database = await createTestDatabase();
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'etalase-pengaturan-'));
    const storage = new LocalDiskStorage(path.join(root, 'uploads'));
    const lines: string[] = [];
    const log = { info: (_: object, m: string) => void lines.push(m), warn: () => undefined };
    const start = (env: Record<string, string>) =>
      prepareDatabase(
        database.db,
        { ...loadConfig({ DATA_DIR: root, ...env }), seedDemo: false },
        storage,
        log,
      );
    try {
      // A shop that ran before this update: its catalogue is there, the settings are not.
      await insertProduk(database.db);
      await start({ SHOP_NAME: 'Toko Lama', SHOP_WHATSAPP: '6282222222222' });
      const first = (await readPengaturan(database.db))?.isi as Record<string, unknown>;
      expect(first).toMatchObject({ name: 'Toko Lama', whatsapp: ['6282222222222'] });
      expect(lines).toContain(
        'shop settings stored from SHOP_* (first start); from now on they are changed on the admin Pengaturan page',
      );

      await start({ SHOP_NAME: 'Nama Baru Di Env' });
      expect((await readPengaturan(database.db))?.isi).toMatchObject({ name: 'Toko Lama' });
      expect(lines.at(-1)).toBe(
        'shop settings read from the database (admin Pengaturan); SHOP_* only seed a first start',
      );
    } finally {
      await database.close();
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('gives the demo shop an announcement that is active from its first day for thirty days', () => {
    const now = Date.parse('2030-03-10T20:00:00Z'); // 11 March, 03:00 in Jakarta
    const demo = demoAnnouncement(now, 'Asia/Jakarta');
    expect(demo).toMatchObject({
      announcementStart: '2030-03-11T00:00',
      announcementEnd: '2030-04-10T23:59',
      announcementLink: '/penawarankhusus',
    });
    expect(announcementState(demo, now, 'Asia/Jakarta').status).toBe('active');
  });
});
