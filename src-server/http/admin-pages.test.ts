import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { connectPostgres, type DatabaseHandle } from '../db/connect.js';
import { hashPassword } from '../services/session/password.js';
import { hashSessionToken } from '../services/session/session-token.js';
import { insertUser } from '../modules/user/user.queries.js';
import { createAdmins, login, MAIN_ADMIN, sessionCookieFrom, STAFF_ADMIN } from '../test/admins.js';
import { createRenderingApp } from '../test/rendering-app.js';

// The login page and the door of the admin area (docs/architecture.md §5, §8), through the real app with the
// storefront's server renderer and a stand-in for the admin bundle's page.

const ADMIN_TEMPLATE =
  '<!doctype html><html><head><script type="application/json" id="admin-me"><!--admin-me--></script></head><body><div id="admin">ruang admin</div></body></html>';

let app: FastifyInstance;
let database: DatabaseHandle;
let main: string;
let staff: string;
let staffId: number;

beforeAll(async () => {
  ({ app, database } = await createRenderingApp({}, ADMIN_TEMPLATE));
  ({ mainCookie: main, staffCookie: staff, staffId } = await createAdmins(app, database.db));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The JSON the admin shell was given about who is logged in. */
function injectedMe(html: string): unknown {
  const json = /<script type="application\/json" id="admin-me">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error(`no admin-me script in ${html}`);
  return JSON.parse(json);
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const postLogin = (
  form: Record<string, string>,
  options: { url?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: options.url ?? '/login',
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  } satisfies InjectOptions);

function expectPrivate(res: { headers: Record<string, unknown> }) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
}

describe('the admin area without a live session', () => {
  it('sends /admin to the bare login page', async () => {
    const res = await get('/admin');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expectPrivate(res);
    expect(res.body).not.toContain('ruang admin');
  });

  it('sends a deeper admin page to the login page, remembering the page and its query', async () => {
    const res = await get('/admin/produk?halaman=2');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?next=%2Fadmin%2Fproduk%3Fhalaman%3D2');
    expectPrivate(res);
  });

  it('counts a made-up, expired or logged-out session, or the old browser flags, for nothing', async () => {
    const expired = await login(app, STAFF_ADMIN);
    await database.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('token_hash', '=', hashSessionToken(expired.split('=')[1] as string))
      .execute();
    const loggedOut = await login(app, STAFF_ADMIN);
    await app.inject({
      method: 'POST',
      url: '/api/trpc/auth.logout',
      payload: {},
      headers: { cookie: loggedOut },
    });
    for (const cookie of [
      'etalase_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'isAdminLoggedIn=true; adminId=1; adminUsername=utama',
      expired,
      loggedOut,
    ]) {
      const res = await get('/admin/faq', cookie);
      expect(res.statusCode, cookie).toBe(302);
      expect(res.headers.location).toBe('/login?next=%2Fadmin%2Ffaq');
    }
  });

  it('leaves paths that only start with the word admin to the storefront', async () => {
    const res = await get('/administrator');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('the admin area with a live session', () => {
  it('answers the admin page with who is logged in, never cached or indexed', async () => {
    const res = await get('/admin/produk', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectPrivate(res);
    expect(res.body).toContain('ruang admin');
    expect(injectedMe(res.body)).toEqual({ id: staffId, username: 'staf', isMainAdmin: false });
  });

  it('tells the main admin apart, on /admin itself too', async () => {
    const res = await get('/admin', main);
    expect(res.statusCode).toBe(200);
    expect(injectedMe(res.body)).toEqual({ id: 1, username: 'utama', isMainAdmin: true });
  });

  it('keeps a username with </script> in it inside its script element', async () => {
    const username = '</script><script>alert(1)</script><!--';
    await insertUser(database.db, username, await hashPassword('rahasia-aneh-123'));
    const cookie = await login(app, { username, password: 'rahasia-aneh-123' });
    const res = await get('/admin', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    expect(injectedMe(res.body)).toMatchObject({ username, isMainAdmin: false });
  });
});

describe('GET /login', () => {
  it('renders the page for a visitor, never cached or indexed', async () => {
    const res = await get('/login?next=%2Fadmin%2Ffaq');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const form = /<form[^>]*>/.exec(res.body)?.[0] ?? '';
    expect(form).toContain('action="/login"');
    expect(form).toContain('method="post"');
    expect(res.body).toContain('<input type="hidden" name="next" value="/admin/faq"/>');
    expectPrivate(res);
    const evil = await get(`/login?next=${encodeURIComponent('https://evil.com')}`);
    expect(evil.body).toContain('<input type="hidden" name="next" value="/admin"/>');
  });

  it('sends someone already logged in on to the admin area', async () => {
    const home = await get('/login', staff);
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/admin');
    expectPrivate(home);
    const back = await get('/login?next=%2Fadmin%2Ffaq%3Fcari%3Dongkir', staff);
    expect(back.headers.location).toBe('/admin/faq?cari=ongkir');
  });

  it.each(['//evil.com', 'https://evil.com', '/kategori', '/admin.evil.com'])(
    'refuses to send a logged-in admin to %s',
    async (next) => {
      const res = await get(`/login?next=${encodeURIComponent(next)}`, staff);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/admin');
    },
  );

  it('treats a next given twice as none, rather than failing', async () => {
    const res = await get('/login?next=%2Fadmin%2Ffaq&next=x', staff);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin');
  });
});

describe('POST /login (the form before its JavaScript has loaded)', () => {
  it('logs in and sends to the page asked for, with a session cookie that opens it', async () => {
    const res = await postLogin({ ...STAFF_ADMIN, next: '/admin/faq' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/faq');
    expectPrivate(res);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^etalase_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    expect((await get('/admin/faq', cookie)).statusCode).toBe(200);
  });

  it("takes the page to return to from the form's address when the form has none", async () => {
    const res = await postLogin(MAIN_ADMIN, { url: '/login?next=%2Fadmin%2Fpromo' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/promo');
  });

  it.each(['//evil.com', 'https://evil.com', '/kategori'])(
    'logs in but refuses to send anyone to %s',
    async (next) => {
      const res = await postLogin({ ...MAIN_ADMIN, next });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin');
      expect(res.headers['set-cookie']).toBeDefined();
    },
  );

  it('treats a next given twice in its address as none, rather than failing', async () => {
    const res = await postLogin(MAIN_ADMIN, { url: '/login?next=%2Fadmin%2Ffaq&next=x' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin');
  });

  it('sends a wrong password back to the form, saying why, without a session', async () => {
    const res = await postLogin({ username: 'staf', password: 'salah-sekali', next: '/admin/faq' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?next=%2Fadmin%2Ffaq&alasan=kredensial');
    expect(res.headers['set-cookie']).toBeUndefined();
    expectPrivate(res);
  });

  it('sends an empty form back as a failed attempt', async () => {
    const res = await postLogin({});
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?alasan=gagal');
  });

  it('after five wrong passwords makes even the right one wait, and says how long', async () => {
    const username = 'korban';
    const password = 'rahasia-korban-123';
    await insertUser(database.db, username, await hashPassword(password));
    // From an address of its own, so this test's attempts do not count against the others'.
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < 5; i++) {
      const wrong = await postLogin({ username, password: `salah-${i}` }, { remoteAddress });
      expect(wrong.headers.location).toBe('/login?alasan=kredensial');
    }
    const res = await postLogin({ username, password, next: '/admin/faq' }, { remoteAddress });
    expect(res.statusCode).toBe(303);
    const match = /^\/login\?next=%2Fadmin%2Ffaq&alasan=terlalu-sering&tunggu=(\d+)$/.exec(
      String(res.headers.location),
    );
    expect(match, String(res.headers.location)).not.toBeNull();
    const wait = Number(match?.[1]);
    // The window is 15 minutes.
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is refused when another site posts the form (no login CSRF)', async () => {
    const fromElsewhere: Record<string, string>[] = [
      { origin: 'https://evil.com' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of fromElsewhere) {
      const res = await postLogin(STAFF_ADMIN, { headers });
      expect(res.statusCode).toBe(403);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('when the database cannot be reached', () => {
  it('sends the form back saying the fault is on our side', async () => {
    const down = connectPostgres('postgres://postgres@127.0.0.1:1/none', 1);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/etalase-admin-pages-test',
    });
    const broken = await buildApp({
      config,
      db: down.db,
      client: { render, template: '<!--app-html-->', adminTemplate: ADMIN_TEMPLATE },
    });
    try {
      const res = await broken.inject({
        method: 'POST',
        url: '/login',
        payload: 'username=staf&password=rahasia-staf-123',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/login?alasan=gangguan');
    } finally {
      await broken.close();
      await down.close();
    }
  });
});
