import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '../../../src/shared/newsletter-consent.js';
import { createAdmins } from '../../test/admins.js';
import { createTestApp, trpcMutation, trpcQuery, type TestApp } from '../../test/test-app.js';
import { listPromoForMailing, protectUnsubscribeTokens } from './promo.queries.js';
import { unsubscribeTokens } from '../../services/outbox/unsubscribe-token.js';

// Newsletter consent under UU PDP and the unsubscribe link (docs/product.md §10).

let t: TestApp;
let client = 0;
// Each call its own client, so the per-client sign-up limit never interferes.
const from = () => ({ 'x-forwarded-for': `10.7.0.${++client}` });

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://toko.example' });
});
afterAll(() => t.close());

const row = (email: string) =>
  t.db.selectFrom('promo').selectAll().where('email', '=', email).executeTakeFirst();

/** The token of an address's unsubscribe link, as the mailing CSV gives it. */
async function linkToken(email: string): Promise<string> {
  const rows = await listPromoForMailing(t.db, 'Asia/Jakarta', unsubscribeTokens(t.config));
  const path = rows.find((r) => r.email === email)?.unsubscribePath ?? '';
  return new URLSearchParams(path.split('?')[1]).get('token') ?? '';
}

describe('consent', () => {
  it('signs nobody up without the ticked box, and says so', async () => {
    for (const input of [
      { email: 'tanpa@mail.com' },
      { email: 'tanpa@mail.com', persetujuan: false },
      { email: 'tanpa@mail.com', persetujuan: 'ya' },
    ]) {
      const res = await trpcMutation(t.app, 'promo.subscribe', input, from());
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.message).toContain('Centang persetujuan dulu untuk mendaftar newsletter.');
    }
    expect(await row('tanpa@mail.com')).toBeUndefined();
  });

  it('keeps the time, the text version and the page of each consent', async () => {
    const before = Date.now();
    const res = await trpcMutation(
      t.app,
      'promo.subscribe',
      { email: 'setuju@mail.com', persetujuan: true, halaman: '/penawarankhusus' },
      from(),
    );
    expect(res.status).toBe(200);
    const stored = await row('setuju@mail.com');
    expect(stored).toMatchObject({
      persetujuan_versi: NEWSLETTER_CONSENT.version,
      persetujuan_halaman: '/penawarankhusus',
    });
    expect(stored?.persetujuan_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.token_berhenti).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes only a path of this shop as the page', async () => {
    for (const halaman of ['https://jahat.example/', 'penawaran', '/a b', `/${'x'.repeat(200)}`]) {
      const res = await trpcMutation(
        t.app,
        'promo.subscribe',
        { email: 'halaman@mail.com', persetujuan: true, halaman },
        from(),
      );
      expect(res.status, halaman).toBe(400);
    }
  });

  it('asks legacy clients too: a form field "on" counts, a missing one is a 400', async () => {
    const ticked = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: 'email=form%40mail.com&persetujuan=on',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from() },
    });
    expect(ticked.statusCode).toBe(201);
    expect((await row('form@mail.com'))?.persetujuan_halaman).toBe('/');
    const unticked = await t.app.inject({
      method: 'POST',
      url: '/api/promo',
      payload: { email: 'lama@mail.com' },
      headers: from(),
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json()).toMatchObject({
      message: 'Centang persetujuan dulu untuk mendaftar newsletter.',
    });
  });
});

describe('unsubscribe', () => {
  const signUp = async (email: string) => {
    await trpcMutation(t.app, 'promo.subscribe', { email, persetujuan: true }, from());
    return linkToken(email);
  };
  const post = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/berhenti-langganan',
      payload: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(), ...headers },
    });

  it('shows whose subscription a token ends, partly hidden', async () => {
    const token = await signUp('bunda.rina@mail.com');
    const info = await trpcQuery(t.app, 'promo.unsubscribeInfo', { token }, from());
    expect(info.data).toEqual({ email: 'b***@mail.com' });
    const unknown = await trpcQuery(
      t.app,
      'promo.unsubscribeInfo',
      { token: 'a'.repeat(64) },
      from(),
    );
    expect(unknown.status).toBe(200);
    expect(unknown.data).toBeNull();
    const malformed = await trpcQuery(t.app, 'promo.unsubscribeInfo', { token: 'x' }, from());
    expect(malformed.status).toBe(400);
  });

  it('erases the address on the form post, without a login, and says so once', async () => {
    const token = await signUp('berhenti@mail.com');
    const first = await post(token);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/berhenti-langganan?selesai=1');
    expect(await row('berhenti@mail.com')).toBeUndefined();
    const again = await post(token);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/berhenti-langganan?token=${token}&gagal=1`);
    const nonsense = await post('<script>');
    expect(nonsense.headers.location).toBe('/berhenti-langganan?token=%3Cscript%3E&gagal=1');
  });

  it('stores no token, only a keyed hash, and a link works with the key alone', async () => {
    const token = await signUp('rahasia@mail.com');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await row('rahasia@mail.com');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.token_berhenti).toBe(unsubscribeTokens(t.config).stored(token));
    // Another key (a copy of the database elsewhere) makes other links from the same rows.
    const elsewhere = unsubscribeTokens({ tokenSecret: 'k'.repeat(32), dataDir: t.dataDir });
    expect(elsewhere.token(stored?.token_garam ?? '')).not.toBe(token);
    expect((await post(token)).headers.location).toBe('/berhenti-langganan?selesai=1');
  });

  it('keeps the links mailed before tokens were hashed working, stored only as keyed hashes', async () => {
    // Rows as migrations/0014 left them: the token in clear, no salt.
    await t.db
      .insertInto('promo')
      .values([{ email: 'lama1@mail.com' }, { email: 'lama2@mail.com' }])
      .execute();
    const oldToken = (await row('lama1@mail.com'))?.token_berhenti ?? '';
    const oldToken2 = (await row('lama2@mail.com'))?.token_berhenti ?? '';
    expect(oldToken).toMatch(/^[0-9a-f]{64}$/);

    expect(await protectUnsubscribeTokens(t.db, unsubscribeTokens(t.config))).toBe(2);
    expect(await protectUnsubscribeTokens(t.db, unsubscribeTokens(t.config))).toBe(0);
    const all = JSON.stringify(await t.db.selectFrom('promo').selectAll().execute());
    expect(all).not.toContain(oldToken);
    expect(all).not.toContain(oldToken2);

    // The old link still ends the subscription; so does the one the CSV gives now.
    const info = await trpcQuery(t.app, 'promo.unsubscribeInfo', { token: oldToken }, from());
    expect(info.data).toEqual({ email: 'l***@mail.com' });
    expect((await post(oldToken)).headers.location).toBe('/berhenti-langganan?selesai=1');
    expect(await row('lama1@mail.com')).toBeUndefined();
    const newToken = await linkToken('lama2@mail.com');
    expect(newToken).not.toBe(oldToken2);
    expect((await post(newToken)).headers.location).toBe('/berhenti-langganan?selesai=1');
    expect(await row('lama2@mail.com')).toBeUndefined();
  });

  it('never ends a subscription on a GET (mail scanners open links) or from another site', async () => {
    const token = await signUp('tetap@mail.com');
    await t.app.inject({ url: `/berhenti-langganan?token=${token}`, headers: from() });
    const foreign = await post(token, { origin: 'https://jahat.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await row('tetap@mail.com')).toBeDefined();
  });

  it('never writes a token into the logs', async () => {
    const logLines: string[] = [];
    const logged = await createTestApp({}, { logLines });
    try {
      const token = 'f'.repeat(64);
      await logged.app.inject(`/berhenti-langganan?token=${token}&x=1`);
      await logged.app.inject({
        method: 'POST',
        url: `/api/trpc/promo.unsubscribe?token=${token}`,
        payload: { token },
      });
      // The page's own read, as the browser sends it: the token inside the encoded input.
      await logged.app.inject(
        `/api/trpc/promo.unsubscribeInfo?input=${encodeURIComponent(JSON.stringify({ token }))}`,
      );
      const all = logLines.join('');
      expect(all).toContain('/berhenti-langganan?token=[disembunyikan]&x=1');
      expect(all).not.toContain(token);
    } finally {
      await logged.close();
    }
  });

  it("puts each address's consent and unsubscribe link in the main admin's mailing CSV", async () => {
    const token = await signUp('csv@mail.com');
    const { staffCookie, mainCookie } = await createAdmins(t.app, t.db);
    const forStaff = await trpcQuery(t.app, 'promo.exportMailingCsv', undefined, {
      cookie: staffCookie,
    });
    expect(forStaff.status).toBe(403);
    const res = await trpcQuery<{ csv: string }>(t.app, 'promo.exportMailingCsv', undefined, {
      cookie: mainCookie,
    });
    const line = res.data.csv.split('\r\n').find((l) => l.includes('"csv@mail.com"')) ?? '';
    // No voucher and no confirmation time before the address is confirmed.
    expect(line).toContain(
      `"${NEWSLETTER_CONSENT.version}","/","","","https://toko.example/berhenti-langganan?token=${token}"`,
    );
    expect(line).toContain(`","","https://toko.example/berhenti-langganan?token=${token}"`);
    // The consent time on the shop's clock, as the admin list shows it (dd/mm/yyyy hh:mm WIB).
    expect(line).toMatch(/"(ya|tidak)","\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"/);
  });
});
