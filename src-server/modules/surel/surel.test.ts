import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmins } from '../../test/admins.js';
import { SMTP_PASSWORD, SMTP_USER, startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { unsubscribeTokens } from '../promo/unsubscribe-token.js';
import { composeDeps } from './surel.router.js';
import { claimDueSurel, markSurelSent } from './surel.queries.js';
import {
  safeErrorText,
  sendDueSurel,
  smtpSecrets,
  smtpTransport,
  type WorkerOptions,
} from './surel-worker.js';

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
  t = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://toko.example' });
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

describe('the welcome voucher', () => {
  it('is written to the outbox with the sign-up, and sent once with what the sign-up promised', async () => {
    await subscribe('bunda@mail.com');
    const [queued, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      jenis: 'voucher_sambutan',
      penerima: 'bunda@mail.com',
      status: 'menunggu',
      subjek: 'Voucher diskon 10% dari Etalase',
    });

    expect(await sendDueSurel(worker())).toBe(1);
    expect(await sendDueSurel(worker())).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = got(smtp.received[0]);
    const promo = await promoRow('bunda@mail.com');
    expect(promo.kode_voucher).toMatch(/^HALO-[A-Z2-9]{8}$/);

    expect(mail.subject).toBe('Voucher diskon 10% dari Etalase');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('bunda@mail.com');
    expect(mail.from?.value[0]).toEqual({ name: 'Etalase', address: 'halo@etalase.id' });
    for (const part of [mail.text ?? '', String(mail.html)]) {
      expect(part).toContain(promo.kode_voucher);
      expect(part).toContain('diskon 10%');
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
    const link = got(linkIn(got(smtp.received[0]).text ?? '', '/konfirmasi-langganan'));
    const bad = await t.app.inject({
      url: `/konfirmasi-langganan?token=${'0'.repeat(64)}`,
    });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/langganan-dikonfirmasi?gagal=1');
    expect((await promoRow('konfirmasi@mail.com')).dikonfirmasi_at).toBeNull();

    const res = await t.app.inject({ url: link.replace('https://toko.example', '') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/langganan-dikonfirmasi');
    expect((await promoRow('konfirmasi@mail.com')).dikonfirmasi_at).toBeInstanceOf(Date);
  });

  it('unsubscribes with one click (RFC 8058): a POST to the header link, no login', async () => {
    await subscribe('satuklik@mail.com');
    await sendDueSurel(worker());
    const header = got(
      got(smtp.received[0]).headerLines.find((h) => h.key === 'list-unsubscribe'),
    ).line;
    const url = got(/<(.+)>/.exec(header.replace(/\r\n\s+/g, ''))?.[1]);
    const res = await t.app.inject({
      method: 'POST',
      url: url.replace('https://toko.example', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('promo')
        .select('id')
        .where('email', '=', 'satuklik@mail.com')
        .executeTakeFirst(),
    ).toBeUndefined();
    // The address is erased with its mail.
    expect(await outbox()).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: url.replace('https://toko.example', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(404);
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

  it('gives 50 sign-ups at once 50 mails, none twice, with two workers sending side by side', async () => {
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
    const to = smtp.received.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''));
    expect(to.sort()).toEqual([...emails].sort());
    const codes = new Set(
      (await t.db.selectFrom('promo').select('kode_voucher').execute()).map((r) => r.kode_voucher),
    );
    expect(codes.size).toBe(50);
    expect((await outbox()).every((m) => m.status === 'terkirim' && m.percobaan === 1)).toBe(true);
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
  it('shows the main admin the outbox and each message as sent; nobody else', async () => {
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
    const code = got((await promoRow('lihat@mail.com')).kode_voucher);
    expect(detail.data.text).toContain(code);
    expect(detail.data.html).toContain(code);
    expect(detail.data.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
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
