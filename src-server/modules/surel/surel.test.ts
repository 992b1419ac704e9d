import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { SMTP_PASSWORD, SMTP_USER, startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { oneClickPosts } from '../../test/one-click.js';
import { storefrontClient } from '../../test/rendering-app.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { unsubscribeTokens } from '../../services/tokens/unsubscribe-token.js';
import { composeDeps } from '../../services/outbox/compose.js';
import { claimDueSurel, markSurelSent } from '../../services/outbox/outbox.queries.js';
import {
  safeErrorText,
  sendDueSurel,
  smtpSecrets,
  smtpTransport,
  type WorkerOptions,
} from '../../services/outbox/worker.js';

// E-mail (issue 21, docs/decisions/0025) against a real SMTP server on 127.0.0.1: the welcome
// voucher's content and headers, one-click unsubscribe, confirmation, exactly once under
// concurrency, an outage then recovery, a restart in between.

let t: TestApp;
let smtp: TestSmtp;
let client = 0;
const from = () => ({ 'x-forwarded-for': `10.21.${Math.floor(++client / 250)}.${client % 250}` });
/** The value, which the test has just made sure of; fails the test when it is missing. */
function got<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('tidak ada');
  return value;
}
const silent = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  smtp = await startTestSmtp();
  // No SMTP_URL: the app keeps no worker, each test runs its own against `smtp`.
  // The storefront's pages render too (the confirmation's landing page shows the voucher).
  t = await createTestApp(
    { TRUST_PROXY: 'true', PUBLIC_URL: 'https://toko.example' },
    { client: await storefrontClient() },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  await t.db.deleteFrom('promo').execute();
  smtp.received.length = 0;
});

function worker(overrides: Partial<WorkerOptions> = {}): WorkerOptions {
  return {
    compose: composeDeps({ db: t.db, config: t.config, settings: t.app.shopSettings }),
    transport: smtpTransport(smtp.url),
    from: undefined,
    secrets: smtpSecrets(smtp.url),
    log: silent,
    baseBackoffMs: 1,
    ...overrides,
  };
}

async function subscribe(email: string) {
  const res = await trpcMutation(
    t.app,
    'promo.subscribe',
    { email, persetujuan: true, halaman: '/penawarankhusus' },
    from(),
  );
  expect(res.status, JSON.stringify(res.error)).toBe(200);
}

const outbox = () => t.db.selectFrom('surel').selectAll().orderBy('id').execute();
const promoRow = (email: string) =>
  t.db.selectFrom('promo').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const linkIn = (text: string, path: string) =>
  new RegExp(`https://toko\\.example${path}\\?token=([0-9a-f]{64})`).exec(text)?.[0];

/** The mail the test SMTP server got for `email` (the last one). */
function receivedBy(email: string) {
  return got(smtp.received.findLast((m) => m.to && !Array.isArray(m.to) && m.to.text === email));
}

/** Follows the confirmation link of the first mail `email` got; answers the redirect. */
async function confirmFromMail(email: string) {
  const link = got(linkIn(receivedBy(email).text ?? '', '/konfirmasi-langganan'));
  return t.app.inject({ url: link.replace('https://toko.example', '') });
}

describe('the welcome voucher', () => {
  it('is not in the first mail: that one asks to confirm, and no code exists before', async () => {
    await subscribe('bunda@mail.com');
    const [queued, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      jenis: 'konfirmasi_langganan',
      penerima: 'bunda@mail.com',
      status: 'menunggu',
      subjek: 'Konfirmasi langganan newsletter Etalase',
    });
    expect((await promoRow('bunda@mail.com')).kode_voucher).toBeNull();

    expect(await sendDueSurel(worker())).toBe(1);
    expect(await sendDueSurel(worker())).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = got(smtp.received[0]);
    expect(mail.subject).toBe('Konfirmasi langganan newsletter Etalase');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('bunda@mail.com');
    expect(mail.from?.value[0]).toEqual({ name: 'Etalase', address: 'halo@etalase.id' });
    for (const part of [mail.text ?? '', String(mail.html)]) {
      expect(part).not.toMatch(/HALO-/);
      expect(part).toContain('voucher diskon 10%');
      expect(part).toContain('Jl. Cimanuk No. 123');
      expect(linkIn(part, '/konfirmasi-langganan')).toBeDefined();
      expect(linkIn(part, '/berhenti-langganan')).toBeDefined();
    }
    const unsubscribe = got(linkIn(mail.text ?? '', '/berhenti-langganan'));
    // As the header lines arrived (mailparser reads List-Unsubscribe into parts).
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const unfold = (line = '') => line.replace(/\r\n\s+/g, ' ');
    expect(unfold(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line)).toBe(
      `List-Unsubscribe: <${unsubscribe}>`,
    );
    const sent = got((await outbox())[0]);
    expect(sent).toMatchObject({ status: 'terkirim', percobaan: 1, galat_terakhir: null });
    expect(sent.terkirim_at).toBeInstanceOf(Date);
  });

  it('comes with the confirmation: on the page the link lands on, and once in a second mail', async () => {
    await subscribe('voucher@mail.com');
    await sendDueSurel(worker());
    const res = await confirmFromMail('voucher@mail.com');
    expect(res.statusCode).toBe(303);
    const landing = got(res.headers.location);
    const token = got(/^\/langganan-dikonfirmasi\?token=([0-9a-f]{64})$/.exec(landing)?.[1]);
    const promo = await promoRow('voucher@mail.com');
    expect(promo.dikonfirmasi_at).toBeInstanceOf(Date);
    expect(promo.kode_voucher).toMatch(/^HALO-[A-Z2-9]{8}$/);
    const code = got(promo.kode_voucher);
    // What the page shows, read by the token in its address: rendered on the server with the
    // code, and never kept in the page cache (a second request still reads the database).
    const page = await trpcQuery(t.app, 'promo.confirmedVoucher', { token }, from());
    expect(page.data).toEqual({ voucherCode: code });
    const rendered = await t.app.inject({ url: landing });
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain(code);
    expect(rendered.body).toContain('Ini voucher diskon 10% untuk pembelian pertama kamu');
    const other = await t.app.inject({ url: `/langganan-dikonfirmasi?token=${'1'.repeat(64)}` });
    expect(other.body).not.toContain(code);
    expect(other.body).toContain('Tautan konfirmasi ini tidak berlaku');

    // Following the link again (a mail scanner, a second tap) changes nothing and mails nothing.
    expect((await confirmFromMail('voucher@mail.com')).headers.location).toBe(landing);
    expect((await promoRow('voucher@mail.com')).kode_voucher).toBe(code);
    expect((await outbox()).map((m) => [m.jenis, m.penerima])).toEqual([
      ['konfirmasi_langganan', 'voucher@mail.com'],
      ['voucher_sambutan', 'voucher@mail.com'],
    ]);
    expect(await sendDueSurel(worker())).toBe(1);
    const mail = receivedBy('voucher@mail.com');
    expect(mail.subject).toBe('Voucher diskon 10% dari Etalase');
    for (const part of [mail.text ?? '', String(mail.html)]) {
      expect(part).toContain(code);
      expect(part).toContain('diskon 10%');
      expect(linkIn(part, '/konfirmasi-langganan')).toBeUndefined();
      expect(linkIn(part, '/berhenti-langganan')).toBeDefined();
    }
    expect(mail.headerLines.some((h) => h.key === 'list-unsubscribe-post')).toBe(true);
    expect(await sendDueSurel(worker())).toBe(0);
  });

  it('is not collected by signing up x+1@, x+2@ …: nothing holds a code until each is confirmed', async () => {
    const emails = Array.from({ length: 10 }, (_, i) => `x+${i + 1}@mail.com`);
    for (const email of emails) await subscribe(email);
    await sendDueSurel(worker());
    expect(smtp.received).toHaveLength(10);
    expect(smtp.received.some((m) => /HALO-/.test(`${m.text ?? ''}${String(m.html)}`))).toBe(false);
    const codes = await t.db.selectFrom('promo').select('kode_voucher').execute();
    expect(codes.map((c) => c.kode_voucher)).toEqual(emails.map(() => null));
    expect((await outbox()).every((m) => m.jenis === 'konfirmasi_langganan')).toBe(true);
  });

  it('keeps its tokens only as keyed hashes: neither the database nor the outbox holds a link', async () => {
    await subscribe('hash@mail.com');
    await sendDueSurel(worker());
    const text = got(smtp.received[0]).text ?? '';
    const confirm = got(/konfirmasi-langganan\?token=([0-9a-f]{64})/.exec(text)?.[1]);
    const unsubscribe = got(/berhenti-langganan\?token=([0-9a-f]{64})/.exec(text)?.[1]);
    const dump = JSON.stringify([await promoRow('hash@mail.com'), await outbox()]);
    expect(dump).not.toContain(confirm);
    expect(dump).not.toContain(unsubscribe);
    const tokens = unsubscribeTokens(t.config);
    expect((await promoRow('hash@mail.com')).token_konfirmasi).toBe(tokens.stored(confirm));
  });

  it('confirms the address from its link, without login; a wrong link confirms nothing', async () => {
    await subscribe('konfirmasi@mail.com');
    await sendDueSurel(worker());
    const bad = await t.app.inject({
      url: `/konfirmasi-langganan?token=${'0'.repeat(64)}`,
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/langganan-dikonfirmasi?gagal=1');
    expect((await promoRow('konfirmasi@mail.com')).dikonfirmasi_at).toBeNull();
    const unknown = await trpcQuery(
      t.app,
      'promo.confirmedVoucher',
      { token: '0'.repeat(64) },
      from(),
    );
    expect(unknown.data).toBeNull();

    const res = await confirmFromMail('konfirmasi@mail.com');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/langganan-dikonfirmasi\?token=[0-9a-f]{64}$/);
    expect((await promoRow('konfirmasi@mail.com')).dikonfirmasi_at).toBeInstanceOf(Date);
  });

  it('unsubscribes with one click (RFC 8058): urlencoded, multipart or empty POSTs to the header link', async () => {
    for (const post of await oneClickPosts()) {
      const email = `satuklik.${post.name}@mail.com`;
      await subscribe(email);
      await sendDueSurel(worker());
      const header = got(
        receivedBy(email).headerLines.find((h) => h.key === 'list-unsubscribe'),
      ).line;
      const url = got(/<(.+)>/.exec(header.replace(/\r\n\s+/g, ''))?.[1]).replace(
        'https://toko.example',
        '',
      );
      const res = await t.app.inject({ method: 'POST', url, ...post });
      expect(res.statusCode, `${post.name}: ${res.body}`).toBe(200);
      expect(res.body).toBe('Berhenti berlangganan.');
      expect(
        await t.db.selectFrom('promo').select('id').where('email', '=', email).executeTakeFirst(),
        post.name,
      ).toBeUndefined();
      // The address is erased with its mail.
      expect((await outbox()).filter((m) => m.penerima === email)).toEqual([]);
      const again = await t.app.inject({ method: 'POST', url, ...post });
      expect(again.statusCode, post.name).toBe(404);
    }
  });

  it('refuses a malformed or oversized multipart body to the link with a 4xx, and keeps the address', async () => {
    await subscribe('rusak@mail.com');
    await sendDueSurel(worker());
    const url = got(linkIn(receivedBy('rusak@mail.com').text ?? '', '/berhenti-langganan')).replace(
      'https://toko.example',
      '',
    );
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--y\r\nsalah',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'a'.repeat(10_000)}\r\n--x--\r\n`,
    });
    expect(huge.statusCode).toBe(413);
    expect((await promoRow('rusak@mail.com')).email).toBe('rusak@mail.com');
  });

  it('sends nothing more on a repeated sign-up, and nothing without consent', async () => {
    await subscribe('sekali@mail.com');
    const repeat = await trpcMutation(
      t.app,
      'promo.subscribe',
      { email: 'SEKALI@mail.com', persetujuan: true },
      from(),
    );
    expect(repeat.status).toBe(409);
    const refused = await trpcMutation(
      t.app,
      'promo.subscribe',
      { email: 'tanpa@mail.com', persetujuan: false },
      from(),
    );
    expect(refused.status).toBe(400);
    expect((await outbox()).map((m) => m.penerima)).toEqual(['sekali@mail.com']);
  });

  it('gives 50 sign-ups at once 50 mails, then 50 confirmations 50 vouchers, none twice, with two workers side by side', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `serentak${i}@mail.com`);
    await Promise.all(emails.map(subscribe));
    expect(await outbox()).toHaveLength(50);
    const one = worker();
    const two = worker({ transport: smtpTransport(smtp.url) });
    const drain = async (w: WorkerOptions) => {
      while ((await sendDueSurel(w)) > 0) {
        /* next batch */
      }
    };
    await Promise.all([drain(one), drain(two), drain(one), drain(two)]);
    const to = () => smtp.received.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''));
    expect(to().sort()).toEqual([...emails].sort());
    // Each confirmed twice at once (a scanner and a person): one voucher, one mail each.
    await Promise.all([...emails, ...emails].map(confirmFromMail));
    await Promise.all([drain(one), drain(two), drain(one), drain(two)]);
    expect(to().sort()).toEqual([...emails, ...emails].sort());
    const codes = new Set(
      (await t.db.selectFrom('promo').select('kode_voucher').execute()).map((r) => r.kode_voucher),
    );
    expect(codes.size).toBe(50);
    expect([...codes].every((c) => c !== null && /^HALO-/.test(c))).toBe(true);
    const all = await outbox();
    expect(all.filter((m) => m.jenis === 'voucher_sambutan')).toHaveLength(50);
    expect(all.every((m) => m.status === 'terkirim' && m.percobaan === 1)).toBe(true);
  });
});

describe('the outbox worker', () => {
  it('survives an SMTP outage: retries with backoff, then delivers once; the error keeps no password', async () => {
    await subscribe('gangguan@mail.com');
    await smtp.stop();
    try {
      expect(await sendDueSurel(worker({ baseBackoffMs: 60_000 }))).toBe(0);
      const [failed] = await outbox();
      expect(failed).toMatchObject({ status: 'menunggu', percobaan: 1 });
      expect(got(failed).galat_terakhir).toMatch(/ECONNREFUSED|connect/i);
      expect(got(failed).galat_terakhir).not.toContain(SMTP_PASSWORD);
      expect(got(failed).coba_lagi_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
      // Not due yet: nothing is tried.
      expect(await sendDueSurel(worker())).toBe(0);
      expect(got((await outbox())[0]).percobaan).toBe(1);
    } finally {
      await smtp.start();
    }
    await t.db.updateTable('surel').set({ coba_lagi_at: new Date() }).execute();
    expect(await sendDueSurel(worker())).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await outbox())[0]).toMatchObject({
      status: 'terkirim',
      percobaan: 2,
      galat_terakhir: null,
    });
  });

  it('gives up after the last attempt: gagal, shown with its error', async () => {
    await subscribe('menyerah@mail.com');
    const refused = worker({
      maxAttempts: 3,
      transport: smtpTransport(
        `smtp://${SMTP_USER}:salah-${SMTP_PASSWORD}@127.0.0.1:${String(smtp.port)}`,
      ),
      secrets: smtpSecrets(`smtp://${SMTP_USER}:salah-${SMTP_PASSWORD}@127.0.0.1:1`),
    });
    for (let i = 0; i < 3; i += 1) {
      await t.db
        .updateTable('surel')
        .set({ coba_lagi_at: new Date(0) })
        .execute();
      await sendDueSurel(refused);
    }
    const [gave] = await outbox();
    expect(gave).toMatchObject({ status: 'gagal', percobaan: 3 });
    expect(got(gave).galat_terakhir).toMatch(/auth|login|535/i);
    expect(got(gave).galat_terakhir).not.toContain(SMTP_PASSWORD);
    await t.db
      .updateTable('surel')
      .set({ coba_lagi_at: new Date(0) })
      .execute();
    expect(await sendDueSurel(worker())).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('takes over a claim whose instance died mid-send once its lease runs out, and the late mark changes nothing', async () => {
    await subscribe('lease@mail.com');
    // An instance claims, then dies before sending.
    const [dead] = await claimDueSurel(t.db, { limit: 10, leaseMs: 300 });
    expect(dead).toBeDefined();
    // While the lease holds, nobody else sends it.
    expect(await sendDueSurel(worker())).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await sendDueSurel(worker())).toBe(1);
    expect(await markSurelSent(t.db, got(dead))).toBe(false);
    expect(smtp.received).toHaveLength(1);
    expect((await outbox())[0]).toMatchObject({ status: 'terkirim', percobaan: 2 });
  });

  it('loses nothing over a restart: an instance fails during an outage and stops, the next one delivers once', async () => {
    await subscribe('restart@mail.com');
    const { buildApp } = await import('../../app.js');
    const instance = async () => {
      const app = await buildApp({
        config: {
          ...t.config,
          mail: { ...t.config.mail, smtpUrl: smtp.url, from: 'Toko Uji <toko@uji.example>' },
        },
        db: t.db,
        client: 'none',
        logger: false,
        scheduleTimer: false,
        mailWorker: { pollMs: 20, baseBackoffMs: 1, maxAttempts: 1_000 },
      });
      await app.ready();
      return app;
    };
    await smtp.stop();
    const first = await instance();
    try {
      await expect
        .poll(async () => (await outbox())[0]?.percobaan ?? 0, { timeout: 5_000 })
        .toBeGreaterThan(0);
    } finally {
      await first.close();
      await smtp.start();
    }
    expect((await outbox())[0]?.status).toBe('menunggu');
    const second = await instance();
    try {
      await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
      expect(got(smtp.received[0]).from?.value[0]).toEqual({
        name: 'Toko Uji',
        address: 'toko@uji.example',
      });
      await expect.poll(async () => (await outbox())[0]?.status).toBe('terkirim');
    } finally {
      await second.close();
    }
    expect(smtp.received).toHaveLength(1);
  });
});

describe('Kotak keluar', () => {
  it('shows the main admin the outbox and each message as sent, its links masked; nobody else', async () => {
    const { mainCookie, staffCookie } = await createAdmins(t.app, t.db);
    await subscribe('lihat@mail.com');
    const list = await trpcQuery<{
      items: { id: number; penerima: string; status: string }[];
      smtpConfigured: boolean;
    }>(t.app, 'surel.list', { page: 1, pageSize: 20 }, { cookie: mainCookie });
    expect(list.status).toBe(200);
    expect(list.data.smtpConfigured).toBe(false);
    const item = got(list.data.items.find((m) => m.penerima === 'lihat@mail.com'));
    expect(item.status).toBe('menunggu');
    const detail = await trpcQuery<{ html: string; text: string; headers: Record<string, string> }>(
      t.app,
      'surel.byId',
      { id: item.id },
      { cookie: mainCookie },
    );
    expect(detail.data.text).toContain('Konfirmasi email saya');
    expect(detail.data.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The subscriber's own links, as the mail sent carries them, are nowhere in what the admin
    // gets: the links read `token=disembunyikan`, and neither confirms nor unsubscribes.
    await sendDueSurel(worker());
    const sent = receivedBy('lihat@mail.com').text ?? '';
    const confirm = got(/konfirmasi-langganan\?token=([0-9a-f]{64})/.exec(sent)?.[1]);
    const unsubscribe = got(/berhenti-langganan\?token=([0-9a-f]{64})/.exec(sent)?.[1]);
    const shown = await trpcQuery(t.app, 'surel.byId', { id: item.id }, { cookie: mainCookie });
    const listed = await trpcQuery(
      t.app,
      'surel.list',
      { page: 1, pageSize: 20 },
      {
        cookie: mainCookie,
      },
    );
    for (const answer of [shown.response.body, listed.response.body]) {
      expect(answer).not.toContain(confirm);
      expect(answer).not.toContain(unsubscribe);
      expect(answer).not.toMatch(/token=[0-9a-f]{64}/);
    }
    const masked = (shown.data as { html: string; text: string; headers: Record<string, string> })
      .text;
    expect(masked).toContain('https://toko.example/konfirmasi-langganan?token=disembunyikan');
    expect(masked).toContain('https://toko.example/berhenti-langganan?token=disembunyikan');
    expect((shown.data as { headers: Record<string, string> }).headers['List-Unsubscribe']).toBe(
      '<https://toko.example/berhenti-langganan?token=disembunyikan>',
    );
    const tryConfirm = await t.app.inject({
      url: '/konfirmasi-langganan?token=disembunyikan',
    });
    expect(tryConfirm.headers.location).toBe('/langganan-dikonfirmasi?gagal=1');
    const tryStop = await t.app.inject({
      method: 'POST',
      url: '/berhenti-langganan?token=disembunyikan',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(tryStop.statusCode).toBe(404);
    expect((await promoRow('lihat@mail.com')).dikonfirmasi_at).toBeNull();

    // The voucher mail after the confirmation shows its code (the shop quotes it), not links.
    await confirmFromMail('lihat@mail.com');
    const code = got((await promoRow('lihat@mail.com')).kode_voucher);
    const voucher = got((await outbox()).find((m) => m.jenis === 'voucher_sambutan'));
    const voucherView = await trpcQuery<{ html: string; text: string }>(
      t.app,
      'surel.byId',
      { id: voucher.id },
      { cookie: mainCookie },
    );
    expect(voucherView.data.text).toContain(code);
    expect(voucherView.data.html).toContain(code);
    expect(voucherView.response.body).not.toContain(unsubscribe);

    for (const cookie of [staffCookie, '']) {
      expect(
        (await trpcQuery(t.app, 'surel.list', { page: 1, pageSize: 20 }, { cookie })).status,
      ).toBe(cookie ? 403 : 401);
    }
    const promoList = await trpcQuery<{ items: { email: string; voucherCode: string | null }[] }>(
      t.app,
      'promo.adminList',
      { page: 1, pageSize: 20, search: 'lihat' },
      { cookie: staffCookie },
    );
    expect(promoList.data.items[0]?.voucherCode).toBe(code);
  });
});

describe('safeErrorText', () => {
  it('removes the SMTP user and password, and any credentials in a URL', () => {
    const url = 'smtp://pengguna:p%40ss-kuat@mail.example:587';
    const text = safeErrorText(
      new Error('Invalid login for pengguna with p@ss-kuat at smtp://x:y@mail.example'),
      smtpSecrets(url),
    );
    expect(text).not.toMatch(/pengguna|p@ss-kuat|x:y/);
  });
});

// nodemailer itself is what the app uses: the transport is not a stand-in.
it('uses nodemailer for SMTP', () => {
  expect(smtpTransport('smtp://a:b@127.0.0.1:1')).toBeInstanceOf(
    nodemailer.createTransport({ jsonTransport: true }).constructor,
  );
});
