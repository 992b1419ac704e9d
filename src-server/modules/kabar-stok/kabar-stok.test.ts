import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KABAR_STOK_CONSENT, kabarStokCopy } from '../../../src/shared/kabar-stok.js';
import { messages } from '../../../src/shared/messages.js';
import { NEWSLETTER_CONSENT } from '../../../src/shared/newsletter-consent.js';
import { discountedPrice, formatRupiah } from '../../../src/shared/price.js';
import { produkShareImagePath } from '../../../src/shared/share-images.js';
import type { KabarStokMenunggu, KabarStokRow } from '../../../src/shared/schemas/kabar-stok.js';
import { createAdmins } from '../../test/admins.js';
import { insertProduk, insertUkuran, insertWarna } from '../../test/fixtures.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { jpeg } from '../../test/uploads.js';
import { oneClickPosts } from '../../test/one-click.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { composeDeps } from '../../services/outbox/compose.js';
import { sendDueSurel, smtpSecrets, smtpTransport } from '../../services/outbox/worker.js';
import { unsubscribeTokens } from '../../services/tokens/unsubscribe-token.js';

// Back-in-stock alerts (issue 21 item 4, docs/decisions/0028) through the real app and
// database (PGlite, and PostgreSQL with `npm run test:pg`): a request waits on a sold-out cell;
// every availability write that makes the cell Tersedia ends the confirmed requests with one
// mail per address and product in the outbox; an address is confirmed by its first mail before
// anything else is mailed to it, and makes a few requests a day at most; a repeat, a missing
// consent, a cell not sold out are refused or merged; the mail goes out through a real SMTP
// server with its product card and stop link (one-click in every form); the no-JavaScript form.

let t: TestApp;
let smtp: TestSmtp;
let main: string;
let staff: string;
let address: string;
let client = 0;
/** The value, which the test has just made sure of; fails the test when it is missing. */
function got<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('tidak ada');
  return value;
}
/** Each call from its own address, so the sign-up limit (10 a minute) is not what is tested. */
const from = () => ({ 'x-forwarded-for': `10.31.${Math.floor(++client / 250)}.${client % 250}` });

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(
    { TRUST_PROXY: 'true', PUBLIC_URL: 'https://toko.example' },
    { client: await storefrontClient() },
  );
  ({ mainCookie: main, staffCookie: staff } = await createAdmins(t.app, t.db));
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  await t.db.deleteFrom('kabar_stok').execute();
  await t.db.deleteFrom('surel').execute();
  await t.db.deleteFrom('kabar_stok_alamat').execute();
  smtp.received.length = 0;
});

const worker = () => ({
  compose: composeDeps({ db: t.db, config: t.config, settings: t.app.shopSettings }),
  transport: smtpTransport(smtp.url),
  from: undefined,
  secrets: smtpSecrets(smtp.url),
  log: { warn: () => undefined, error: () => undefined },
  baseBackoffMs: 1,
});

/** The mails the test SMTP server got for `email`. */
const receivedBy = (email: string) =>
  smtp.received.filter((r) => r.to && !Array.isArray(r.to) && r.to.text === email);

/** Sends what waits, then follows the confirmation link `email` got; answers the redirect. */
async function confirmAddress(email: string) {
  await sendDueSurel(worker());
  const mail = receivedBy(email).findLast((r) => r.subject === kabarStokCopy.confirmSubject);
  const link = /https:\/\/toko\.example(\/konfirmasi-kabar-stok\?token=[0-9a-f]{64})/.exec(
    mail?.text ?? '',
  )?.[1];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  return t.app.inject({ url: link });
}

/** A product with two colours and two sizes, Navy × M marked Habis by the admin. */
async function soldOutProduk() {
  const produk = await insertProduk(t.db, {
    nama_produk: 'Gamis Aisyah',
    harga: 150_000,
    diskon: 10,
  });
  const navy = await insertWarna(t.db, produk.id, 'Navy');
  const pink = await insertWarna(t.db, produk.id, 'Pink');
  const m = await insertUkuran(t.db, produk.id, { ukuran: 'M', usia: '3-4 tahun' });
  const l = await insertUkuran(t.db, produk.id, { ukuran: 'L', usia: '5-6 tahun' });
  const cells = (habis: { warna: number; ukuran: number }[]) =>
    [navy, pink].flatMap((w) =>
      [m, l].map((u) => ({
        id_warna: w.id,
        id_ukuran: u.id,
        tersedia: !habis.some((h) => h.warna === w.id && h.ukuran === u.id),
        stok: null,
      })),
    );
  const save = (habis: { warna: number; ukuran: number }[], cookie = staff) =>
    trpcMutation(
      t.app,
      'ketersediaan.save',
      { idProduk: produk.id, cells: cells(habis) },
      { cookie },
    );
  const res = await save([{ warna: navy.id, ukuran: m.id }]);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return { produk, navy, pink, m, l, save };
}

function minta(
  input: { idProduk: number; idWarna: number | null; idUkuran: number; email: string },
  persetujuan = true,
) {
  return trpcMutation(
    t.app,
    'kabarStok.request',
    { ...input, persetujuan, halaman: `/detail/${input.idProduk}` },
    from(),
  );
}

/** A request from an address that then confirms (its confirmation mail sent and followed). */
async function ask(input: {
  idProduk: number;
  idWarna: number | null;
  idUkuran: number;
  email: string;
}) {
  const res = await minta(input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  const confirmed = await confirmAddress(input.email);
  expect(confirmed.headers.location).toBe('/kabari-saya?hasil=dikonfirmasi');
  return res;
}

const requests = () => t.db.selectFrom('kabar_stok').selectAll().orderBy('id').execute();
/** The alerts in the outbox (the confirmation mails are `confirmations`). */
const outbox = () =>
  t.db.selectFrom('surel').selectAll().where('jenis', '=', 'kabar_stok').orderBy('id').execute();
const confirmations = () =>
  t.db
    .selectFrom('surel')
    .selectAll()
    .where('jenis', '=', 'kabar_stok_konfirmasi')
    .orderBy('id')
    .execute();

describe('a request', () => {
  it('waits on a sold-out size, and a repeat for the same address and cell adds nothing', async () => {
    const { produk, navy, m } = await soldOutProduk();
    const cell = { idProduk: produk.id, idWarna: navy.id, idUkuran: m.id };
    const first = await minta({ ...cell, email: 'Bunda@Mail.com ' });
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.data).toEqual({ tercatat: true });
    const again = await minta({ ...cell, email: 'bunda@mail.com' });
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ tercatat: true });
    const rows = await requests();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'bunda@mail.com',
      id_warna: navy.id,
      id_ukuran: m.id,
      berakhir_at: null,
      surel_id: null,
      persetujuan_halaman: `/detail/${produk.id}`,
    });
    // The stop link's token is kept only as a keyed hash, beside its salt.
    expect(rows[0]?.token_berhenti).toMatch(/^[0-9a-f]{64}$/);
    // The stock alert's own consent, not the newsletter's.
    expect(rows[0]?.persetujuan_versi).toBe(KABAR_STOK_CONSENT.version);
    expect(await outbox()).toEqual([]);
    // A new address: one mail, which asks to confirm.
    expect((await confirmations()).map((s) => [s.penerima, s.subjek])).toEqual([
      ['bunda@mail.com', 'Konfirmasi permintaan kabar stok'],
    ]);
  });

  it('is refused without consent, with a clear Indonesian 400, and nothing is kept', async () => {
    const { produk, navy, m } = await soldOutProduk();
    const res = await minta(
      { idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email: 'ani@mail.com' },
      false,
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(kabarStokCopy.consentRequired);
    expect(await requests()).toEqual([]);
  });

  it('is refused for a size that is available, a cell of another product and a bad address', async () => {
    const { produk, navy, pink, m } = await soldOutProduk();
    const other = await insertProduk(t.db);
    const otherSize = await insertUkuran(t.db, other.id);
    const available = await minta({
      idProduk: produk.id,
      idWarna: pink.id,
      idUkuran: m.id,
      email: 'ani@mail.com',
    });
    expect(available.status).toBe(409);
    expect(available.error?.message).toBe(kabarStokCopy.alreadyAvailable);
    const foreign = await minta({
      idProduk: produk.id,
      idWarna: navy.id,
      idUkuran: otherSize.id,
      email: 'ani@mail.com',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.message).toBe(kabarStokCopy.cellNotOfProduk);
    const noColour = await minta({
      idProduk: produk.id,
      idWarna: null,
      idUkuran: m.id,
      email: 'ani@mail.com',
    });
    expect(noColour.status).toBe(400);
    const badEmail = await minta({
      idProduk: produk.id,
      idWarna: navy.id,
      idUkuran: m.id,
      email: 'bukan-email',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.error?.message).toBe(messages.emailInvalid);
    const missing = await minta({
      idProduk: 2_000_000_000,
      idWarna: navy.id,
      idUkuran: m.id,
      email: 'ani@mail.com',
    });
    expect(missing.status).toBe(404);
    expect(await requests()).toEqual([]);
  });

  it('is rate limited per client like the newsletter sign-up', async () => {
    const { produk, navy, m } = await soldOutProduk();
    const one = { 'x-forwarded-for': '10.31.250.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await trpcMutation(
        t.app,
        'kabarStok.request',
        {
          idProduk: produk.id,
          idWarna: navy.id,
          idUkuran: m.id,
          email: `batas${i}@mail.com`,
          persetujuan: true,
        },
        one,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await requests()).toHaveLength(10);
  });
});

describe('the cell available again', () => {
  it('writes exactly one mail per waiting request and ends them; a later save writes none', async () => {
    const { produk, navy, pink, m, l, save } = await soldOutProduk();
    // Pink × L Habis too, with its own waiting request that must stay.
    expect(
      (
        await save([
          { warna: navy.id, ukuran: m.id },
          { warna: pink.id, ukuran: l.id },
        ])
      ).status,
    ).toBe(200);
    for (const email of ['a@mail.com', 'b@mail.com']) {
      await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email });
    }
    await ask({ idProduk: produk.id, idWarna: pink.id, idUkuran: l.id, email: 'c@mail.com' });

    const counts = await trpcQuery<KabarStokMenunggu>(
      t.app,
      'kabarStok.waiting',
      { idProduk: produk.id },
      { cookie: staff },
    );
    expect(counts.data).toEqual({
      total: 3,
      cells: [
        { id_warna: navy.id, id_ukuran: m.id, jumlah: 2 },
        { id_warna: pink.id, id_ukuran: l.id, jumlah: 1 },
      ],
    });

    // Navy × M Tersedia; Pink × L stays Habis.
    expect((await save([{ warna: pink.id, ukuran: l.id }])).status).toBe(200);
    const mails = await outbox();
    expect(mails.map((s) => [s.jenis, s.penerima, s.status])).toEqual([
      ['kabar_stok', 'a@mail.com', 'menunggu'],
      ['kabar_stok', 'b@mail.com', 'menunggu'],
    ]);
    expect(mails[0]?.subjek).toBe('Gamis Aisyah ukuran M · 3-4 tahun, Navy tersedia lagi');
    const rows = await requests();
    expect(rows.map((r) => [r.email, r.berakhir_at !== null, r.surel_id])).toEqual([
      ['a@mail.com', true, mails[0]?.id],
      ['b@mail.com', true, mails[1]?.id],
      ['c@mail.com', false, null],
    ]);

    // Saved again, and with the same marks: nothing more.
    expect((await save([{ warna: pink.id, ukuran: l.id }])).status).toBe(200);
    expect(await outbox()).toHaveLength(2);
    const after = await trpcQuery<KabarStokMenunggu>(
      t.app,
      'kabarStok.waiting',
      { idProduk: produk.id },
      { cookie: staff },
    );
    expect(after.data.total).toBe(1);
  });

  it('gives one mail each when two saves make it Tersedia at once', async () => {
    const { produk, navy, m, save } = await soldOutProduk();
    for (const email of ['x@mail.com', 'y@mail.com', 'z@mail.com']) {
      await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email });
    }
    const saves = await Promise.all([save([], staff), save([], main), save([], staff)]);
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200]);
    const mails = await outbox();
    expect(mails.map((s) => s.penerima).sort()).toEqual(['x@mail.com', 'y@mail.com', 'z@mail.com']);
    expect((await requests()).every((r) => r.berakhir_at !== null && r.surel_id !== null)).toBe(
      true,
    );
  });

  it('never misses a request made while a save makes the cell Tersedia', async () => {
    const { produk, navy, m, l, save } = await soldOutProduk();
    // Six confirmed addresses (each asked for Navy × L first, which stays Habis).
    await save([
      { warna: navy.id, ukuran: m.id },
      { warna: navy.id, ukuran: l.id },
    ]);
    const emails = Array.from({ length: 6 }, (_, i) => `r${i}@mail.com`);
    for (const email of emails) {
      await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: l.id, email });
    }
    const asked = emails.map((email) =>
      minta({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email }),
    );
    const [saved, ...answers] = await Promise.all([
      save([{ warna: navy.id, ukuran: l.id }]),
      ...asked,
    ]);
    expect(saved.status).toBe(200);
    // Each request either came first (and was mailed) or came after (and was refused: 409).
    const recorded = answers.filter((a) => a.status === 200).length;
    expect(recorded + answers.filter((a) => a.status === 409).length).toBe(6);
    expect(await outbox()).toHaveLength(recorded);
    expect(
      (await requests()).filter((r) => r.berakhir_at === null && r.id_ukuran === m.id),
    ).toEqual([]);
  });

  it('through the CSV import too', async () => {
    const { produk, navy, m } = await soldOutProduk();
    await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email: 'csv@mail.com' });
    const csv =
      'id,ketersediaan\n' + `${produk.id},Navy / M (3-4 tahun): 4; Navy / L (5-6 tahun): habis\n`;
    const upload = async (procedure: string, token?: string) => {
      const body = new FormData();
      body.append('file', new Blob([csv], { type: 'text/csv' }), 'produk.csv');
      if (token) body.append('token', token);
      const res = await fetch(`${address}/api/trpc/produkCsv.${procedure}`, {
        method: 'POST',
        body,
        headers: { cookie: staff },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { result?: { data: { token?: string } } };
    };
    const token = (await upload('preview')).result?.data.token;
    expect(token).toBeDefined();
    await upload('commit', token);
    expect((await outbox()).map((s) => s.penerima)).toEqual(['csv@mail.com']);
    expect(await requests()).toMatchObject([
      { email: 'csv@mail.com', surel_id: expect.any(Number) },
    ]);
  });

  it('through the product editor too', async () => {
    const staged = async () => {
      const form = new FormData();
      const image = await jpeg(240, 320);
      form.append(
        'file',
        new Blob([image as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
        'a.jpg',
      );
      const res = await fetch(`${address}/api/trpc/produkEditor.upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: staff },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { result: { data: { berkas: string } } }).result.data.berkas;
    };
    const produkFields = {
      nama_produk: 'Koko Zaid',
      harga: 120_000,
      diskon: 0,
      jumlah_terjual: 0,
      kategori: 'lakilaki',
      deskripsi_produk: 'Adem.',
      link_shopee: null,
      link_tokopedia: null,
      link_tiktok: null,
    };
    const created = await trpcMutation<{ id: number }>(
      t.app,
      'produkEditor.save',
      {
        produk: produkFields,
        foto: [{ berkas: await staged(), alt: null, warna: null }],
        warna: [
          { key: 'navy', warna: 'Navy', kode_warna: '#1e3a5f', foto: { sumber: 'foto', ke: 0 } },
        ],
        ukuran: [{ key: 'xl', usia: '8-9 tahun', ukuran: 'XL' }],
        ketersediaan: [{ warna: 'navy', ukuran: 'xl', tersedia: false, stok: null }],
      },
      { cookie: staff },
    );
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.data.id;
    const data = (
      await trpcQuery<{
        foto: { id: number; alt: string | null }[];
        warna: { id: number; warna: string; kode_warna: string | null }[];
        ukuran: { id: number; usia: string; ukuran: string }[];
      }>(t.app, 'produkEditor.byId', { id }, { cookie: staff })
    ).data;
    const [navy] = data.warna;
    const [xl] = data.ukuran;
    if (!navy || !xl) throw new Error('no colour or size');
    await ask({ idProduk: id, idWarna: navy.id, idUkuran: xl.id, email: 'editor@mail.com' });
    const saved = await trpcMutation(
      t.app,
      'produkEditor.save',
      {
        id,
        produk: produkFields,
        foto: data.foto.map((f) => ({ id: f.id, alt: f.alt, warna: null })),
        warna: [
          {
            key: String(navy.id),
            id: navy.id,
            warna: 'Navy',
            kode_warna: '#1e3a5f',
            foto: { sumber: 'tetap' },
          },
        ],
        ukuran: [{ key: String(xl.id), id: xl.id, usia: xl.usia, ukuran: xl.ukuran }],
        ketersediaan: [],
      },
      { cookie: staff },
    );
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect((await outbox()).map((s) => [s.penerima, s.subjek])).toEqual([
      ['editor@mail.com', 'Koko Zaid ukuran XL · 8-9 tahun, Navy tersedia lagi'],
    ]);
  });

  it('takes back a mail nobody tried to send when the cell is Habis again, and the request waits', async () => {
    const { produk, navy, m, save } = await soldOutProduk();
    await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email: 'lagi@mail.com' });
    await save([]);
    expect(await outbox()).toHaveLength(1);
    await save([{ warna: navy.id, ukuran: m.id }]);
    expect(await outbox()).toEqual([]);
    expect(await requests()).toMatchObject([{ berakhir_at: null, surel_id: null }]);
    // Tersedia again: one mail, as before.
    await save([]);
    expect(await outbox()).toHaveLength(1);
  });

  it('leaves a mail already tried when the cell is Habis again', async () => {
    const { produk, navy, m, save } = await soldOutProduk();
    await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email: 'coba@mail.com' });
    await save([]);
    await t.db.updateTable('surel').set({ percobaan: 1, galat_terakhir: 'putus' }).execute();
    await save([{ warna: navy.id, ukuran: m.id }]);
    expect(await outbox()).toHaveLength(1);
    expect((await requests())[0]?.berakhir_at).not.toBeNull();
  });
});

describe('the mail', () => {
  it('goes out once through SMTP with the product card, the colour page link and a working stop link', async () => {
    const { produk, navy, m, save } = await soldOutProduk();
    await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email: 'kirim@mail.com' });
    await ask({ idProduk: produk.id, idWarna: navy.id, idUkuran: m.id, email: 'lain@mail.com' });
    await save([]);
    // The two confirmation mails went out already (ask); now the two alerts.
    expect(smtp.received).toHaveLength(2);
    expect(await sendDueSurel(worker())).toBe(2);
    expect(await sendDueSurel(worker())).toBe(0);
    expect(smtp.received).toHaveLength(4);
    const mail = receivedBy('kirim@mail.com').find(
      (r) => r.subject !== kabarStokCopy.confirmSubject,
    );
    if (!mail) throw new Error('no mail to kirim@mail.com');
    expect(mail.subject).toBe('Gamis Aisyah ukuran M · 3-4 tahun, Navy tersedia lagi');
    expect(mail.from?.value[0]).toEqual({ name: 'Etalase', address: 'halo@etalase.id' });
    const html = String(mail.html);
    const text = mail.text ?? '';
    for (const part of [html, text]) {
      expect(part).toContain('Gamis Aisyah');
      expect(part).toContain(formatRupiah(discountedPrice(150_000, 10)));
      expect(part).toContain('Jl. Cimanuk No. 123');
      expect(part).toContain(`https://toko.example/detail/${produk.id}?warna=${navy.id}`);
    }
    expect(html).toContain(`https://toko.example${produkShareImagePath(produk.id, navy.id)}`);
    const stop = /https:\/\/toko\.example\/berhenti-kabar-stok\?token=([0-9a-f]{64})/.exec(text);
    expect(stop).not.toBeNull();
    const unfold = (line = '') => line.replace(/\r\n\s+/g, ' ');
    expect(unfold(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line)).toBe(
      `List-Unsubscribe: <${stop?.[0]}>`,
    );
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    // Neither the database nor the outbox holds the link's token.
    const token = stop?.[1] ?? '';
    expect(JSON.stringify(await requests())).not.toContain(token);
    expect(JSON.stringify(await outbox())).not.toContain(token);

    // The one-click POST (RFC 8058) erases the address, its requests and its mails.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/berhenti-kabar-stok?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await requests()).map((r) => r.email)).toEqual(['lain@mail.com']);
    expect((await outbox()).map((s) => s.penerima)).toEqual(['lain@mail.com']);
    const again = await t.app.inject({
      method: 'POST',
      url: `/berhenti-kabar-stok?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(404);
  });
});

/** A product with two colours and five sizes, every cell marked Habis. */
async function allSoldOut() {
  const produk = await insertProduk(t.db, { nama_produk: 'Koko Habis', harga: 100_000, diskon: 0 });
  const warna = [
    await insertWarna(t.db, produk.id, 'Navy'),
    await insertWarna(t.db, produk.id, 'Pink'),
  ];
  const ukuran: Awaited<ReturnType<typeof insertUkuran>>[] = [];
  for (const [ukuranName, usia] of [
    ['S', '1-2 tahun'],
    ['M', '3-4 tahun'],
    ['L', '5-6 tahun'],
    ['XL', '7-8 tahun'],
    ['XXL', '9-10 tahun'],
  ] as const) {
    ukuran.push(await insertUkuran(t.db, produk.id, { ukuran: ukuranName, usia }));
  }
  const cells = warna.flatMap((w) => ukuran.map((u) => ({ warna: w, ukuran: u })));
  const save = (habis: (c: (typeof cells)[number]) => boolean) =>
    trpcMutation(
      t.app,
      'ketersediaan.save',
      {
        idProduk: produk.id,
        cells: cells.map((c) => ({
          id_warna: c.warna.id,
          id_ukuran: c.ukuran.id,
          tersedia: !habis(c),
          stok: null,
        })),
      },
      { cookie: staff },
    );
  expect((await save(() => true)).status).toBe(200);
  return { produk, warna, ukuran, cells, save };
}

describe('not a way to mail strangers', () => {
  it("mails a stranger's address one confirmation, caps its requests a day whatever the client, and nothing on restock", async () => {
    const { produk, cells, save } = await allSoldOut();
    // Ten sold-out cells in a minute, each from another client.
    const answers = [];
    for (const cell of cells) {
      answers.push(
        await minta({
          idProduk: produk.id,
          idWarna: cell.warna.id,
          idUkuran: cell.ukuran.id,
          email: 'orang.lain@mail.com',
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([
      200, 200, 200, 429, 429, 429, 429, 429, 429, 429,
    ]);
    expect(answers[3]?.error?.message).toBe(kabarStokCopy.quotaReached);
    expect(await requests()).toHaveLength(3);
    expect((await confirmations()).map((m) => m.penerima)).toEqual(['orang.lain@mail.com']);
    // Everything back in stock: nothing for an address that never confirmed.
    expect((await save(() => false)).status).toBe(200);
    expect(await outbox()).toEqual([]);
    expect((await requests()).every((r) => r.berakhir_at === null)).toBe(true);
    await sendDueSurel(worker());
    expect(receivedBy('orang.lain@mail.com').map((m) => m.subject)).toEqual([
      'Konfirmasi permintaan kabar stok',
    ]);
    // Asking again the next minutes writes no second confirmation (at most one a day).
    expect((await save(() => true)).status).toBe(200);
    await t.db.deleteFrom('kabar_stok').execute();
    const later = await minta({
      idProduk: produk.id,
      idWarna: cells[0]?.warna.id ?? 0,
      idUkuran: cells[0]?.ukuran.id ?? 0,
      email: 'orang.lain@mail.com',
    });
    expect(later.status).toBe(200);
    expect(await confirmations()).toHaveLength(1);
  });

  it('counts the cap per address: the no-JavaScript form says so, and a day later it may ask again', async () => {
    const { produk, cells } = await allSoldOut();
    const post = (cell: (typeof cells)[number]) =>
      t.app.inject({
        method: 'POST',
        url: '/kabari-saya',
        payload: `produk=${produk.id}&sel=${cell.warna.id}%3A${cell.ukuran.id}&email=batas%40mail.com&persetujuan=on`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
      });
    for (const cell of cells.slice(0, 3)) {
      expect((await post(got(cell))).headers.location).toMatch(/hasil=tercatat$/);
    }
    const refused = await post(got(cells[3]));
    expect(refused.headers.location).toBe(
      `/kabari-saya?produk=${produk.id}&warna=${cells[3]?.warna.id}&galat=kuota`,
    );
    const page = await t.app.inject({ url: refused.headers.location as string });
    expect(page.body).toContain(kabarStokCopy.resultFailed.kuota);
    await sql`update kabar_stok set created_at = now() - interval '25 hours'`.execute(t.db);
    expect((await post(got(cells[3]))).headers.location).toMatch(/hasil=tercatat$/);
  });

  it('mails once confirmed: the sizes back already at once, one mail per product naming every size and colour', async () => {
    const { produk, warna, ukuran, save } = await allSoldOut();
    const [navy, pink] = [got(warna[0]), got(warna[1])];
    const [s, m, l] = [got(ukuran[0]), got(ukuran[1]), got(ukuran[2])];
    const email = 'bunda.tiga@mail.com';
    for (const cell of [
      { idWarna: navy.id, idUkuran: s.id },
      { idWarna: navy.id, idUkuran: m.id },
      { idWarna: pink.id, idUkuran: l.id },
    ]) {
      expect((await minta({ idProduk: produk.id, ...cell, email })).status).toBe(200);
    }
    expect(await confirmations()).toHaveLength(1);
    // Back before the address confirmed: nothing mailed yet.
    expect((await save((c) => c.ukuran.id !== s.id && c.ukuran.id !== l.id)).status).toBe(200);
    expect(await outbox()).toEqual([]);
    // The confirmation: one mail now, for the two cells that are back.
    const confirmed = await confirmAddress(email);
    expect(confirmed.headers.location).toBe('/kabari-saya?hasil=dikonfirmasi');
    const landing = await t.app.inject({ url: confirmed.headers.location as string });
    expect(landing.body).toContain(kabarStokCopy.resultConfirmed);
    expect((await outbox()).map((o) => o.subjek)).toEqual([
      'Koko Habis: 2 ukuran yang kamu tunggu tersedia lagi',
    ]);
    // The third comes back in the next save: its own mail.
    expect((await save(() => false)).status).toBe(200);
    const mails = await outbox();
    expect(mails.map((o) => o.subjek)).toEqual([
      'Koko Habis: 2 ukuran yang kamu tunggu tersedia lagi',
      'Koko Habis ukuran M · 3-4 tahun, Navy tersedia lagi',
    ]);
    await sendDueSurel(worker());
    const both = receivedBy(email).find((r) => r.subject?.startsWith('Koko Habis: 2'));
    for (const part of [both?.text ?? '', String(both?.html)]) {
      expect(part).toContain('S · 1-2 tahun, Navy');
      expect(part).toContain('L · 5-6 tahun, Pink');
      expect(part).not.toContain('M · 3-4 tahun');
    }
    // A confirmed address's next request needs no confirmation.
    expect((await save(() => true)).status).toBe(200);
    await t.db.deleteFrom('kabar_stok').execute();
    expect(
      (await minta({ idProduk: produk.id, idWarna: navy.id, idUkuran: s.id, email })).status,
    ).toBe(200);
    expect(await confirmations()).toHaveLength(1);
    // A wrong link confirms nothing.
    const bad = await t.app.inject({ url: `/konfirmasi-kabar-stok?token=${'0'.repeat(64)}` });
    expect(bad.headers.location).toBe('/kabari-saya?galat=konfirmasi');
  });

  it('writes one mail per address for the sizes back in one save, and takes it back whole when one is Habis again', async () => {
    const { produk, cells, save } = await allSoldOut();
    // Two addresses ask for the same three cells (the cap).
    const three = cells.slice(0, 3);
    for (const email of ['a@mail.com', 'b@mail.com']) {
      for (const cell of three) {
        await minta({
          idProduk: produk.id,
          idWarna: cell.warna.id,
          idUkuran: cell.ukuran.id,
          email,
        });
      }
      await confirmAddress(email);
    }
    await save(() => false);
    expect((await outbox()).map((o) => [o.penerima, o.subjek])).toEqual([
      ['a@mail.com', 'Koko Habis: 3 ukuran yang kamu tunggu tersedia lagi'],
      ['b@mail.com', 'Koko Habis: 3 ukuran yang kamu tunggu tersedia lagi'],
    ]);
    // One of the three Habis again before the worker ran: both mails are taken back, and new
    // ones name the two still available.
    const again = got(three[0]);
    await save((c) => c.warna.id === again.warna.id && c.ukuran.id === again.ukuran.id);
    expect((await outbox()).map((o) => [o.penerima, o.subjek])).toEqual([
      ['a@mail.com', 'Koko Habis: 2 ukuran yang kamu tunggu tersedia lagi'],
      ['b@mail.com', 'Koko Habis: 2 ukuran yang kamu tunggu tersedia lagi'],
    ]);
    expect((await requests()).filter((r) => r.berakhir_at === null)).toHaveLength(2);
    await save(() => false);
    expect(await outbox()).toHaveLength(4);
  });

  it('stops with one click in every form, from the alert and from the confirmation mail', async () => {
    const { produk, cells, save } = await allSoldOut();
    const posts = await oneClickPosts();
    for (const [index, post] of posts.entries()) {
      // The alert's link.
      const alerted = `klik.${post.name}@mail.com`;
      const cell = got(cells[index]);
      await ask({
        idProduk: produk.id,
        idWarna: cell.warna.id,
        idUkuran: cell.ukuran.id,
        email: alerted,
      });
      await save((c) => c !== cell);
      await sendDueSurel(worker());
      // The confirmation mail's link (an address that never confirms).
      const stranger = `asing.${post.name}@mail.com`;
      const other = got(cells[index + 5]);
      const asked = await minta({
        idProduk: produk.id,
        idWarna: other.warna.id,
        idUkuran: other.ukuran.id,
        email: stranger,
      });
      expect(asked.status).toBe(200);
      await sendDueSurel(worker());
      for (const email of [alerted, stranger]) {
        const mail = receivedBy(email).at(-1);
        const header = mail?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
        const url = (/<(.+)>/.exec(header.replace(/\r\n\s+/g, ''))?.[1] ?? '').replace(
          'https://toko.example',
          '',
        );
        expect(url, `${post.name} ${email}`).toMatch(/^\/berhenti-kabar-stok\?token=[0-9a-f]{64}$/);
        const res = await t.app.inject({ method: 'POST', url, ...post });
        expect(res.statusCode, `${post.name} ${email}: ${res.body}`).toBe(200);
        expect(res.body).toBe('Berhenti menerima kabar stok.');
        expect((await requests()).filter((r) => r.email === email)).toEqual([]);
        const left = await t.db
          .selectFrom('surel')
          .select('id')
          .where('penerima', '=', email)
          .execute();
        expect(left).toEqual([]);
        expect(
          await t.db
            .selectFrom('kabar_stok_alamat')
            .select('id')
            .where('email', '=', email)
            .executeTakeFirst(),
        ).toBeUndefined();
        expect((await t.app.inject({ method: 'POST', url, ...post })).statusCode).toBe(404);
      }
      await save(() => true);
    }
  });

  it('shows Kotak keluar the confirmation and the alert with their links masked', async () => {
    const { produk, cells, save } = await allSoldOut();
    const cell = got(cells[0]);
    await ask({
      idProduk: produk.id,
      idWarna: cell.warna.id,
      idUkuran: cell.ukuran.id,
      email: 'lihat@mail.com',
    });
    await save(() => false);
    await sendDueSurel(worker());
    const sent = receivedBy('lihat@mail.com')
      .map((m) => m.text ?? '')
      .join('\n');
    const tokens = [...sent.matchAll(/token=([0-9a-f]{64})/g)].map((x) => x[1] ?? '');
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    const all = await t.db.selectFrom('surel').select(['id', 'jenis']).orderBy('id').execute();
    expect(all.map((m) => m.jenis)).toEqual(['kabar_stok_konfirmasi', 'kabar_stok']);
    for (const message of all) {
      const view = await trpcQuery<{ text: string }>(
        t.app,
        'surel.byId',
        { id: message.id },
        {
          cookie: main,
        },
      );
      expect(view.status).toBe(200);
      expect(view.data.text).toContain('token=disembunyikan');
      for (const token of tokens) expect(view.response.body).not.toContain(token);
      expect(view.response.body).not.toMatch(/token=[0-9a-f]{64}/);
    }
  });
});

describe('a request in Sampah', () => {
  it('goes with its product, comes back with it, and a stop link meanwhile erases it for good', async () => {
    const { produk, navy, m } = await soldOutProduk();
    const cell = { idProduk: produk.id, idWarna: navy.id, idUkuran: m.id };
    await minta({ ...cell, email: 'sampah@mail.com' });
    await minta({ ...cell, email: 'tetap@mail.com' });
    const waiting = (await requests()).filter((r) => r.id_produk === produk.id);
    const [erased, kept] = waiting;
    if (!erased || !kept) throw new Error('two requests expected');
    const token = unsubscribeTokens(t.config).token(erased.token_garam);

    const trash = async () => {
      const res = await trpcMutation<{ sampah: { id: number } }>(
        t.app,
        'produk.delete',
        { id: produk.id },
        { cookie: main },
      );
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.data.sampah.id;
    };
    const pulihkan = async (id: number) => {
      const res = await trpcMutation(t.app, 'sampah.restore', { id }, { cookie: main });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
    };
    const ofProduk = async () =>
      (await requests()).filter((r) => r.id_produk === produk.id).map((r) => r.email);

    // Moved to Sampah and back (the undo): both requests wait again, with their ids.
    await pulihkan(await trash());
    expect((await requests()).filter((r) => r.id_produk === produk.id)).toEqual(waiting);

    // In Sampah, the stop link still finds the address and erases it; the restore then brings
    // back only the other visitor's request.
    const sampahId = await trash();
    expect(await ofProduk()).toEqual([]);
    const info = await trpcQuery<{ email: string; menunggu: number } | null>(
      t.app,
      'kabarStok.unsubscribeInfo',
      { token },
    );
    expect(info.data).toEqual({ email: 's***@mail.com', menunggu: 1 });
    const stop = await t.app.inject({
      method: 'POST',
      url: `/berhenti-kabar-stok?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stop.statusCode).toBe(200);
    const snapshot = await t.db
      .selectFrom('sampah')
      .select('isi')
      .where('id', '=', sampahId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(snapshot.isi)).not.toContain('sampah@mail.com');
    await pulihkan(sampahId);
    expect(await ofProduk()).toEqual(['tetap@mail.com']);
  });
});

describe('the form without JavaScript', () => {
  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/kabari-saya',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
    });

  it("is on the product page, server-rendered: the chosen colour's sold-out sizes, the address and the consent", async () => {
    const { produk, navy, pink, m } = await soldOutProduk();
    const page = await t.app.inject({ url: `/detail/${produk.id}?warna=${navy.id}` });
    expect(page.statusCode).toBe(200);
    const form =
      /<form[^>]*action="\/kabari-saya"[^>]*>[\s\S]*?<\/form>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain(`name="produk" value="${produk.id}"`);
    expect(form).toContain(`value="${navy.id}:${m.id}"`);
    expect(form.match(/name="sel"/g)).toHaveLength(1);
    expect(form).toContain('name="email"');
    expect(form).toContain('name="persetujuan"');
    // The stock alert's own consent: not the newsletter's promos and vouchers.
    expect(form).toContain(KABAR_STOK_CONSENT.text('Etalase'));
    expect(form).not.toContain(NEWSLETTER_CONSENT.text('Etalase'));
    expect(form).not.toContain('info promo dan voucher');
    // A colour with every size left has no form.
    const other = await t.app.inject({ url: `/detail/${produk.id}?warna=${pink.id}` });
    expect(other.body).not.toContain('action="/kabari-saya"');
  });

  it('records the request and redirects to a page that says so', async () => {
    const { produk, navy, m } = await soldOutProduk();
    const res = await post(
      `produk=${produk.id}&sel=${navy.id}%3A${m.id}&email=tanpa.js%40mail.com&persetujuan=on`,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/kabari-saya?produk=${produk.id}&warna=${navy.id}&hasil=tercatat`,
    );
    expect((await requests()).map((r) => r.email)).toEqual(['tanpa.js@mail.com']);
    const page = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(kabarStokCopy.resultDone);
    expect(page.body).toContain(`/detail/${produk.id}?warna=${navy.id}`);
  });

  it('says why without consent or a size, and keeps nothing', async () => {
    const { produk, navy, m } = await soldOutProduk();
    const noConsent = await post(`produk=${produk.id}&sel=${navy.id}%3A${m.id}&email=a%40mail.com`);
    expect(noConsent.headers.location).toBe(
      `/kabari-saya?produk=${produk.id}&warna=${navy.id}&galat=persetujuan`,
    );
    const page = await t.app.inject({ method: 'GET', url: noConsent.headers.location as string });
    expect(page.body).toContain(kabarStokCopy.consentRequired);
    const noSize = await post(`produk=${produk.id}&email=a%40mail.com&persetujuan=on`);
    expect(noSize.headers.location).toBe(`/kabari-saya?produk=${produk.id}&galat=sel`);
    expect(await requests()).toEqual([]);
  });
});

describe('the admin', () => {
  it('sees the addresses only as the main admin', async () => {
    const { produk, navy, m } = await soldOutProduk();
    await minta({
      idProduk: produk.id,
      idWarna: navy.id,
      idUkuran: m.id,
      email: 'daftar@mail.com',
    });
    const list = await trpcQuery<KabarStokRow[]>(
      t.app,
      'kabarStok.list',
      { idProduk: produk.id },
      { cookie: main },
    );
    expect(list.data).toMatchObject([
      { email: 'daftar@mail.com', warna: 'Navy', ukuran: 'M', usia: '3-4 tahun' },
    ]);
    const forStaff = await trpcQuery(
      t.app,
      'kabarStok.list',
      { idProduk: produk.id },
      { cookie: staff },
    );
    expect(forStaff.status).toBe(403);
  });
});
